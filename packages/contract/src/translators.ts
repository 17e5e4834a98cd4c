import { z } from 'zod';
import { AdminMemberRef } from './admin';
import { PageQuery, numberedPage } from './pagination';
import { TRANSLATABLE_TYPES } from './translation.constants';
import { LANGUAGE_PAIR } from './translation';
import {
  MAX_TRANSLATOR_PAIRS,
  QUALITY_DECISIONS,
  QUALITY_REPORT_STATES,
  TRANSLATION_JOB_ACTIONS,
  TRANSLATION_JOB_STATES,
  TRANSLATOR_STATES,
} from './translators.constants';

/*
 * The console's translators section (issue 17, docs/decisions.md 64 and 65): the translators and their
 * language pairs, the queue of paid requests, quality reports of human translations, and translators' pay.
 */

const pair = z
  .string()
  .trim()
  .toLowerCase()
  .regex(LANGUAGE_PAIR, 'A language pair is two language codes, e.g. de-ja')
  .refine((p) => p.slice(0, 2) !== p.slice(3), 'A language pair needs two different languages');

// ---- translators ----

/** `GET admin/translators?page=&q=&state=&pair=`: newest appointed first. */
export const AdminTranslatorsQuery = PageQuery.extend({
  q: z.string().trim().max(100).optional(),
  state: z.enum(TRANSLATOR_STATES).default('active'),
  pair: pair.optional(),
});
export type AdminTranslatorsQuery = z.infer<typeof AdminTranslatorsQuery>;

/** A translator with what they did: jobs done, jobs taken now, gold earned, reports upheld against them. */
export const AdminTranslator = z.object({
  member: AdminMemberRef,
  pairs: z.array(z.string()),
  active: z.boolean(),
  since: z.string(),
  done: z.number().int(),
  open_jobs: z.number().int(),
  earned: z.number().int(),
  upheld: z.number().int(),
});
export type AdminTranslator = z.infer<typeof AdminTranslator>;
export const AdminTranslatorPage = numberedPage(AdminTranslator);
export type AdminTranslatorPage = z.infer<typeof AdminTranslatorPage>;

/** `GET admin/translators/candidates?q=`: members by name or e-mail, to appoint. */
export const AdminTranslatorCandidatesQuery = z.object({ q: z.string().trim().min(1).max(100) });
export type AdminTranslatorCandidatesQuery = z.infer<typeof AdminTranslatorCandidatesQuery>;

export const AdminTranslatorCandidate = z.object({
  member: AdminMemberRef,
  /** Their translator role as it is, null when they never had one. */
  translator: z.object({ active: z.boolean(), pairs: z.array(z.string()) }).nullable(),
});
export type AdminTranslatorCandidate = z.infer<typeof AdminTranslatorCandidate>;
export const AdminTranslatorCandidates = z.object({ data: z.array(AdminTranslatorCandidate) });
export type AdminTranslatorCandidates = z.infer<typeof AdminTranslatorCandidates>;

export const AdminTranslatorIdParam = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/**
 * `PUT admin/translators/{member}`: grant the role with its pairs, change the pairs, or end it
 * (`active: false`, the pairs kept for a later grant).
 */
export const AdminTranslatorBody = z
  .object({
    pairs: z.array(pair).max(MAX_TRANSLATOR_PAIRS).optional(),
    active: z.boolean(),
  })
  .refine((body) => !body.active || (body.pairs?.length ?? 0) > 0, {
    message: 'A translator needs at least one language pair',
    path: ['pairs'],
  });
export type AdminTranslatorBody = z.infer<typeof AdminTranslatorBody>;

// ---- the queue ----

/** `GET admin/translators/jobs?page=&state=&pair=`: paid requests, oldest first while waiting or taken. */
export const AdminTranslationJobsQuery = PageQuery.extend({
  state: z.enum(TRANSLATION_JOB_STATES).default('open'),
  pair: pair.optional(),
});
export type AdminTranslationJobsQuery = z.infer<typeof AdminTranslationJobsQuery>;

export const AdminTranslationJob = z.object({
  id: z.number().int(),
  type: z.enum(TRANSLATABLE_TYPES),
  state: z.enum(TRANSLATION_JOB_STATES),
  source: z.string().nullable(),
  target: z.string(),
  chars: z.number().int(),
  price: z.number().int(),
  translator: AdminMemberRef.nullable(),
  created_at: z.string(),
  deadline_at: z.string(),
  claimed_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** A taken job whose deadline has not passed can go back to the queue. */
  can_release: z.boolean(),
});
export type AdminTranslationJob = z.infer<typeof AdminTranslationJob>;
export const AdminTranslationJobPage = numberedPage(AdminTranslationJob);
export type AdminTranslationJobPage = z.infer<typeof AdminTranslationJobPage>;

export const AdminTranslationJobBody = z.object({
  action: z.enum(TRANSLATION_JOB_ACTIONS),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type AdminTranslationJobBody = z.infer<typeof AdminTranslationJobBody>;

// ---- quality reports ----

export const AdminQualityReportsQuery = PageQuery.extend({ state: z.enum(QUALITY_REPORT_STATES).default('open') });
export type AdminQualityReportsQuery = z.infer<typeof AdminQualityReportsQuery>;

/** A member's report of a human translation they paid for: the original, the translation, their reason. */
export const AdminQualityReport = z.object({
  id: z.number().int(),
  state: z.enum(QUALITY_REPORT_STATES),
  reason: z.string(),
  reporter: AdminMemberRef,
  job: z.object({
    id: z.number().int(),
    source: z.string().nullable(),
    target: z.string(),
    original: z.string(),
    translation: z.string().nullable(),
    price: z.number().int(),
    translator: AdminMemberRef.nullable(),
  }),
  decision_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminQualityReport = z.infer<typeof AdminQualityReport>;
export const AdminQualityReportPage = numberedPage(AdminQualityReport);
export type AdminQualityReportPage = z.infer<typeof AdminQualityReportPage>;

export const AdminQualityDecisionBody = z.object({
  decision: z.enum(QUALITY_DECISIONS),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type AdminQualityDecisionBody = z.infer<typeof AdminQualityDecisionBody>;

// ---- pay ----

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `GET admin/translators/pay?month=2026-11&page=`: each translator's pay that month and overall. */
export const AdminTranslatorPayQuery = PageQuery.extend({ month: z.string().regex(MONTH).optional() });
export type AdminTranslatorPayQuery = z.infer<typeof AdminTranslatorPayQuery>;

export const AdminTranslatorPay = z.object({
  member: AdminMemberRef,
  /** Jobs paid and gold earned (ledger kind `translation` from the holds) in the month. */
  month_jobs: z.number().int(),
  month_earned: z.number().int(),
  total_earned: z.number().int(),
  /** Gold paid out to them through withdrawals (status paid), and asked but not yet paid. */
  withdrawn: z.number().int(),
  pending: z.number().int(),
  balance: z.number().int(),
});
export type AdminTranslatorPay = z.infer<typeof AdminTranslatorPay>;
export const AdminTranslatorPayPage = z.object({
  month: z.string(),
  data: z.array(AdminTranslatorPay),
  next_page: z.number().int(),
});
export type AdminTranslatorPayPage = z.infer<typeof AdminTranslatorPayPage>;

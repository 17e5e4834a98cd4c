import { z } from 'zod';
import { LANGUAGES } from './constants';
import {
  MACHINE_ENGINES,
  TRANSLATION_ORIGINS,
  TRANSLATE_STATUSES,
  TRANSLATABLE_TYPES,
  TRANSLATION_FAILURES,
} from './translation.constants';

const languageCode = z.string().min(2).max(8);

/**
 * The translation fields of a message or post as one reader sees them: `lang` is the detected language
 * of the original (one of the 8, another ISO 639-1 code, or null when unknown); `translate` is the text
 * in the reader's language.
 */
export const TranslationFields = z.object({
  lang: languageCode.nullable(),
  translate: z.string().nullable(),
  translate_status: z.enum(TRANSLATE_STATUSES),
  translate_engine: z.enum(TRANSLATION_ORIGINS).nullable(),
});
export type TranslationFields = z.infer<typeof TranslationFields>;

/** The fields of something not translated for this reader. */
export const untranslated = (lang: string | null): TranslationFields => ({
  lang,
  translate: null,
  translate_status: 'none',
  translate_engine: null,
});

export const TranslateBody = z.strictObject({
  type: z.enum(TRANSLATABLE_TYPES),
  id: z.number().int().positive().max(2_147_483_647),
});
export type TranslateBody = z.infer<typeof TranslateBody>;

/** `POST translations`: one item in the caller's language. */
export const TranslationResult = /* @__PURE__ */ TranslationFields.extend({
  /** The caller's language, into which it was translated. */
  target: z.enum(LANGUAGES),
  /** Why it failed, when `translate_status` is `failed`. */
  failure: z.enum(TRANSLATION_FAILURES).nullable(),
  /** Gold charged for this translation (operator price for members without VIP), 0 when free. */
  charged: z.number().int(),
});
export type TranslationResult = z.infer<typeof TranslationResult>;

/** Longest text a preview translates: a message's length. */
export const PREVIEW_MAX_LENGTH = 2000;

/** `POST translations/preview`: an outgoing message in the recipient's language, before it is sent. */
export const PreviewBody = z.strictObject({
  user_id: z.number().int().positive().max(2_147_483_647),
  text: z.string().trim().min(1, 'Cannot be empty').max(PREVIEW_MAX_LENGTH, 'Text is too long'),
});
export type PreviewBody = z.infer<typeof PreviewBody>;
export const PreviewResult = z.object({
  /** The detected language of the draft. */
  lang: languageCode.nullable(),
  /** The recipient's language. */
  target: z.enum(LANGUAGES),
  /** False when the draft is already in the recipient's language: nothing to translate. */
  needed: z.boolean(),
  translate: z.string().nullable(),
  /** The translation translated back into the sender's language, to check the meaning. */
  back_translate: z.string().nullable(),
  translate_engine: z.enum(TRANSLATION_ORIGINS).nullable(),
  failure: z.enum(TRANSLATION_FAILURES).nullable(),
});
export type PreviewResult = z.infer<typeof PreviewResult>;

/** Operator settings and engine availability the client shows (settings, menus, prices). */
export const TranslationSettings = z.object({
  /** An engine is configured: machine translation works (the memory works always). */
  machine: z.boolean(),
  engines: z.array(z.enum(MACHINE_ENGINES)),
  /** Gold a machine translation costs members without VIP; 0 = free. */
  machine_price: z.number().int(),
  /** Human translation: gold per started block of `human_block_chars` characters. */
  human_price: z.number().int(),
  human_block_chars: z.number().int(),
  human_deadline_minutes: z.number().int(),
});
export type TranslationSettings = z.infer<typeof TranslationSettings>;

// Human translation (spec §4 "being translated" → "translated")

/** `open`: waiting for a translator; `claimed`: being translated; `done`: translated; `expired`: no answer in time, gold back. */
export const ASK_STATUSES = ['open', 'claimed', 'done', 'expired'] as const;
export type AskStatus = (typeof ASK_STATUSES)[number];

export const AskBody = TranslateBody;
export const ProgressQuery = z.object({
  type: z.enum(TRANSLATABLE_TYPES),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A human translation request as its asker sees it. */
export const AskView = z.object({
  id: z.number().int(),
  type: z.enum(TRANSLATABLE_TYPES),
  item_id: z.number().int(),
  status: z.enum(ASK_STATUSES),
  source: languageCode.nullable(),
  target: z.enum(LANGUAGES),
  price: z.number().int(),
  deadline_at: z.string(),
  translate: z.string().nullable(),
  created_at: z.string(),
});
export type AskView = z.infer<typeof AskView>;

/** `GET progress?type&id`: the caller's latest request for that item, or none yet with its price. */
export const Progress = z.object({
  request: AskView.nullable(),
  /** What asking would cost now. */
  price: z.number().int(),
});
export type Progress = z.infer<typeof Progress>;

/** A request in a translator's queue: the text and languages only, never who asked or wrote it. */
export const TranslatorTask = z.object({
  id: z.number().int(),
  type: z.enum(TRANSLATABLE_TYPES),
  status: z.enum(ASK_STATUSES),
  source: languageCode.nullable(),
  target: z.enum(LANGUAGES),
  content: z.string(),
  chars: z.number().int(),
  /** Gold the translator earns for the answer (price minus the operator's commission). */
  earning: z.number().int(),
  deadline_at: z.string(),
  /**
   * What the caller may do (the translation policy): claim it (open, of their pairs, not their own ask),
   * answer it (they hold the claim). `answer` below is set only on a request they answered.
   */
  can: z.object({ claim: z.boolean(), answer: z.boolean() }),
  answer: z.string().nullable(),
});
export type TranslatorTask = z.infer<typeof TranslatorTask>;
export const TranslatorQueue = z.object({
  /** The caller's language pairs, `source-target`. */
  pairs: z.array(z.string()),
  data: z.array(TranslatorTask),
});
export type TranslatorQueue = z.infer<typeof TranslatorQueue>;

/** `GET translators/me`: whether the caller translates for others, and which pairs. */
export const TranslatorStatus = z.object({ translator: z.boolean(), pairs: z.array(z.string()) });
export type TranslatorStatus = z.infer<typeof TranslatorStatus>;
/** `POST debug/translator` (never in production): the caller becomes a translator for these pairs. */
export const DebugTranslatorBody = z.strictObject({ pairs: z.array(z.string().max(5)).min(1).max(56) });

export const ANSWER_MAX_LENGTH = 4000;
export const AnswerBody = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
  content: z.string().trim().min(1, 'Cannot be empty').max(ANSWER_MAX_LENGTH, 'Text is too long'),
});
export const ClaimParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A language pair as translators hold them: `de-ja` translates German into Japanese. */
export const LANGUAGE_PAIR = /^([a-z]{2})-([a-z]{2})$/;

// Realtime

/** The `translation` event: an item's translation for the receiving member changed (done, failed, or a human answer). */
export const TranslationEvent = /* @__PURE__ */ TranslationFields.extend({
  type: z.enum(TRANSLATABLE_TYPES),
  id: z.number().int(),
  target: z.enum(LANGUAGES),
  failure: z.enum(TRANSLATION_FAILURES).nullable(),
  /** Set when the change concerns the member's human translation request. */
  request: AskView.nullable(),
});
export type TranslationEvent = z.infer<typeof TranslationEvent>;

/** The `ask` event to translators: a request entered their queue, was claimed, answered or expired. */
export const AskEvent = z.object({
  kind: z.enum(['new', 'claimed', 'done', 'expired']),
  task: TranslatorTask,
});
export type AskEvent = z.infer<typeof AskEvent>;

export const TranslationMessages = {
  nothingToTranslate: 'There is nothing to translate',
  sameLanguage: 'This is already in your language',
  notTranslator: 'Only translators can do this',
  notYours: 'This request is not yours to answer',
  alreadyClaimed: 'Another translator took this request',
  expired: 'This request has expired',
  ownRequest: 'You cannot translate your own request',
} as const;

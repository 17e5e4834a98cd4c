import { endpoint } from '../endpoint';
import {
  AdminQualityDecisionBody,
  AdminQualityReport,
  AdminQualityReportPage,
  AdminQualityReportsQuery,
  AdminTranslationJob,
  AdminTranslationJobBody,
  AdminTranslationJobPage,
  AdminTranslationJobsQuery,
  AdminTranslator,
  AdminTranslatorBody,
  AdminTranslatorCandidates,
  AdminTranslatorCandidatesQuery,
  AdminTranslatorIdParam,
  AdminTranslatorPage,
  AdminTranslatorPayPage,
  AdminTranslatorPayQuery,
  AdminTranslatorsQuery,
} from '../translators';

const tag = 'admin';

/**
 * The console's translators section (issue 17, docs/decisions.md 64 and 65): `translators.read` to see,
 * `translators.write` to appoint, release jobs and decide quality reports (translator-manager, admin).
 */
export const translators = {
  /** Translators with their pairs and work. */
  list: endpoint({
    method: 'GET',
    path: '/admin/translators',
    access: 'user',
    tag,
    query: AdminTranslatorsQuery,
    response: AdminTranslatorPage,
  }),
  /** Members to appoint, by name or e-mail. */
  candidates: endpoint({
    method: 'GET',
    path: '/admin/translators/candidates',
    access: 'user',
    tag,
    query: AdminTranslatorCandidatesQuery,
    response: AdminTranslatorCandidates,
  }),
  /** Grants the role with its pairs, changes the pairs, or ends the role. */
  save: endpoint({
    method: 'PUT',
    path: '/admin/translators/:id',
    access: 'user',
    tag,
    params: AdminTranslatorIdParam,
    body: AdminTranslatorBody,
    response: AdminTranslator,
  }),
  /** The paid requests by state and pair. */
  jobs: endpoint({
    method: 'GET',
    path: '/admin/translators/jobs',
    access: 'user',
    tag,
    query: AdminTranslationJobsQuery,
    response: AdminTranslationJobPage,
  }),
  /** Puts a taken job back in the queue. */
  job: endpoint({
    method: 'PUT',
    path: '/admin/translators/jobs/:id',
    access: 'user',
    tag,
    params: AdminTranslatorIdParam,
    body: AdminTranslationJobBody,
    response: AdminTranslationJob,
  }),
  /** Members' reports of human translations. */
  reports: endpoint({
    method: 'GET',
    path: '/admin/translators/reports',
    access: 'user',
    tag,
    query: AdminQualityReportsQuery,
    response: AdminQualityReportPage,
  }),
  /** Dismisses a quality report, or upholds it: the asker is refunded and it counts against the translator. */
  decide: endpoint({
    method: 'PUT',
    path: '/admin/translators/reports/:id',
    access: 'user',
    tag,
    params: AdminTranslatorIdParam,
    body: AdminQualityDecisionBody,
    response: AdminQualityReport,
  }),
  /** Translators' pay in a month, with what they withdrew. */
  pay: endpoint({
    method: 'GET',
    path: '/admin/translators/pay',
    access: 'user',
    tag,
    query: AdminTranslatorPayQuery,
    response: AdminTranslatorPayPage,
  }),
};

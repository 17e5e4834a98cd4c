/**
 * The kinds of report: spec §3's five and a post's comment (issue 21), apart from the schemas so that
 * screens listing them stay zod-free.
 */
export const REPORT_TYPES = ['feed', 'user', 'message', 'translation', 'contact', 'comment'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

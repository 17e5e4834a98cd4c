/** The five kinds of report (spec §3), apart from the schemas so that screens listing them stay zod-free. */
export const REPORT_TYPES = ['feed', 'user', 'message', 'translation', 'contact'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

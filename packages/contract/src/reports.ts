import { z } from 'zod';
import { ValidationText } from './messages';
import { REPORT_TYPES } from './reports.constants';

/** `POST reports`: a complaint about something a member saw (spec §3 Report, §5 Complaint). */
export const ReportBody = z.strictObject({
  type: z.enum(REPORT_TYPES, { message: ValidationText.illegalAccess }),
  related_id: z.number().int().positive(),
  content: z.string({ message: ValidationText.cannotBeEmpty }).trim().min(1, ValidationText.cannotBeEmpty).max(2000),
});
export type ReportBody = z.infer<typeof ReportBody>;

export const ReportResult = z.object({ id: z.number().int(), status: z.string() });

import { endpoint } from '../endpoint';
import { ReportBody, ReportResult } from '../reports';

/** Complaints about a post, a member, a message, a translation or a contact (spec §3). */
export const report = {
  file: endpoint({
    method: 'POST',
    path: '/reports',
    access: 'user',
    tag: 'reports',
    body: ReportBody,
    response: ReportResult,
  }),
};

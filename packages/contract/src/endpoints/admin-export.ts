import { z } from 'zod';
import { AdminReportsQuery, AdminUsersQuery, AuditQuery } from '../admin';
import { AdminOrdersQuery, AdminRefundsQuery } from '../admin-money';
import { endpoint } from '../endpoint';
import { PageQuery } from '../pagination';
import { AdminPhotoFlagsQuery, AdminSayHiQuery } from '../review';
import { AdminSupportQuery } from '../support';
import {
  AdminQualityReportsQuery,
  AdminTranslationJobsQuery,
  AdminTranslatorPayQuery,
  AdminTranslatorsQuery,
} from '../translators';
import { AdminVerificationsQuery } from '../verification';
import { AdminWithdrawalsQuery } from '../withdraw';

/**
 * A console list exported as CSV (issue 17, docs/decisions.md 60): `GET /admin/<list>/export.csv` with the
 * list's own filters (its `page` is ignored: every matching row, up to the server's cap), under the list's
 * permission. The answer is UTF-8 `text/csv` with a byte-order mark, streamed.
 */
export const csvExport = <const P extends string, const Q extends z.ZodType>(path: P, query: Q) =>
  endpoint({ method: 'GET', path, access: 'user', tag: 'admin', query, response: z.string(), produces: 'text/csv' });

/** The console's lists as CSV; a new list adds one line here and one in the server's `exports.ts`. */
export const adminExport = {
  users: csvExport('/admin/users/export.csv', AdminUsersQuery),
  reports: csvExport('/admin/reports/export.csv', AdminReportsQuery),
  audit: csvExport('/admin/audit/export.csv', AuditQuery),
  withdrawals: csvExport('/admin/withdrawals/export.csv', AdminWithdrawalsQuery),
  verifications: csvExport('/admin/verifications/export.csv', AdminVerificationsQuery),
  support: csvExport('/admin/support/export.csv', AdminSupportQuery),
  orders: csvExport('/admin/orders/export.csv', AdminOrdersQuery),
  refunds: csvExport('/admin/refunds/export.csv', AdminRefundsQuery),
  translators: csvExport('/admin/translators/export.csv', AdminTranslatorsQuery),
  translationJobs: csvExport('/admin/translators/jobs/export.csv', AdminTranslationJobsQuery),
  qualityReports: csvExport('/admin/translators/reports/export.csv', AdminQualityReportsQuery),
  translatorPay: csvExport('/admin/translators/pay/export.csv', AdminTranslatorPayQuery),
  gifts: csvExport('/admin/gifts/export.csv', PageQuery),
  products: csvExport('/admin/products/export.csv', PageQuery),
  sayHi: csvExport('/admin/say-hi/export.csv', AdminSayHiQuery),
  photoFlags: csvExport('/admin/photo-flags/export.csv', AdminPhotoFlagsQuery),
};

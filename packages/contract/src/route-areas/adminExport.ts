// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const adminExport: RouteMap<typeof Endpoints>['adminExport'] = {
  users: { method: 'GET', path: '/admin/users/export.csv' },
  reports: { method: 'GET', path: '/admin/reports/export.csv' },
  audit: { method: 'GET', path: '/admin/audit/export.csv' },
  withdrawals: { method: 'GET', path: '/admin/withdrawals/export.csv' },
  verifications: { method: 'GET', path: '/admin/verifications/export.csv' },
  support: { method: 'GET', path: '/admin/support/export.csv' },
  orders: { method: 'GET', path: '/admin/orders/export.csv' },
  refunds: { method: 'GET', path: '/admin/refunds/export.csv' },
  translators: { method: 'GET', path: '/admin/translators/export.csv' },
  translationJobs: { method: 'GET', path: '/admin/translators/jobs/export.csv' },
  qualityReports: { method: 'GET', path: '/admin/translators/reports/export.csv' },
  translatorPay: { method: 'GET', path: '/admin/translators/pay/export.csv' },
  gifts: { method: 'GET', path: '/admin/gifts/export.csv' },
  products: { method: 'GET', path: '/admin/products/export.csv' },
  sayHi: { method: 'GET', path: '/admin/say-hi/export.csv' },
  photoFlags: { method: 'GET', path: '/admin/photo-flags/export.csv' },
};

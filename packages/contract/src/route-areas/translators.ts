// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const translators: RouteMap<typeof Endpoints>['translators'] = {
  list: { method: 'GET', path: '/admin/translators' },
  candidates: { method: 'GET', path: '/admin/translators/candidates' },
  save: { method: 'PUT', path: '/admin/translators/:id' },
  jobs: { method: 'GET', path: '/admin/translators/jobs' },
  job: { method: 'PUT', path: '/admin/translators/jobs/:id' },
  reports: { method: 'GET', path: '/admin/translators/reports' },
  decide: { method: 'PUT', path: '/admin/translators/reports/:id' },
  pay: { method: 'GET', path: '/admin/translators/pay' },
};

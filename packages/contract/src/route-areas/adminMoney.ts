// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const adminMoney: RouteMap<typeof Endpoints>['adminMoney'] = {
  dashboard: { method: 'GET', path: '/admin/dashboard' },
  orders: { method: 'GET', path: '/admin/orders' },
  refunds: { method: 'GET', path: '/admin/refunds' },
  ledger: { method: 'GET', path: '/admin/users/:id/ledger' },
};

// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const push: RouteMap<typeof Endpoints>['push'] = {
  key: { method: 'GET', path: '/push/key' },
  subscribe: { method: 'POST', path: '/push/subscriptions' },
  unsubscribe: { method: 'DELETE', path: '/push/subscriptions' },
};

// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const notification: RouteMap<typeof Endpoints>['notification'] = {
  counters: { method: 'GET', path: '/counters' },
  resetCounter: { method: 'PUT', path: '/counters' },
  list: { method: 'GET', path: '/notifications' },
  clear: { method: 'DELETE', path: '/notifications' },
  unsubscribePage: { method: 'GET', path: '/mail/unsubscribe' },
  unsubscribe: { method: 'POST', path: '/mail/unsubscribe' },
};

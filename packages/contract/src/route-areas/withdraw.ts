// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const withdraw: RouteMap<typeof Endpoints>['withdraw'] = {
  request: { method: 'POST', path: '/withdraw' },
  history: { method: 'GET', path: '/withdraw' },
  rate: { method: 'GET', path: '/withdraw/rate' },
};

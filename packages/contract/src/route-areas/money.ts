// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const money: RouteMap<typeof Endpoints>['money'] = {
  trades: { method: 'GET', path: '/trades' },
  bill: { method: 'GET', path: '/bill' },
};

// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const verification: RouteMap<typeof Endpoints>['verification'] = {
  state: { method: 'GET', path: '/verification' },
  send: { method: 'POST', path: '/verification' },
};

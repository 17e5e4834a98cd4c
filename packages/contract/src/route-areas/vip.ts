// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const vip: RouteMap<typeof Endpoints>['vip'] = {
  packs: { method: 'GET', path: '/vip/packs' },
  upgrade: { method: 'POST', path: '/upgrade' },
};

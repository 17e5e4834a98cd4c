// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const game: RouteMap<typeof Endpoints>['game'] = {
  state: { method: 'GET', path: '/game' },
  score: { method: 'POST', path: '/game' },
};

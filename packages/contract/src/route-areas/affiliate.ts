// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const affiliate: RouteMap<typeof Endpoints>['affiliate'] = {
  summary: { method: 'GET', path: '/affiliate' },
};

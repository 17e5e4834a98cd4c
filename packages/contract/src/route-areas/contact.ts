// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const contact: RouteMap<typeof Endpoints>['contact'] = {
  settings: { method: 'GET', path: '/contact' },
  save: { method: 'PUT', path: '/contact' },
  get: { method: 'GET', path: '/contact/:id' },
  buy: { method: 'POST', path: '/contact/:id' },
};

// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const discovery: RouteMap<typeof Endpoints>['discovery'] = {
  front: { method: 'GET', path: '/front' },
  latest: { method: 'GET', path: '/latest' },
  online: { method: 'GET', path: '/online' },
  recommend: { method: 'GET', path: '/recommend' },
  hottest: { method: 'GET', path: '/hottest' },
  birthday: { method: 'GET', path: '/birthday' },
  search: { method: 'POST', path: '/search' },
  suggest: { method: 'POST', path: '/suggest' },
  encounters: { method: 'GET', path: '/encounters' },
  encounter: { method: 'POST', path: '/encounters' },
  location: { method: 'GET', path: '/location' },
};

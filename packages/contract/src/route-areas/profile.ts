// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const profile: RouteMap<typeof Endpoints>['profile'] = {
  update: { method: 'PUT', path: '/user' },
  onboarding: { method: 'GET', path: '/onboarding' },
  get: { method: 'GET', path: '/user/:id' },
  visit: { method: 'GET', path: '/u/:id' },
};

// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const system: RouteMap<typeof Endpoints>['system'] = {
  config: { method: 'GET', path: '/config' },
  countryCode: { method: 'GET', path: '/countryCode' },
  version: { method: 'GET', path: '/version/:a/:b' },
  error: { method: 'POST', path: '/error' },
  debugCaptcha: { method: 'GET', path: '/debug/captcha/:id' },
  debugOutbox: { method: 'GET', path: '/debug/outbox' },
};

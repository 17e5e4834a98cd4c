// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const account: RouteMap<typeof Endpoints>['account'] = {
  captcha: { method: 'GET', path: '/captcha' },
  verify: { method: 'POST', path: '/verify' },
  validate: { method: 'POST', path: '/validate' },
  register: { method: 'POST', path: '/register' },
  authenticate: { method: 'POST', path: '/authenticate' },
  refresh: { method: 'POST', path: '/token/refresh' },
  logout: { method: 'POST', path: '/logout' },
  me: { method: 'GET', path: '/me' },
  findPassword: { method: 'PUT', path: '/password/find' },
  changePassword: { method: 'POST', path: '/password/reset' },
  changePasswordPut: { method: 'PUT', path: '/password/reset' },
  deactivate: { method: 'DELETE', path: '/user' },
  reactivate: { method: 'PUT', path: '/reactivate' },
};

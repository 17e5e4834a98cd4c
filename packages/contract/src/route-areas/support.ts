// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const support: RouteMap<typeof Endpoints>['support'] = {
  create: { method: 'POST', path: '/support' },
  list: { method: 'GET', path: '/support' },
  get: { method: 'GET', path: '/support/:id' },
  reply: { method: 'POST', path: '/support/:id/replies' },
  adminList: { method: 'GET', path: '/admin/support' },
  adminGet: { method: 'GET', path: '/admin/support/:id' },
  adminReply: { method: 'POST', path: '/admin/support/:id/replies' },
  adminStatus: { method: 'PUT', path: '/admin/support/:id' },
};

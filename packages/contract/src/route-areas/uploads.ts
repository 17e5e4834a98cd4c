// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const uploads: RouteMap<typeof Endpoints>['uploads'] = {
  create: { method: 'POST', path: '/uploads' },
  remove: { method: 'DELETE', path: '/uploads' },
  pay: { method: 'PUT', path: '/uploads/pay' },
  move: { method: 'PUT', path: '/uploads/:id' },
  album: { method: 'GET', path: '/photos/:id' },
  attachments: { method: 'GET', path: '/attachments/:type' },
};

// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const feed: RouteMap<typeof Endpoints>['feed'] = {
  home: { method: 'GET', path: '/feeds' },
  byUser: { method: 'GET', path: '/feeds/user/:id' },
  get: { method: 'GET', path: '/feeds/:id' },
  create: { method: 'POST', path: '/feeds' },
  remove: { method: 'DELETE', path: '/feeds/:id' },
  comments: { method: 'GET', path: '/feeds/:id/comments' },
  comment: { method: 'POST', path: '/feeds/:id/comments' },
  removeComment: { method: 'DELETE', path: '/feeds/:id/comments/:comment_id' },
  react: { method: 'PUT', path: '/feeds/:id/reaction' },
  unreact: { method: 'DELETE', path: '/feeds/:id/reaction' },
};

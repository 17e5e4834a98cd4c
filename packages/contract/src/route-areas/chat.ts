// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const chat: RouteMap<typeof Endpoints>['chat'] = {
  threads: { method: 'GET', path: '/message_threads' },
  thread: { method: 'GET', path: '/message_threads/:id' },
  updateThread: { method: 'PUT', path: '/message_threads/:id' },
  removeThread: { method: 'DELETE', path: '/message_threads/:id' },
  saveDraft: { method: 'POST', path: '/draft' },
  message: { method: 'GET', path: '/messages/:id' },
  removeMessage: { method: 'DELETE', path: '/messages/:id' },
  send: { method: 'POST', path: '/messages' },
  recall: { method: 'POST', path: '/recall' },
  sayHi: { method: 'POST', path: '/sayhi' },
  template: { method: 'GET', path: '/message_templates/:id' },
};

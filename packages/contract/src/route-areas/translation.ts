// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const translation: RouteMap<typeof Endpoints>['translation'] = {
  settings: { method: 'GET', path: '/translations/settings' },
  translate: { method: 'POST', path: '/translations' },
  preview: { method: 'POST', path: '/translations/preview' },
  ask: { method: 'POST', path: '/ask' },
  progress: { method: 'GET', path: '/progress' },
  translatorStatus: { method: 'GET', path: '/translators/me' },
  queue: { method: 'GET', path: '/translation_requests' },
  claim: { method: 'POST', path: '/translation_requests/:id/claim' },
  answer: { method: 'POST', path: '/answer' },
  debugTranslator: { method: 'POST', path: '/debug/translator' },
};

// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const adminReview: RouteMap<typeof Endpoints>['adminReview'] = {
  sayHi: { method: 'GET', path: '/admin/say-hi' },
  decideSayHi: { method: 'PUT', path: '/admin/say-hi/:id' },
  photoFlags: { method: 'GET', path: '/admin/photo-flags' },
  decidePhotoFlag: { method: 'PUT', path: '/admin/photo-flags/:id' },
};

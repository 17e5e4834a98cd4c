// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const announcements: RouteMap<typeof Endpoints>['announcements'] = {
  latest: { method: 'GET', path: '/announcements/latest' },
  read: { method: 'POST', path: '/announcements/read' },
  adminList: { method: 'GET', path: '/admin/announcements' },
  adminCreate: { method: 'POST', path: '/admin/announcements' },
  adminUpdate: { method: 'PUT', path: '/admin/announcements/:id' },
  adminVersions: { method: 'GET', path: '/admin/versions' },
  adminPublishVersion: { method: 'POST', path: '/admin/versions' },
  page: { method: 'GET', path: '/page' },
  adminPages: { method: 'GET', path: '/admin/pages' },
  adminSavePage: { method: 'PUT', path: '/admin/pages/:name' },
  adminRemovePage: { method: 'DELETE', path: '/admin/pages/:name' },
};

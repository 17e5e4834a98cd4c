// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const social: RouteMap<typeof Endpoints>['social'] = {
  wechatUrl: { method: 'GET', path: '/social/wechat/url' },
  wechatJsConfig: { method: 'GET', path: '/social/wechat/jsconfig' },
  signIn: { method: 'POST', path: '/social/:provider' },
};

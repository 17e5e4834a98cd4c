// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const mall: RouteMap<typeof Endpoints>['mall'] = {
  products: { method: 'GET', path: '/products' },
  order: { method: 'POST', path: '/products' },
  move: { method: 'PUT', path: '/order/:id' },
  orders: { method: 'GET', path: '/orders' },
};

// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const catalogue: RouteMap<typeof Endpoints>['catalogue'] = {
  gifts: { method: 'GET', path: '/admin/gifts' },
  createGift: { method: 'POST', path: '/admin/gifts' },
  updateGift: { method: 'PUT', path: '/admin/gifts/:id' },
  products: { method: 'GET', path: '/admin/products' },
  createProduct: { method: 'POST', path: '/admin/products' },
  updateProduct: { method: 'PUT', path: '/admin/products/:id' },
  settings: { method: 'GET', path: '/admin/settings' },
  updateSetting: { method: 'PUT', path: '/admin/settings/:name' },
};

// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const payment: RouteMap<typeof Endpoints>['payment'] = {
  purchase: { method: 'POST', path: '/payment/:method/purchase' },
  order: { method: 'GET', path: '/payment/orders/:id' },
  prices: { method: 'GET', path: '/payment/prices' },
  sandboxConfirm: { method: 'POST', path: '/payment/sandbox/confirm' },
  paypalReturn: { method: 'GET', path: '/payment/paypal/return' },
  paypalCancel: { method: 'GET', path: '/payment/paypal/cancel' },
};

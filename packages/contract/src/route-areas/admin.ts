// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const admin: RouteMap<typeof Endpoints>['admin'] = {
  me: { method: 'GET', path: '/admin/me' },
  twoFactorSetup: { method: 'POST', path: '/admin/2fa/setup' },
  twoFactorEnable: { method: 'POST', path: '/admin/2fa/enable' },
  users: { method: 'GET', path: '/admin/users' },
  user: { method: 'GET', path: '/admin/users/:id' },
  updateUser: { method: 'PUT', path: '/admin/users/:id' },
  gold: { method: 'POST', path: '/admin/users/:id/gold' },
  signOut: { method: 'POST', path: '/admin/users/:id/sign-out' },
  email: { method: 'PUT', path: '/admin/users/:id/email' },
  resetTwoFactor: { method: 'POST', path: '/admin/users/:id/2fa/reset' },
  reports: { method: 'GET', path: '/admin/reports' },
  decideReport: { method: 'PUT', path: '/admin/reports/:id' },
  verifications: { method: 'GET', path: '/admin/verifications' },
  decideVerification: { method: 'PUT', path: '/admin/verifications/:id' },
  audit: { method: 'GET', path: '/admin/audit' },
  withdrawals: { method: 'GET', path: '/admin/withdrawals' },
  decideWithdrawal: { method: 'PUT', path: '/admin/withdrawals/:id' },
};

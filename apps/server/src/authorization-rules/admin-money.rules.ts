import type { Check, Rule } from '../authorization.types';
import type { RulesContext } from './context';

/*
 * Battery A's rules of the console's dashboard and money screens (issue 17, docs/decisions.md 56, 57):
 * every operator role but the translator-manager reads the dashboard; only admin and finance read orders,
 * refunds and a member's whole ledger. Members, visitors and operators without 2FA are refused.
 */
export function adminMoneyRules(_context: RulesContext): Record<string, Rule> {
  const one = (check: Check): Rule => ({ access: 'operator', checks: [check] });
  return {
    'GET /v1/admin/orders/export.csv': one({
      what: 'the payment orders as CSV',
      call: () => ({ method: 'GET', url: '/v1/admin/orders/export.csv?status=created' }),
      may: ['admin', 'finance'],
    }),
    'GET /v1/admin/refunds/export.csv': one({
      what: 'the refunds as CSV',
      call: () => ({ method: 'GET', url: '/v1/admin/refunds/export.csv' }),
      may: ['admin', 'finance'],
    }),
    'GET /v1/admin/dashboard': one({
      what: 'the dashboard',
      call: () => ({ method: 'GET', url: '/v1/admin/dashboard' }),
      may: ['admin', 'moderator', 'support', 'finance'],
    }),
    'GET /v1/admin/orders': one({
      what: 'the payment orders',
      call: () => ({ method: 'GET', url: '/v1/admin/orders?status=created' }),
      may: ['admin', 'finance'],
    }),
    'GET /v1/admin/refunds': one({
      what: 'the refunds',
      call: () => ({ method: 'GET', url: '/v1/admin/refunds' }),
      may: ['admin', 'finance'],
    }),
    'GET /v1/admin/users/{id}/ledger': one({
      what: "Olga's ledger",
      call: (w) => ({ method: 'GET', url: `/v1/admin/users/${w.as.owner.id}/ledger` }),
      may: ['admin', 'finance'],
    }),
  };
}

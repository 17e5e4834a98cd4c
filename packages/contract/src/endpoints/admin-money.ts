import { AdminUserIdParam } from '../admin';
import {
  AdminDashboard,
  AdminLedgerPage,
  AdminLedgerQuery,
  AdminOrderPage,
  AdminOrdersQuery,
  AdminRefundPage,
  AdminRefundsQuery,
} from '../admin-money';
import { endpoint } from '../endpoint';

const tag = 'admin';

/**
 * The console's dashboard and money screens (issue 17, docs/decisions.md 56, 57): read-only; the same gates
 * as every `/v1/admin` call (an operator role that grants it, two-factor sign-in on).
 */
export const adminMoney = {
  /** Sign-ups, active members, messages, revenue and refunds of the last 30 days, and the open queues. */
  dashboard: endpoint({ method: 'GET', path: '/admin/dashboard', access: 'user', tag, response: AdminDashboard }),
  /** Payment orders with the ledger's reconciliation of each. */
  orders: endpoint({
    method: 'GET',
    path: '/admin/orders',
    access: 'user',
    tag,
    query: AdminOrdersQuery,
    response: AdminOrderPage,
  }),
  /** Refund entries of the ledger (gold given back, mall orders refunded). */
  refunds: endpoint({
    method: 'GET',
    path: '/admin/refunds',
    access: 'user',
    tag,
    query: AdminRefundsQuery,
    response: AdminRefundPage,
  }),
  /** A member's whole ledger, read-only; corrections with their operator and reason. */
  ledger: endpoint({
    method: 'GET',
    path: '/admin/users/:id/ledger',
    access: 'user',
    tag,
    params: AdminUserIdParam,
    query: AdminLedgerQuery,
    response: AdminLedgerPage,
  }),
};

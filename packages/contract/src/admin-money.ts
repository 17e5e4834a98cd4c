import { z } from 'zod';
import { AdminMemberRef } from './admin';
import { RECONCILIATION_RESULTS, REFUND_KINDS } from './admin-money.constants';
import { GATEWAYS, ORDER_STATUSES } from './money.constants';
import { PageQuery, numberedPage } from './pagination';

/*
 * The console's dashboard and money screens (issue 17, docs/decisions.md 56 and 57): figures of the last 30
 * days, payment orders with their reconciliation, refunds, and any member's whole ledger, all read-only.
 */

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

// ---- dashboard ----

/** Settled payments of one currency, day by day (`cents` of that currency). */
export const DashboardRevenue = z.object({
  currency: z.string(),
  cents: z.array(z.number().int()),
  total_cents: z.number().int(),
});
export type DashboardRevenue = z.infer<typeof DashboardRevenue>;

/**
 * `GET admin/dashboard`: each series holds one number per day of `days` (oldest first, UTC). Active members
 * are those who signed in, renewed their session or sent a message that day. Queues are open now.
 */
export const AdminDashboard = z.object({
  days: z.array(z.string()),
  signups: z.array(z.number().int()),
  active: z.array(z.number().int()),
  messages: z.array(z.number().int()),
  /** Gold credited by settled payments. */
  revenue_units: z.array(z.number().int()),
  revenue: z.array(DashboardRevenue),
  /** Gold given back (ledger refunds and mall refunds), and how many refunds. */
  refund_units: z.array(z.number().int()),
  refunds: z.array(z.number().int()),
  queues: z.object({
    reports: z.number().int(),
    verifications: z.number().int(),
    withdrawals: z.number().int(),
    support: z.number().int(),
    say_hi: z.number().int(),
    photo_flags: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

// ---- payment orders ----

/** `GET admin/orders?page=&status=&gateway=&user=&mismatch=`: newest first, 50 a page. */
export const AdminOrdersQuery = PageQuery.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  gateway: z.enum(GATEWAYS).optional(),
  user: rowId.optional(),
  /** `1`: only orders whose reconciliation is a mismatch. */
  mismatch: z.coerce.number().int().min(0).max(1).optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const AdminOrder = z.object({
  id: z.string(),
  member: AdminMemberRef.nullable(),
  user_id: z.number().int(),
  gateway: z.string(),
  /** Gold the order buys. */
  units: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  reason: z.string().nullable(),
  provider_ref: z.string().nullable(),
  /** Gold the ledger credited for it (`order:<id>`), null when none. */
  credited_units: z.number().int().nullable(),
  reconciliation: z.enum(RECONCILIATION_RESULTS),
  release_at: z.string().nullable(),
  credited_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;
export const AdminOrderPage = numberedPage(AdminOrder);
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

// ---- refunds ----

/** `GET admin/refunds?page=&kind=&user=`: gold given back, newest first, 50 a page. */
export const AdminRefundsQuery = PageQuery.extend({
  kind: z.enum(REFUND_KINDS).optional(),
  user: rowId.optional(),
});
export type AdminRefundsQuery = z.infer<typeof AdminRefundsQuery>;

/** A refund entry of the ledger: who got the gold back, from which account, for which entry or mall order. */
export const AdminRefund = z.object({
  id: z.number().int(),
  kind: z.enum(REFUND_KINDS),
  amount: z.number().int(),
  member: AdminMemberRef.nullable(),
  /** The account the gold came back to (`user:<id>` or a system account). */
  to_account: z.string(),
  from_account: z.string(),
  /** The ledger entry refunded. */
  refunded_entry_id: z.number().int().nullable(),
  /** The mall order cancelled, for a mall refund. */
  mall_order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;
export const AdminRefundPage = numberedPage(AdminRefund);
export type AdminRefundPage = z.infer<typeof AdminRefundPage>;

// ---- a member's ledger ----

/** `GET admin/users/{id}/ledger?page=`: every entry of the member, newest first, 50 a page. */
export const AdminLedgerQuery = PageQuery;
export type AdminLedgerQuery = z.infer<typeof AdminLedgerQuery>;

/** A ledger line from the member's side; a correction carries the operator and reason of its audit entry. */
export const AdminLedgerLine = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: z.string(),
  counterpart: z.string(),
  related_id: z.string().nullable(),
  created_at: z.string(),
  correction: z
    .object({ operator_id: z.number().int().nullable(), operator_name: z.string().nullable(), reason: z.string() })
    .nullable(),
});
export type AdminLedgerLine = z.infer<typeof AdminLedgerLine>;

export const AdminLedgerPage = numberedPage(AdminLedgerLine).extend({
  member: AdminMemberRef,
  balance: z.number().int(),
});
export type AdminLedgerPage = z.infer<typeof AdminLedgerPage>;

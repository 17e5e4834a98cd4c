import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every movement of gold, double entry: `amount` leaves `from_account` and reaches `to_account`.
 * Accounts are `user:<id>` or `system:<name>`. Append-only: a trigger (migration 0002) refuses UPDATE,
 * DELETE and TRUNCATE. `idempotency_key` makes a retried movement a no-op.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    from_account: text('from_account').notNull(),
    to_account: text('to_account').notNull(),
    amount: integer('amount').notNull(),
    kind: text('kind').notNull(),
    related_id: text('related_id'),
    idempotency_key: text('idempotency_key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_idempotency_key_uq').on(t.idempotency_key),
    index('ledger_from_idx').on(t.from_account, t.id),
    index('ledger_to_idx').on(t.to_account, t.id),
    check('ledger_amount_positive', sql`${t.amount} > 0`),
    check('ledger_distinct_accounts', sql`${t.from_account} <> ${t.to_account}`),
  ],
);

/**
 * A recharge order at a payment gateway. `units` is the gold it buys; `price_cents` what the payer is
 * charged in `currency`. Status: created → pending | success | canceled | failed (pending → success when
 * released). `provider_ref` is the gateway's own id (PayPal order id, WeChat transaction id).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    gateway: text('gateway').notNull(),
    scene: text('scene'),
    units: integer('units').notNull(),
    month: real('month'),
    for_user_id: integer('for_user_id'),
    currency: text('currency').notNull(),
    price_cents: integer('price_cents').notNull(),
    status: text('status').notNull().default('created'),
    reason: text('reason'),
    release_at: timestamp('release_at', { withTimezone: true }),
    provider_ref: text('provider_ref'),
    credited_at: timestamp('credited_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_user_idx').on(t.user_id, t.created_at),
    index('payment_orders_status_idx').on(t.status, t.release_at),
    index('payment_orders_provider_ref_idx').on(t.gateway, t.provider_ref),
    check('payment_orders_units_positive', sql`${t.units} > 0`),
    check('payment_orders_price_positive', sql`${t.price_cents} > 0`),
  ],
);

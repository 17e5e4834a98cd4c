import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * What a member sells of their contact details (spec §1, §6; issue 18). Shown to VIP or paying members
 * only while `allow` is true; the details themselves only to a buyer (`contact_purchases`).
 */
export const contactOffers = pgTable(
  'contact_offers',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    phone: text('phone'),
    wechat: text('wechat'),
    other: text('other'),
    /** Whole gold a buyer pays. */
    price: integer('price').notNull(),
    allow: boolean('allow').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('contact_offers_price_check', sql`${t.price} > 0`)],
);
export type ContactOfferRow = typeof contactOffers.$inferSelect;

/**
 * One purchase per buyer and seller (the unique index is what makes 20 racing buys charge once). The
 * buyer's payment is ledger entry `paid_entry_id` (key `contact:<buyer>:<seller>`); the seller's share
 * after the operator's commission is `earned_entry_id`.
 */
export const contactPurchases = pgTable(
  'contact_purchases',
  {
    id: serial('id').primaryKey(),
    buyer_id: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    commission: integer('commission').notNull(),
    paid_entry_id: integer('paid_entry_id').notNull(),
    earned_entry_id: integer('earned_entry_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_purchases_buyer_seller_uq').on(t.buyer_id, t.seller_id),
    index('contact_purchases_seller_idx').on(t.seller_id, t.id),
  ],
);
export type ContactPurchaseRow = typeof contactPurchases.$inferSelect;

/**
 * A partner's cash-out (issue 18). The gold is held in the ledger when asked (`hold_entry_id`, from the
 * member to `system:withdraw_holds`); paying moves it on to `system:payouts`, rejecting gives it back.
 * Status: pending → approved → paid, or pending | approved → rejected. `rate_week` and `rate` record the
 * weekly rate the payout was valued at; `payout_cents` in `currency` what the partner receives.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    method: text('method').notNull(),
    account: text('account').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    rate_week: text('rate_week'),
    rate: text('rate'),
    currency: text('currency'),
    payout_cents: integer('payout_cents'),
    hold_entry_id: integer('hold_entry_id'),
    settle_entry_id: integer('settle_entry_id'),
    decided_by: integer('decided_by'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.user_id, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * The weekly rate of gold to money (docs/money.md), one row per ISO week (`2026-W48`), computed once by
 * the weekly job; rates are decimal strings of currency units per gold (exact, never floats).
 */
export const withdrawRates = pgTable('withdraw_rates', {
  week: text('week').primaryKey(),
  usd: text('usd').notNull(),
  cny: text('cny').notNull(),
  /** The week's inputs, for the console and for an audit of the formula. */
  recharged_gold: integer('recharged_gold').notNull(),
  recharged_usd_cents: integer('recharged_usd_cents').notNull(),
  recharged_cny_fen: integer('recharged_cny_fen').notNull(),
  paid_out_gold: integer('paid_out_gold').notNull(),
  computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
export type WithdrawRateRow = typeof withdrawRates.$inferSelect;

/**
 * A member's affiliate code (spec §2 pid: 3, 4 or 6 characters; ours are 6) and who referred whom.
 * `referrals.affiliate_id` is set once, at sign-up; commissions on the referred member's payments are
 * ledger entries of kind `affiliate` keyed `affiliate:<payment order id>`.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pid: text('pid').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('affiliates_pid_uq').on(t.pid)],
);

export const referrals = pgTable(
  'referrals',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliate_id: integer('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pid: text('pid').notNull(),
    /** Which sign-up path brought the member (email, phone, wechat, facebook, …). */
    via: text('via').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_affiliate_idx').on(t.affiliate_id, t.created_at)],
);

/**
 * Recharge-portal keys (spec §7 POST key): the wrapper opens an external browser with `key`, `ts` and
 * `sign`; the key works once, within 5 minutes, for its member. Only its hash is stored.
 */
export const portalKeys = pgTable(
  'portal_keys',
  {
    key_hash: text('key_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portal_keys_user_idx').on(t.user_id)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { Localized } from './gifts';

/**
 * The mall's catalogue (spec §1), set by the operator; the starter catalogue is seeded on start like the
 * gifts. `price` is whole gold per piece; `flower` products are delivered only in China.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    category: text('category').notNull(),
    price: integer('price').notNull(),
    flower: boolean('flower').notNull().default(false),
    names: jsonb('names').$type<Localized>().notNull(),
    descriptions: jsonb('descriptions').$type<Localized>().notNull(),
    src: text('src').notNull(),
    thumb: text('thumb').notNull(),
    /** Withdrawn products stay for the orders that name them but are no longer sold. */
    active: boolean('active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_category_idx').on(t.category, t.price), check('products_price_check', sql`${t.price} > 0`)],
);
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/** A delivery address as stored (the contract's `Address`). */
export interface StoredAddress {
  country: string;
  province?: string;
  city: string;
  line: string;
  postcode?: string;
}

/**
 * A mall order, paid in gold when placed (`paid_entry_id`, ledger key `mall:<id>`). Status: pending_accept
 * → prepare_delivery → delivered → signed_received, or cancelled (then `refunded`, `refund_entry_id`).
 * `address` is null while the recipient has not accepted and given one. `client_key` is the sender's
 * Idempotency-Key: one order per key.
 */
export const mallOrders = pgTable(
  'mall_orders',
  {
    id: serial('id').primaryKey(),
    sender_id: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient_id: integer('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    total: integer('total').notNull(),
    status: text('status').notNull().default('pending_accept'),
    refunded: boolean('refunded').notNull().default(false),
    full_name: text('full_name').notNull(),
    phone: text('phone'),
    address: jsonb('address').$type<StoredAddress>(),
    paid_entry_id: integer('paid_entry_id'),
    refund_entry_id: integer('refund_entry_id'),
    client_key: text('client_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mall_orders_sender_idx').on(t.sender_id, t.id),
    index('mall_orders_recipient_idx').on(t.recipient_id, t.id),
    index('mall_orders_status_idx').on(t.status, t.created_at),
    uniqueIndex('mall_orders_client_key_uq').on(t.sender_id, t.client_key),
    check('mall_orders_quantity_check', sql`${t.quantity} > 0`),
    check('mall_orders_total_check', sql`${t.total} = ${t.price} * ${t.quantity}`),
  ],
);
export type MallOrderRow = typeof mallOrders.$inferSelect;
export type NewMallOrderRow = typeof mallOrders.$inferInsert;

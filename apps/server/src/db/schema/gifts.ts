import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A text in every language Yuanfen speaks, by language code. */
export type Localized = Record<string, string>;

/**
 * The gift catalogue (spec §3 Gift), set by the operator; the starter catalogue is seeded on start.
 * `key` names a gift for the seed and its artwork (`gifts/<key>.webp`). `price` is whole gold; a `vip`
 * gift is free for VIP members. `hit` counts the sends and orders the picker's "popular". `birthday`
 * tags a gift of any category for the picker's birthday filter.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    category: text('category').notNull(),
    price: integer('price').notNull(),
    vip: smallint('vip').notNull().default(0),
    hit: integer('hit').notNull().default(0),
    birthday: boolean('birthday').notNull().default(false),
    names: jsonb('names').$type<Localized>().notNull(),
    descriptions: jsonb('descriptions').$type<Localized>().notNull(),
    src: text('src').notNull(),
    thumb: text('thumb').notNull(),
    /** Withdrawn gifts stay for the messages that carry them but are no longer offered. */
    active: boolean('active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gifts_category_idx').on(t.category, t.hit), check('gifts_price_check', sql`${t.price} >= 0`)],
);
export type GiftRow = typeof gifts.$inferSelect;
export type NewGiftRow = typeof gifts.$inferInsert;

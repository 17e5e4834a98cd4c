import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The translation of one item (a message, a post, a biography) into one language, shared by every reader
 * of that language. `text_hash` is the hash of the original it translates: a biography edited since no
 * longer matches, and its old translation is not shown. `status` is `done` or `failed` (with `failure`);
 * an item being translated has no row yet.
 */
export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    item_type: text('item_type').notNull(),
    item_id: integer('item_id').notNull(),
    target: text('target').notNull(),
    text_hash: text('text_hash').notNull(),
    source: text('source'),
    status: text('status').notNull(),
    text: text('text'),
    engine: text('engine'),
    failure: text('failure'),
    /** Failed attempts so far: part of the charge key, so a paid retry is a new charge and a new refund. */
    attempts: integer('attempts').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('translations_item_uq').on(t.item_type, t.item_id, t.target)],
);
export type TranslationRow = typeof translations.$inferSelect;

/**
 * Translation memory: a text translated once, by any engine, a human or the seed, is served again from
 * here without an engine call. Keyed by the hash of the original and the language pair; the original is
 * kept to rule out a hash collision.
 */
export const translationMemory = pgTable(
  'translation_memory',
  {
    text_hash: text('text_hash').notNull(),
    source: text('source').notNull(),
    target: text('target').notNull(),
    original: text('original').notNull(),
    translation: text('translation').notNull(),
    /** Who made it: a machine engine's name, `human` or `seed`. */
    origin: text('origin').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.text_hash, t.source, t.target] })],
);

/** Members who translate for others (the translator role), with the language pairs they work in (`de-ja`). */
export const translators = pgTable('translators', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pairs: jsonb('pairs').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A paid human translation (spec §7 POST ask / answer, GET progress). The asker's gold is held in the
 * ledger from the ask until the answer (paid to the translator minus commission) or the deadline
 * (released back). `content` is the text as it was when asked. One live request per asker, item and
 * target language.
 */
export const translationRequests = pgTable(
  'translation_requests',
  {
    id: serial('id').primaryKey(),
    item_type: text('item_type').notNull(),
    item_id: integer('item_id').notNull(),
    asker_id: integer('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    translator_id: integer('translator_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source'),
    target: text('target').notNull(),
    content: text('content').notNull(),
    price: integer('price').notNull(),
    /** `open` | `claimed` | `done` | `expired`. */
    status: text('status').notNull().default('open'),
    answer: text('answer'),
    deadline_at: timestamp('deadline_at', { withTimezone: true }).notNull(),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('translation_requests_live_uq')
      .on(t.asker_id, t.item_type, t.item_id, t.target)
      .where(sql`${t.status} <> 'expired'`),
    index('translation_requests_queue_idx').on(t.status, t.source, t.target, t.id),
    index('translation_requests_due_idx')
      .on(t.deadline_at)
      .where(sql`${t.status} in ('open', 'claimed')`),
  ],
);
export type TranslationRequestRow = typeof translationRequests.$inferSelect;

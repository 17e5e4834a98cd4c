import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { gifts } from './gifts';

/**
 * One message between two members (spec §3 Message). `pair_low`/`pair_high` are the two user ids in
 * order, so one conversation is one index range whichever side sent. `content` is plain text as given,
 * never HTML. `client_id` is the sender's own id for the message: a retried send with the same one
 * answers the first message instead of storing a second. A recalled message keeps its row with
 * `recalled_at` set and its content emptied.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    sender_id: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient_id: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pair_low: integer('pair_low').notNull(),
    pair_high: integer('pair_high').notNull(),
    message_type: text('message_type').notNull().default('text'),
    content: text('content').notNull().default(''),
    upload_ids: jsonb('upload_ids').$type<number[]>().notNull().default([]),
    gift_id: integer('gift_id').references(() => gifts.id),
    client_id: text('client_id'),
    /** The detected language of `content` (ISO 639-1, `zh`/`tw`), `und` when there is none to tell, null before detection. */
    lang: text('lang'),
    recalled_at: timestamp('recalled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the new message's events (`message`, `counter`) went out; null until then. A node that stops
     * between the commit and the publish leaves it null, and the `publish-pending-messages` job (or a
     * retry with the same client_id) sends them: every committed message is pushed at least once.
     */
    published_at: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_pair_idx').on(t.pair_low, t.pair_high, t.id),
    index('messages_unpublished_idx')
      .on(t.id)
      .where(sql`${t.published_at} IS NULL`),
    index('messages_sender_idx').on(t.sender_id, t.created_at),
    uniqueIndex('messages_client_id_uq')
      .on(t.sender_id, t.client_id)
      .where(sql`${t.client_id} IS NOT NULL`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/**
 * A member's side of a conversation (spec §3 Conversation thread): one row per owner and peer, so pin,
 * draft, unread count, read position and translation settings are each member's own. Deleting a thread
 * "for me" sets `cleared_before_id` to the last message and `hidden`; a new message shows it again with
 * only the newer messages.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peer_id: integer('peer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinned_at: timestamp('pinned_at', { withTimezone: true }),
    unread: integer('unread').notNull().default(0),
    last_read_at: timestamp('last_read_at', { withTimezone: true }),
    last_read_message_id: integer('last_read_message_id').notNull().default(0),
    last_message_id: integer('last_message_id'),
    last_message_at: timestamp('last_message_at', { withTimezone: true }),
    draft: text('draft').notNull().default(''),
    cleared_before_id: integer('cleared_before_id').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    /** null: the member's own translate_engine setting applies. */
    translate_engine: smallint('translate_engine'),
    send_translate: boolean('send_translate').notNull().default(false),
    receive_translate: boolean('receive_translate').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_threads_pair_uq').on(t.user_id, t.peer_id),
    index('message_threads_list_idx').on(t.user_id, t.pinned_at, t.last_message_at),
  ],
);
export type MessageThreadRow = typeof messageThreads.$inferSelect;

/** `DELETE messages/{id}`: the message is gone for this member only. */
export const messageDeletions = pgTable(
  'message_deletions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message_id: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.message_id] })],
);

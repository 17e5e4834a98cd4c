import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * News feed posts (ARCHITECTURE §4 `POST feeds`). `content` is plain text exactly as given (trimmed),
 * never HTML; `upload_ids` lists the post's photos in order. Deleting a post only sets `deleted_at`.
 */
export const feeds = pgTable(
  'feeds',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    upload_ids: jsonb('upload_ids').$type<number[]>().notNull().default([]),
    /** The detected language of `content`, as `messages.lang`. */
    lang: text('lang'),
    /** The poster's id for the post (`POST feeds` `client_id`): a retry answers the first post. */
    client_id: text('client_id'),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feeds_created_idx').on(t.created_at),
    index('feeds_user_idx').on(t.user_id, t.id),
    uniqueIndex('feeds_client_id_uq')
      .on(t.user_id, t.client_id)
      .where(sql`${t.client_id} IS NOT NULL`),
  ],
);
export type FeedRow = typeof feeds.$inferSelect;

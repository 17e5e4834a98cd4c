import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** Kept by the comment and reaction writes in the same transaction, so a page reads no aggregate. */
    comment_count: integer('comment_count').notNull().default(0),
    reactions: jsonb('reactions').$type<Record<string, number>>().notNull().default({}),
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

/** Comments on posts (issue 21). Deleting only sets `deleted_at`; `feeds.comment_count` counts the rest. */
export const feedComments = pgTable(
  'feed_comments',
  {
    id: serial('id').primaryKey(),
    feed_id: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** The detected language of `content`, as `feeds.lang`. */
    lang: text('lang'),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feed_comments_feed_idx').on(t.feed_id, t.id)],
);
export type FeedCommentRow = typeof feedComments.$inferSelect;

/** One reaction per member and post (issue 21); `feeds.reactions` holds the counts per emoji. */
export const feedReactions = pgTable(
  'feed_reactions',
  {
    feed_id: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.feed_id, t.user_id] }), index('feed_reactions_user_idx').on(t.user_id)],
);

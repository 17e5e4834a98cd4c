import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The social graph. Every edge is directed: `user_id` acts on `target_id`. Rows go with either member.
 * Ids are the cursors of the lists (`max_id`), so each list is "newest edge first".
 */
const member = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const notSelf = (name: string, t: { user_id: unknown; target_id: unknown }) =>
  check(name, sql`${t.user_id} <> ${t.target_id}`);

export const likes = pgTable(
  'likes',
  { id: serial('id').primaryKey(), user_id: member('user_id'), target_id: member('target_id'), created_at: createdAt },
  (t) => [
    uniqueIndex('likes_pair_uq').on(t.user_id, t.target_id),
    index('likes_target_idx').on(t.target_id, t.id),
    notSelf('likes_not_self', t),
  ],
);

/**
 * The days on which a like told its member (counter, bell, mail): once per pair and day, so liking and
 * unliking in a loop cannot flood anyone. Kept when the like itself is taken back.
 */
export const likeNotices = pgTable(
  'like_notices',
  { user_id: member('user_id'), target_id: member('target_id'), day: date('day').notNull() },
  (t) => [uniqueIndex('like_notices_pair_day_uq').on(t.user_id, t.target_id, t.day)],
);

/** One row per visitor, member and day (spec: a visit counts once a day). */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    user_id: member('user_id'),
    target_id: member('target_id'),
    day: date('day').notNull(),
    referrer: text('referrer'),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('visits_pair_day_uq').on(t.user_id, t.target_id, t.day),
    index('visits_target_idx').on(t.target_id, t.id),
    notSelf('visits_not_self', t),
  ],
);

/** Pending friend requests only: accepting turns one into two `friends` rows, cancelling deletes it. */
export const friendRequests = pgTable(
  'friend_requests',
  { id: serial('id').primaryKey(), user_id: member('user_id'), target_id: member('target_id'), created_at: createdAt },
  (t) => [
    uniqueIndex('friend_requests_pair_uq').on(t.user_id, t.target_id),
    index('friend_requests_target_idx').on(t.target_id, t.id),
    notSelf('friend_requests_not_self', t),
  ],
);

/** A friendship is two rows, one per side, so each side keeps its own `top` flag and ordering. */
export const friends = pgTable(
  'friends',
  {
    id: serial('id').primaryKey(),
    user_id: member('user_id'),
    target_id: member('target_id'),
    top: integer('top').notNull().default(0),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('friends_pair_uq').on(t.user_id, t.target_id),
    index('friends_user_idx').on(t.user_id, t.top, t.id),
    notSelf('friends_not_self', t),
  ],
);

export const blocks = pgTable(
  'blocks',
  { id: serial('id').primaryKey(), user_id: member('user_id'), target_id: member('target_id'), created_at: createdAt },
  (t) => [
    uniqueIndex('blocks_pair_uq').on(t.user_id, t.target_id),
    index('blocks_target_idx').on(t.target_id),
    notSelf('blocks_not_self', t),
  ],
);

/** A private note about another member (spec "remark (friend note)"). */
export const remarks = pgTable(
  'remarks',
  {
    id: serial('id').primaryKey(),
    user_id: member('user_id'),
    target_id: member('target_id'),
    remark: text('remark').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remarks_pair_uq').on(t.user_id, t.target_id)],
);

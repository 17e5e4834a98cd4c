import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Unread counters per member (spec §3 "Counters"); a missing row means all zero. */
export const counters = pgTable('counters', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  message: integer('message').notNull().default(0),
  notification: integer('notification').notNull().default(0),
  request: integer('request').notNull().default(0),
  likeme: integer('likeme').notNull().default(0),
  order: integer('order').notNull().default(0),
});

/** The bell dropdown: who liked, visited, asked or accepted. `data` holds who, as shown then. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.id)],
);

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { uploads } from './uploads';

/**
 * Say-hi templates for the console's review (docs/decisions.md 66): one row per member who has set one.
 * `changed_at` moves whenever the member changes the text or the picture (`PUT user`), and `reviewed_at`
 * is cleared then; an operator's approval sets it. The queue holds the rows without `reviewed_at` whose
 * member still has a template.
 */
export const sayHiReviews = pgTable(
  'say_hi_reviews',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    reviewed_by: integer('reviewed_by'),
  },
  (t) => [index('say_hi_reviews_queue_idx').on(t.reviewed_at, t.changed_at)],
);
export type SayHiReviewRow = typeof sayHiReviews.$inferSelect;

/**
 * Photos the text check found borderline (some words, below the refusal rule): stored as usual, and
 * queued here with the words OCR read until an operator keeps (`kept`) or removes (`removed`) them.
 */
export const photoFlags = pgTable(
  'photo_flags',
  {
    upload_id: integer('upload_id')
      .primaryKey()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    words: text('words').array().notNull(),
    status: text('status').notNull().default('open'),
    category: text('category'),
    decided_by: integer('decided_by'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_flags_status_idx').on(t.status, t.created_at)],
);
export type PhotoFlagRow = typeof photoFlags.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { Localized } from './gifts';

/**
 * Operator announcements (spec §3, §4, §5; issue 19): the text per language, falling back to en. A member's
 * `users.announcement` is the id of the last one they closed; the modal shows only for a higher id.
 * `published_at` null is a draft.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    contents: jsonb('contents').$type<Localized>().notNull(),
    created_by: integer('created_by'),
    published_at: timestamp('published_at', { withTimezone: true }),
    /** Taken down by an operator: no longer the latest, kept for the record. */
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_published_idx').on(t.published_at, t.id)],
);
export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * A support ticket (spec §7 POST support): from a member (`user_id`) or a visitor (category `contact`, with
 * e-mail and name). `language` is the one replies are mailed in. Status: open → answered → closed.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    about: text('about'),
    related_id: text('related_id'),
    content: text('content').notNull(),
    email: text('email'),
    name: text('name'),
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('open'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.user_id, t.id),
    index('support_tickets_status_idx').on(t.status, t.id),
  ],
);
export type SupportTicketRow = typeof supportTickets.$inferSelect;

/** The messages of a ticket after its opening text: the operator's replies and the member's follow-ups. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: serial('id').primaryKey(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author_id: integer('author_id'),
    from_operator: boolean('from_operator').notNull(),
    content: text('content').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_replies_ticket_idx').on(t.ticket_id, t.id)],
);
export type SupportReplyRow = typeof supportReplies.$inferSelect;

/**
 * A selfie sent for identity verification (issue 19): `upload_key` is a private storage key (signed URLs
 * only), `gesture` the one the member was asked to show. Status: pending → verified | rejected (`reason`).
 */
export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gesture: text('gesture').notNull(),
    upload_key: text('upload_key').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    reviewed_by: integer('reviewed_by'),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_user_idx').on(t.user_id, t.id), index('verifications_status_idx').on(t.status, t.id)],
);
export type VerificationRow = typeof verifications.$inferSelect;

/**
 * A round of the game (spec §7 GET/POST game): issued with `ts` and an HMAC `sig`; the score is accepted
 * once (`finished_at`), not faster than the game allows and not above its maximum.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    score: integer('score'),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('game_rounds_user_score_idx').on(t.user_id, t.score),
    index('game_rounds_finished_idx').on(t.finished_at, t.score),
    check('game_rounds_score_check', sql`${t.score} IS NULL OR ${t.score} >= 0`),
  ],
);
export type GameRoundRow = typeof gameRounds.$inferSelect;

/**
 * An operator's text of a static page (about, policy, terms, contact, paid, vip, faq) in one language
 * (`GET page`, spec §7; issues 16 and 17): title, intro and sections, as the locale files shape them.
 * Without a row the page shows its text from the locale files.
 */
export const staticPages = pgTable(
  'static_pages',
  {
    name: text('name').notNull(),
    language: text('language').notNull(),
    content: jsonb('content')
      .$type<{ title: string; intro: string | null; sections: { heading: string; body: string }[] }>()
      .notNull(),
    updated_by: integer('updated_by'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.language] })],
);
export type StaticPageRow = typeof staticPages.$inferSelect;

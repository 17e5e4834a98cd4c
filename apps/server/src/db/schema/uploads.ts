import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Stored images (ARCHITECTURE §4 `POST uploads`). `path` is relative to /uploads/ and names the main
 * variant; the other variants share its stem (`<stem>_200.webp`, `_100`, `_cover`).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    folder: text('folder').notNull().default('public'),
    path: text('path').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.user_id, t.id)],
);

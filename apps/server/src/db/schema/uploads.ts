import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Stored images (ARCHITECTURE §4 `POST uploads`). `path` is the storage key of the main variant; the
 * other variants share its stem (`<stem>_200.webp`, `_100`, `_cover`, `_blur`). `type` is what the image
 * was uploaded for (avatar, feed, message, album) and `folder` who may see it (public, private, secret).
 * `related_id` is the feed post or message the photo was attached to, once it is. `price` is the gold a
 * secret photo costs (null: the operator's default). Deleting only sets `deleted_at`; the files go later.
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
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    price: integer('price'),
    related_id: integer('related_id'),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_user_idx').on(t.user_id, t.id),
    index('uploads_user_folder_idx').on(t.user_id, t.folder, t.id),
    check('uploads_price_positive', sql`${t.price} IS NULL OR ${t.price} > 0`),
  ],
);
export type UploadRow = typeof uploads.$inferSelect;

/**
 * Who bought which secret photo (`PUT uploads/pay`). One row per buyer and photo: the primary key is what
 * makes paying twice charge once, together with the ledger's idempotency key `photo:<upload>:<buyer>`.
 * `related_id` and `type` record where the buyer unlocked it (a feed post or a message).
 */
export const photoPurchases = pgTable(
  'photo_purchases',
  {
    upload_id: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    buyer_id: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    related_id: integer('related_id'),
    type: text('type').notNull(),
    price: integer('price').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.upload_id, t.buyer_id] }), index('photo_purchases_buyer_idx').on(t.buyer_id)],
);

/**
 * One-time data migrations that move files rather than rows (the SQL migrations cannot): each runs
 * once per database, at start, and is recorded here.
 */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  done_at: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { announcements, appVersions, type AnnouncementRow } from '../../db/schema';

export type AppVersionRow = typeof appVersions.$inferSelect;

/** Every SQL statement of announcements and published app versions. */
export const announcementRepo = {
  /** The newest published announcement that was not withdrawn. */
  latest: async (db: DbOrTx): Promise<AnnouncementRow | undefined> =>
    (
      await db
        .select()
        .from(announcements)
        .where(and(isNotNull(announcements.published_at), isNull(announcements.withdrawn_at)))
        .orderBy(desc(announcements.id))
        .limit(1)
    )[0],

  find: async (db: DbOrTx, id: number): Promise<AnnouncementRow | undefined> =>
    (await db.select().from(announcements).where(eq(announcements.id, id)))[0],

  /** The row, locked for a change in this transaction. */
  lock: async (tx: Tx, id: number): Promise<AnnouncementRow | undefined> =>
    (await tx.select().from(announcements).where(eq(announcements.id, id)).for('update'))[0],

  page: (db: DbOrTx, limit: number, offset: number) =>
    db.select().from(announcements).orderBy(desc(announcements.id)).limit(limit).offset(offset),

  insert: async (tx: Tx, values: typeof announcements.$inferInsert): Promise<AnnouncementRow> =>
    (await tx.insert(announcements).values(values).returning())[0]!,

  update: async (tx: Tx, id: number, set: Partial<typeof announcements.$inferInsert>): Promise<AnnouncementRow> =>
    (await tx.update(announcements).set(set).where(eq(announcements.id, id)).returning())[0]!,

  versions: (db: DbOrTx) =>
    db.select().from(appVersions).orderBy(desc(appVersions.created_at), desc(appVersions.id)).limit(100),

  /** Publishes a version; answers undefined when that platform already has that version. */
  insertVersion: async (tx: Tx, values: typeof appVersions.$inferInsert): Promise<AppVersionRow | undefined> =>
    (await tx.insert(appVersions).values(values).onConflictDoNothing().returning())[0],
};

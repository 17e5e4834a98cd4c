import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataMigrations, uploads } from '../../db/schema';

/** Whether the named one-off data migration has run on this database. */
export async function dataMigrationDone(db: Db, name: string): Promise<boolean> {
  const [done] = await db.select().from(dataMigrations).where(eq(dataMigrations.name, name));
  return done !== undefined;
}

export async function markDataMigrationDone(db: Db, name: string): Promise<void> {
  await db.insert(dataMigrations).values({ name }).onConflictDoNothing();
}

/** The next `limit` stored photos after id `after`, with what locating their files needs. */
export const uploadsAfter = (db: Db, after: number, limit: number) =>
  db
    .select({ id: uploads.id, path: uploads.path, folder: uploads.folder, type: uploads.type })
    .from(uploads)
    .where(gt(uploads.id, after))
    .orderBy(asc(uploads.id))
    .limit(limit);

import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { settings } from '../db/schema';

/** The `settings` table: generated secrets and operator settings, one text value per key. */
export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Stores the value unless the key has one already (the first node to start wins). */
export async function insertSettingIfMissing(db: Db, key: string, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}

export async function writeSetting(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: new Date() } });
}

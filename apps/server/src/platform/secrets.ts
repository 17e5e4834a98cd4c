import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

/**
 * Returns the named secret, generating it on first use. It is kept in the database so that every node
 * of a cluster signs and verifies with the same key.
 */
export async function loadSecret(db: Db, key: string, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`secret ${key} could not be stored`);
  return row.value;
}

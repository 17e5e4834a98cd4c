import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { insertSettingIfMissing, readSetting } from './settings.repo';

/**
 * Returns the named secret, generating it on first use. It is kept in the database so that every node
 * of a cluster signs and verifies with the same key.
 */
export async function loadSecret(db: Db, key: string, configured?: string): Promise<string> {
  if (configured) return configured;
  await insertSettingIfMissing(db, key, randomBytes(48).toString('base64url'));
  const value = await readSetting(db, key);
  if (value === undefined) throw new Error(`secret ${key} could not be stored`);
  return value;
}

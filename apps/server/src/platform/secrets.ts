import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { RotatingKey } from './key-ring';
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

/** The `settings` row of each ring's generated first key (platform/key-ring.ts). */
const GENERATED: Record<RotatingKey, string> = {
  jwt: 'jwt_secret',
  media: 'media_secret',
  unsubscribe: 'unsubscribe_secret',
  portal: 'portal_secret',
  game: 'game_secret',
};

/**
 * The first key of a rotating ring (platform/key-ring.ts): `JWT_SECRET` when set, else the secret
 * generated once into `settings` (`jwt_secret`, `media_secret`, `unsubscribe_secret`, …). `rotate-keys`
 * starts from it.
 */
export function initialKey(db: Db, name: RotatingKey, config: Pick<Config, 'jwtSecret'>): Promise<string> {
  return loadSecret(db, GENERATED[name], name === 'jwt' ? config.jwtSecret : undefined);
}

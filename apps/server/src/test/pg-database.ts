import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of a test run's own on the PostgreSQL of `adminUrl` (named `<prefix>_<time>_<random>`), and
 * `drop`, which ends its connections and removes it, so runs never see each other's data.
 */
export async function createPgDatabase(
  adminUrl: string,
  prefix = 'yf_test',
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

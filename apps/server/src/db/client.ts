import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** PGlite and node-postgres share Drizzle's Postgres API; the node-postgres type names it. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite (in memory when dataDir is null). A PGlite
 * may start from `snapshot`, a data directory saved by `migratedPgliteSnapshot` (the tests do this to skip
 * initdb and the migrations); the migrator still runs, and finds nothing to do.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  snapshot?: Blob;
  /** Told every statement the app's queries send (the statement-count test counts them with it). */
  logger?: Logger;
}): Promise<Database> {
  const logger = opts.logger ?? false;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle pooled connection can be closed by the server (restart, failover, a dropped test
    // database). The pool replaces it on the next query; without this handler the process would crash.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.warn(`database connection lost: ${error.message}`);
    });
    // The pool listens for errors only while a client is idle. A session ended while a client is checked
    // out but between two statements (a PostgreSQL restart or failover during a transaction, or
    // pg_terminate_backend) is emitted as an 'error' event on that client, and an 'error' event nobody
    // listens to stops the whole process — every request of the node lost for one database blip. Found by
    // the crash suite (apps/server/src/crash/faults.crash.test.ts). With this listener the next statement
    // on that client fails instead (answered 503 + Retry-After, platform/errors.ts) and the pool drops it.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema, logger });
    const client = await pool.connect();
    try {
      // Several nodes may start at once: one migrates while the others wait.
      await client.query('select pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      await client.query('select pg_advisory_unlock(727274)');
    } finally {
      client.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite({ dataDir: dir, ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}) });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** An empty in-memory PGlite with every migration applied, saved as an uncompressed data-directory tarball. */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const client = new PGlite();
  await client.waitReady;
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createMemoryBus, type EventBus } from '../platform/bus';
import { createMemoryStore, createRedisStore, type KeyValueStore } from '../platform/kv';
import { createPgDatabase } from './pg-database';
import { createRedisBus } from '../realtime/redis-bus';

let snapshot: Promise<Blob | undefined> | undefined;

/** The migrated empty PGlite saved by the global setup (pglite-snapshot.global.ts), read once per process. */
function pgliteSnapshot(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    const file = inject('pgliteSnapshot');
    return file ? new Blob([await fs.promises.readFile(file)]) : undefined;
  })();
  return snapshot;
}

/**
 * A database of the test's own: in-memory PGlite by default, or a fresh database on the PostgreSQL of
 * TEST_DATABASE_URL, dropped afterwards so runs never see each other's data. The PGlite starts from the
 * run's migrated snapshot when there is one, else it is created and migrated here.
 */
export async function createTestDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
  logger?: Logger,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: null, snapshot: await pgliteSnapshot(), logger });
    return { database, drop: () => database.close() };
  }
  const created = await createPgDatabase(adminUrl);
  const database = await openDatabase({ url: created.url, logger });
  return {
    database,
    url: created.url,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** Shared Redis of TEST_REDIS_URL under a key prefix of this run, or in-process stand-ins. */
export function createTestInfra(
  prefix = `yf-test:${randomBytes(4).toString('hex')}:`,
  redisUrl = process.env.TEST_REDIS_URL,
): {
  kv: KeyValueStore;
  bus: EventBus;
  redisUrl?: string;
  prefix: string;
} {
  if (!redisUrl) return { kv: createMemoryStore(), bus: createMemoryBus(), prefix };
  return { kv: createRedisStore(redisUrl, prefix), bus: createRedisBus(redisUrl, prefix), redisUrl, prefix };
}

/** Deletes every Redis key of a test run's prefix, so runs leave nothing behind. */
export async function dropRedisPrefix(redisUrl: string | undefined, prefix: string): Promise<void> {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

export function testConfig(overrides: Partial<Config> = {}, redisUrl?: string, prefix?: string): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-test-'));
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    ...(redisUrl ? { redisUrl, redisPrefix: prefix ?? 'yf-test:' } : {}),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}

/** The real server on a database of its own, driven through `app.inject` or a real port. */
export async function createTestApp(
  opts: { config?: Partial<Config>; deps?: Partial<AppDeps>; database?: Database } = {},
): Promise<TestApp> {
  const db = opts.database ? { database: opts.database, drop: async () => {} } : await createTestDatabase();
  const infra = createTestInfra();
  const config = testConfig(opts.config, infra.redisUrl, infra.prefix);
  const app = await buildApp({
    config,
    database: db.database,
    kv: infra.kv,
    bus: infra.bus,
    logger: false,
    ...opts.deps,
  });
  await app.ready();
  return {
    app,
    database: db.database,
    config,
    close: async () => {
      await app.close();
      await infra.bus.close();
      await infra.kv.close();
      await dropRedisPrefix(infra.redisUrl, infra.prefix);
      await db.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { listen } from '../realtime/test-client';
import { createTestInfra, testConfig } from './harness';

/**
 * The PostgreSQL and Redis that tests of several nodes share (always present on this machine and in
 * CI) unless TEST_DATABASE_URL / TEST_REDIS_URL point elsewhere.
 */
export const CLUSTER_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
export const CLUSTER_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface ClusterNode {
  app: FastifyInstance;
  url: string;
  /** Stops the node and removes its data folder; closing twice closes once. */
  close(): Promise<void>;
}

/**
 * One node of an installation: its own app, database pool, bus and key-value connections, on a port of
 * its own, sharing the database at `databaseUrl` and the Redis key prefix with the other nodes.
 */
export async function startClusterNode(
  databaseUrl: string,
  prefix: string,
  overrides: Partial<Config> = {},
): Promise<ClusterNode> {
  const database = await openDatabase({ url: databaseUrl });
  const infra = createTestInfra(prefix, CLUSTER_REDIS_URL);
  const config = testConfig(overrides, CLUSTER_REDIS_URL, prefix);
  const app = await buildApp({ config, database, kv: infra.kv, bus: infra.bus, logger: false });
  await app.ready();
  const url = await listen(app);
  let closing: Promise<void> | undefined;
  return {
    app,
    url,
    close: () =>
      (closing ??= (async () => {
        await app.close();
        await infra.bus.close();
        await infra.kv.close();
        await database.close();
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      })()),
  };
}

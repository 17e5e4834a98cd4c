/**
 * What every bench starts: the real server (production settings, no seed, no jobs) on a fresh PGlite in
 * a temporary DATA_DIR, listening on a free port, and Socket.IO clients for it.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createMemoryBus } from '../apps/server/src/platform/bus';
import { createMemoryStore } from '../apps/server/src/platform/kv';

/** `env` adds to or overrides the bench's environment (e.g. `RATE_LIMIT: '0'`, an engine's URL). */
export async function startBenchServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    JOBS: '0',
    // Each simulated member comes from an address of its own, as in life, so per-IP limits apply per member.
    TRUST_PROXY: '1',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const database = await openDatabase({ dataDir });
  const kv = createMemoryStore();
  const bus = createMemoryBus();
  const app = await buildApp({ config, database, kv, bus, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    /** `http://127.0.0.1:<port>`, without a trailing slash. */
    origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await bus.close();
      await kv.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A WebSocket-only Socket.IO client; `auth` is what its handshake carries (a member's `{ token }`). */
export const connectSocket = (url: string, auth: Record<string, unknown> = {}) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

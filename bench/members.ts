/**
 * What the chat and socket benches (P4, P5, P6) start from: a database of their own with a small
 * generated community whose first `count` members can all write to each other, each with a signed-in
 * device, and the helpers to run real server nodes on it (bench/node.ts) and connect members' sockets.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { createPgDatabase } from '../apps/server/src/test/pg-database';
import { dropRedisPrefix } from '../apps/server/src/test/harness';
import { adminUrl, communitySize, generateCommunity } from './generate';
import { startNode, type BenchNode } from './node';

export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Member {
  userId: number;
  deviceId: number;
}

/** A community on its own PostgreSQL database or PGlite directory, closed in this process once made. */
export interface BenchCommunity {
  kind: 'postgres' | 'pglite';
  members: Member[];
  /** The environment of a node serving it (database, Redis with a key prefix of the run, storage). */
  env: Record<string, string>;
  /** Reopens the database in this process (for PGlite only while no node holds it). */
  open(): Promise<Database>;
  /** Drops the database (or directory), the run's Redis keys and the nodes' data directory. */
  drop(): Promise<void>;
}

/**
 * Generates a small community with at least `count` members (the rest at its smallest size) and makes
 * members 1..count able to write to each other without waiting: active, public, VIP (`free`), e-mail
 * verified, open to messages from everyone in any language, no blocks between them. They appear offline:
 * otherwise every connect announces `online` to every public socket, N² events while the sockets come up
 * (presence under load is P7's). Each gets one signed-in device.
 */
export async function benchCommunity(kind: 'postgres' | 'pglite', count: number): Promise<BenchCommunity> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-bench-chat-'));
  const prefix = `yf-bench:${randomBytes(4).toString('hex')}:`;
  const created =
    kind === 'postgres' ? await createPgDatabase(adminUrl(), `yf_bench_${randomBytes(2).toString('hex')}`) : null;
  const open = () => (created ? openDatabase({ url: created.url }) : openDatabase({ dataDir }));
  const database = await open();
  let members: Member[];
  try {
    await generateCommunity(database.db, { ...communitySize(0.002), members: Math.max(200, count) }, { readers: 4 });
    await database.db.execute(
      sql.raw(`update users set status = 'active', visibility = 'public', free = 1, email_verified = 1,
        message_source = 'everyone', block_other_language = false, online_status = 'offline' where id <= ${count}`),
    );
    await database.db.execute(sql.raw(`delete from blocks where user_id <= ${count} and target_id <= ${count}`));
    await database.db.execute(
      sql.raw(`insert into devices (user_id, client_id, client_kind)
        select id, 'bench-chat-' || id, 'web' from users where id <= ${count}`),
    );
    const result = await database.db.execute(
      sql.raw(`select user_id, id from devices where client_id like 'bench-chat-%' order by user_id`),
    );
    members = (result as unknown as { rows: { user_id: number; id: number }[] }).rows.map((r) => ({
      userId: Number(r.user_id),
      deviceId: Number(r.id),
    }));
  } finally {
    await database.close();
  }
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    JOBS: '0',
    RATE_LIMIT: '0',
    // The whole-API limit counts every request (part of the cost, as in suite.ts) but is never reached.
    RATE_LIMIT_HTTP: '1000000000',
    // Members come from addresses of their own (x-forwarded-for), so per-IP route limits apply per member.
    TRUST_PROXY: '1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(created ? { DATABASE_URL: created.url, REDIS_URL, REDIS_PREFIX: prefix } : {}),
  };
  return {
    kind,
    members,
    env,
    open,
    async drop() {
      if (created) {
        await created.drop();
        await dropRedisPrefix(REDIS_URL, prefix);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A real server node on the community. */
export const yuanfenNode = (community: BenchCommunity) => startNode('yuanfen', community.env);

/** Connects one WebSocket-only Socket.IO client per `auth`, `batch` handshakes at a time. */
export async function connectAll(origin: string, auths: Record<string, unknown>[], batch = 100): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < auths.length; i += batch) {
    sockets.push(
      ...(await Promise.all(
        auths.slice(i, i + batch).map(
          (auth) =>
            new Promise<Socket>((resolve, reject) => {
              const socket = io(origin, { transports: ['websocket'], forceNew: true, reconnection: false, auth });
              socket.once('connect', () => resolve(socket));
              socket.once('connect_error', reject);
            }),
        ),
      )),
    );
  }
  return sockets;
}

/** Members' handshakes: a token each, minted by the node's own token service. */
export async function memberAuths(node: BenchNode, members: Member[]) {
  const tokens = await node.tokens(members);
  return tokens.map((token) => ({ token }));
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

export const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communitySize, generateCommunity } from '../../../../bench/generate';
import { formatStep, prepareMembers, runSteps, type SimMember } from '../../../../bench/mixed-members';
import { openDatabase } from '../db/client';
import { TokenService } from '../platform/tokens';
import { createPgDatabase, freePort, RedisProcess, ServerProcess, tempDir } from './harness';

/*
 * Battery N of issue 13: the mixed load of issue 15's P7 (bench/mixed-members.ts: members reading the feed,
 * browsing the lists, searching, opening profiles and conversations, writing to a partner about once a
 * minute, each with a presence socket and a real access token for a real device of a generated
 * community), for LOAD_SECONDS (60) on the real server process, on the database CI gives this stage
 * (PostgreSQL with a Redis of the suite's own when TEST_DATABASE_URL is set, else PGlite). It holds when
 * no request fails (no answer, ≥ 400), no socket is refused or dropped, and every acknowledged message
 * reaches its partner's socket. Latency is not asserted here: bench/mixed.ts measures the p99 figure.
 *
 * LOAD_MEMBERS sets the level. CI's crash stage runs P7's level, 5,000 members (about 417 requests/s asked
 * for, 5,000 sockets): on the 2-core machine with nothing else running it passed with 0 failed requests, 0
 * refused or dropped sockets and 0 lost messages in 2.5 minutes, serving what the cores could (p50 2.9 s,
 * p99 5.7 s, well inside the 30 s a member waits). The default here stays 500 (about 42 requests/s)
 * so that a developer's run beside other work stays meaningful: the load generator shares the cores, and
 * on a busy machine (load average 30) 1,000 members already gave 30 s time-outs. bench/README.md ("P7 and
 * battery N") has the figures.
 */

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 500);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 12_000);
const JWT_SECRET = randomBytes(32).toString('hex');

let server: ServerProcess;
let redis: RedisProcess | null = null;
let dropDb: (() => Promise<void>) | null = null;
let members: SimMember[] = [];
let profileIds: number[] = [];
let queries: string[] = [];

beforeAll(async () => {
  // Each member comes from an address of their own, as in life (through a trusted local proxy), so the
  // per-address limit of the API applies per member, not to the whole load at once.
  const env: Record<string, string> = { TRUST_PROXY: '1', JWT_SECRET, LOG_LEVEL: 'error' };
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (adminUrl) {
    const db = await createPgDatabase(adminUrl);
    dropDb = db.drop;
    redis = new RedisProcess(await freePort());
    await redis.start();
    Object.assign(env, { DATABASE_URL: db.url, REDIS_URL: redis.url });
    database = await openDatabase({ url: db.url });
  } else {
    env.DATA_DIR = tempDir('yf-load-');
    database = await openDatabase({ dataDir: env.DATA_DIR });
  }
  // The community of the benchmarks (bench/generate.ts), big enough for the members simulated.
  try {
    await generateCommunity(database.db, communitySize(Math.max(0.01, (MEMBERS * 1.4) / 100_000)));
    const tokens = new TokenService(JWT_SECRET);
    ({ members, profileIds, queries } = await prepareMembers(
      (text) => database.db.execute(sql.raw(text)) as Promise<unknown>,
      MEMBERS,
      (claims) => tokens.signAccess(claims, 3600),
    ));
  } finally {
    await database.close();
  }
  server = new ServerProcess(await freePort(), env);
  await server.start();
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await redis?.stop();
  await dropDb?.();
});

describe('battery N: a mixed load', () => {
  it(
    `serves ${MEMBERS} members with sockets for ${SECONDS} s with no failed request and no lost message`,
    async () => {
      const [step] = await runSteps(
        {
          origin: server.origin,
          members,
          steps: [MEMBERS],
          seconds: SECONDS,
          warmupSeconds: Math.min(10, THINK_MS / 1000),
          thinkMs: THINK_MS,
          profileIds,
          queries,
        },
        console.log,
      );
      console.log(`mixed load (battery N), ${SECONDS} s:\n${formatStep(step!)}`);
      expect(step!.requests).toBeGreaterThan((MEMBERS * SECONDS * 1000 * 0.5) / THINK_MS);
      expect(step!.messages.sent).toBeGreaterThan(0);
      expect(step!.errorSamples).toEqual([]);
      expect(step!.errors).toBe(0);
      expect(step!.connectErrors).toBe(0);
      expect(step!.disconnects).toBe(0);
      expect(step!.messages.lost).toBe(0);
    },
    (SECONDS + 600) * 1000,
  );
});

/**
 * P7 of issue 15: a mixed, realistic load — members reading the feed, browsing the lists (latest,
 * recommend, search, profiles), chatting about one message a minute each and holding a presence socket —
 * ramped up in steps; the figure is the largest step whose p99 over every request stays ≤ 200 ms with no
 * error. The mix and its think time are in mixed-members.ts.
 *
 *   node --import tsx bench/mixed.ts          (npm run mixed -w @yuanfen/bench; part of npm run bench)
 *
 * BENCH_MIXED_MEMBERS (5000)        the largest step: members with a token, a socket and a partner
 * BENCH_MIXED_STEPS                 the ramp (500,1000,2000,5000: the steps ≤ BENCH_MIXED_MEMBERS, then it)
 * BENCH_MIXED_SECONDS (30)          measured seconds per step (after the step's sockets connect and a warm-up)
 * BENCH_MIXED_WARMUP (10)           seconds between the step's last socket and the measured window
 * BENCH_MIXED_THINK_MS (12000)      mean pause between one member's actions (5 requests a minute)
 * BENCH_MIXED_BACKEND (postgres)    postgres (+ Redis) or pglite
 * BENCH_MIXED_SCALE                 the community (generate.ts's scale; at least what the members need)
 * BENCH_DATABASE_URL, BENCH_REDIS_URL as in suite.ts
 *
 * The server runs in this process's main thread, production settings, every plugin (as suite.ts); the
 * members run in a worker thread of the same process, so on one machine they share its cores.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createMemoryBus } from '../apps/server/src/platform/bus';
import { createMemoryStore, createRedisStore } from '../apps/server/src/platform/kv';
import { createRedisBus } from '../apps/server/src/realtime/redis-bus';
import { dropRedisPrefix } from '../apps/server/src/test/harness';
import { communitySize, generateCommunity, openBenchDatabase, type BenchDatabase } from './generate';
import { formatStep, prepareMembers, simulate } from './mixed-members';

const MEMBERS = Number(process.env.BENCH_MIXED_MEMBERS ?? 5_000);
const STEPS = (process.env.BENCH_MIXED_STEPS ?? '500,1000,2000,5000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n < MEMBERS)
  .concat(MEMBERS);
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
const WARMUP = Number(process.env.BENCH_MIXED_WARMUP ?? 10);
const THINK_MS = Number(process.env.BENCH_MIXED_THINK_MS ?? 12_000);
const BACKEND = process.env.BENCH_MIXED_BACKEND === 'pglite' ? 'pglite' : 'postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const P99_GOAL = 200;
/** Only active public or registered-only members are simulated (about 80 % of the community): 1.4 × is enough. */
const SCALE = Number(process.env.BENCH_MIXED_SCALE ?? Math.max(0.05, (MEMBERS * 1.4) / 100_000));

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

async function startServer(bench: BenchDatabase) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-bench-'));
  const redis = bench.kind === 'postgres';
  const prefix = `yf-bench:${randomBytes(4).toString('hex')}:`;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    JOBS: '0',
    // Each member comes from an address of their own (X-Forwarded-For through one trusted local hop).
    TRUST_PROXY: '1',
    RATE_LIMIT: '0',
    // The whole-API limit counts every request (part of its cost) but the load never reaches it.
    RATE_LIMIT_HTTP: '1000000000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(redis ? { REDIS_URL, REDIS_PREFIX: prefix } : {}),
  });
  const kv = redis ? createRedisStore(REDIS_URL, prefix) : createMemoryStore();
  const bus = redis ? createRedisBus(REDIS_URL, prefix) : createMemoryBus();
  const app = await buildApp({ config, database: bench.database, kv, bus, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await bus.close();
      await kv.close();
      if (redis) await dropRedisPrefix(REDIS_URL, prefix);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const size = communitySize(SCALE);
console.log(
  `P7 mixed load on ${BACKEND}${BACKEND === 'postgres' ? ' + Redis' : ''}: steps ${STEPS.join(', ')} members, ${SECONDS} s each (after ${WARMUP} s), think ${THINK_MS} ms (${fmt((60_000 / THINK_MS) * 1, 1)} requests/min a member, a fifth of them messages); ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`community: ${JSON.stringify(size)}`);
const bench = await openBenchDatabase(BACKEND);
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  let at = performance.now();
  await generateCommunity(bench.database.db, size);
  console.log(`generated in ${((performance.now() - at) / 1000).toFixed(1)} s`);
  server = await startServer(bench);
  const { app, origin } = server;
  at = performance.now();
  const prepared = await prepareMembers(
    (text) => bench.database.db.execute(sql.raw(text)) as Promise<unknown>,
    MEMBERS,
    (claims) => app.services.tokens.signAccess(claims, 6 * 3600),
  );
  console.log(
    `${fmt(prepared.members.length)} members with a device and a token in ${((performance.now() - at) / 1000).toFixed(1)} s`,
  );
  const steps = await simulate(
    {
      origin,
      members: prepared.members,
      steps: STEPS,
      seconds: SECONDS,
      warmupSeconds: WARMUP,
      thinkMs: THINK_MS,
      profileIds: prepared.profileIds,
      queries: prepared.queries,
    },
    console.log,
  );
  const within = steps.filter((s) => s.p99 <= P99_GOAL && s.errors === 0 && s.connectErrors === 0);
  const figure = within.length ? Math.max(...within.map((s) => s.members)) : 0;
  console.log(
    `\n| members | req/s | requests | errors | p50 ms | p99 ms | ${Object.keys(steps[0]!.kinds).join(' p99 | ')} p99 |`,
  );
  console.log(
    `|---|---|---|---|---|---|${Object.keys(steps[0]!.kinds)
      .map(() => '---|')
      .join('')}`,
  );
  for (const s of steps)
    console.log(
      `| ${fmt(s.members)} | ${fmt(s.rps)} | ${fmt(s.requests)} | ${s.errors + s.connectErrors} | ${fmt(s.p50, 1)} | ${fmt(s.p99, 1)} | ${Object.values(
        s.kinds,
      )
        .map((k) => fmt(k.p99, 1))
        .join(' | ')} |`,
    );
  const best = steps.find((s) => s.members === figure);
  console.log(
    `\nP7   ${fmt(figure)} concurrent members within p99 ≤ ${P99_GOAL} ms (goal 5,000)${best ? `: ${fmt(best.rps)} req/s, errors ${best.errors}, p50 ${fmt(best.p50, 1)} ms, p99 ${fmt(best.p99, 1)} ms` : ': no step within the goal'}`,
  );
  if (best) console.log(formatStep(best));
} finally {
  await server?.close();
  await bench.drop();
}

/**
 * Issue 15's suite, server side: each P prints its figure, the floor measured in the same run and the
 * ratio. Nothing asserts. The community comes from generate.ts, on PostgreSQL (+ Redis) and on PGlite.
 *
 *   node --import tsx bench/suite.ts         (npm run suite -w @yuanfen/bench; part of npm run bench)
 *
 * BENCH_SCALE (0.05)        PostgreSQL's community; 1 = 100k members, 500k posts, 1M messages, 2M likes/visits
 * BENCH_PGLITE_SCALE        PGlite's (a tenth of BENCH_SCALE)
 * BENCH_BACKENDS            postgres,pglite
 * BENCH_SECONDS (5)         measured seconds per figure, after 1 s of warm-up
 * BENCH_CONNECTIONS (32)    concurrent keep-alive connections
 * BENCH_DATABASE_URL        the PostgreSQL server the bench creates its database on (postgres://root@127.0.0.1:5432/test)
 * BENCH_REDIS_URL           Redis for the PostgreSQL runs (redis://127.0.0.1:6379)
 * BENCH_ACCEPT_ENCODING     what the load's requests accept (a browser's `gzip, deflate, br`); `identity` for none
 * BENCH_ONLY                only the figures whose name contains one of these (comma-separated), e.g. recommend
 * BENCH_P11=1               also run the test suite on PGlite and on PostgreSQL and time both (~10 min)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createMemoryBus } from '../apps/server/src/platform/bus';
import { createMemoryStore, createRedisStore } from '../apps/server/src/platform/kv';
import { createRedisBus } from '../apps/server/src/realtime/redis-bus';
import { dropRedisPrefix } from '../apps/server/src/test/harness';
import { benchScale, communitySize, generateCommunity, openBenchDatabase, type BenchDatabase } from './generate';
import { load, type LoadFigures, type LoadRequest } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',').map((b) => b.trim()) as (
  'postgres' | 'pglite'
)[];
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const rows: string[] = [];
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

function report(p: string, name: string, figure: LoadFigures, floor: LoadFigures | { rps: number; label: string }) {
  const ratio = (figure.rps / floor.rps) * 100;
  const floorText =
    'label' in floor ? `${fmt(floor.rps)} ${floor.label}` : `${fmt(floor.rps)} rps, p99 ${fmt(floor.p99, 1)} ms`;
  const errors = Object.keys(figure.errors).length ? `  errors ${JSON.stringify(figure.errors)}` : '';
  console.log(
    `${p.padEnd(4)} ${name.padEnd(40)} ${fmt(figure.rps).padStart(7)} rps  p50 ${fmt(figure.p50, 1).padStart(6)} ms  p99 ${fmt(figure.p99, 1).padStart(6)} ms | floor ${floorText} | ${ratio.toFixed(1)} %${errors}`,
  );
  rows.push(
    `| ${p} | ${name} | ${fmt(figure.rps)} rps, p99 ${fmt(figure.p99, 1)} ms | ${floorText} | ${ratio.toFixed(1)} % |`,
  );
}

/** A bare node:http server answering `body` to every request, loaded the same way: the floor. */
async function floorFor(body: string): Promise<LoadFigures> {
  const server = createServer((_req, res) => {
    _req.resume();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return await load({ origin, requests: [{ method: 'GET', path: '/' }], connections: CONNECTIONS, seconds: SECONDS });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The real server on a bench database: production settings, the HTTP limit counting but never reached. */
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
    RATE_LIMIT: '0',
    // The whole-API limit runs (its counter is part of every request's cost) but a single load generator
    // never reaches it.
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

/** What the server answers to `req` (checked to be a 2xx), for the floor to serve the same bytes. */
async function answer(origin: string, req: LoadRequest): Promise<string> {
  const res = await fetch(`${origin}${req.path}`, {
    method: req.method,
    headers: { ...req.headers, ...(req.body ? { 'content-type': 'application/json' } : {}) },
    ...(req.body ? { body: req.body } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${req.method} ${req.path}: ${res.status} ${text.slice(0, 200)}`);
  return text;
}

/**
 * Every browser asks for compressed answers, so the load does too and the figures include the server's
 * compression of the bigger answers (the floor sends the same JSON uncompressed).
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

/**
 * The answer's size, and what the server's compression makes of it (the settings of @fastify/compress:
 * brotli quality 4, gzip level 6) with the CPU time of one compression: the cost per request of the
 * bytes a phone does not have to download. Answers under 1 kB are sent as they are.
 */
function compressionOf(body: string): string {
  const raw = Buffer.from(body);
  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  if (raw.length < 1024) return `answer ${raw.length} B: under the 1 kB threshold, sent as it is`;
  const timed = (compress: () => Buffer) => {
    const at = performance.now();
    let out = compress();
    for (let i = 1; i < 20; i += 1) out = compress();
    return `${kB(out.length)} in ${((performance.now() - at) / 20).toFixed(2)} ms`;
  };
  const brotli = timed(() =>
    zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  );
  return `answer ${kB(raw.length)}: br ${brotli}, gzip ${timed(() => zlib.gzipSync(raw))}`;
}

/** BENCH_ONLY: measure only the figures whose name contains one of these comma-separated strings. */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);

async function measure(p: string, name: string, origin: string, requests: LoadRequest[]) {
  if (ONLY && !ONLY.some((part) => name.includes(part))) return undefined;
  const body = await answer(origin, requests[0]!);
  const floor = await floorFor(body);
  const asBrowser = requests.map((r) => ({ ...r, headers: { 'accept-encoding': ACCEPT_ENCODING, ...r.headers } }));
  const figure = await load({ origin, requests: asBrowser, connections: CONNECTIONS, seconds: SECONDS });
  report(p, `${name}`, figure, floor);
  console.log(`     ${compressionOf(body)}`);
  return figure;
}

/** `pgbench -S` (select-only) on the bench's PostgreSQL, same connections and time; null when absent. */
function pgbenchSelectOnly(url: string): number | null {
  const which = spawnSync('which', ['pgbench']);
  if (which.status !== 0) {
    console.log('P3   skipped: pgbench is not installed (apt-get install postgresql-client)');
    return null;
  }
  execFileSync('pgbench', ['-i', '-q', '-s', '10', url], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    ['-S', '-M', 'prepared', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), url],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(out);
  return tps ? Number(tps[1]) : null;
}

async function backend(kind: 'postgres' | 'pglite') {
  const size = communitySize(benchScale(kind));
  console.log(`\n== ${kind}${kind === 'postgres' ? ' + Redis' : ''}: ${JSON.stringify(size)}`);
  const bench = await openBenchDatabase(kind);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    let at = performance.now();
    const readers = await generateCommunity(bench.database.db, size);
    console.log(`generated in ${((performance.now() - at) / 1000).toFixed(1)} s`);
    server = await startServer(bench);
    const { app, origin } = server;
    const reader = readers[0]!;
    const token = await app.services.tokens.signAccess({ userId: reader.userId, deviceId: reader.deviceId }, 3600);
    const auth = { authorization: `Bearer ${token}` };
    const get = (p: string): LoadRequest => ({ method: 'GET', path: p, headers: auth });

    at = performance.now();
    const label = `${kind}`;
    await measure('P1', `${label} GET /v1/config`, origin, [{ method: 'GET', path: '/v1/config' }]);
    await measure('P1', `${label} GET /v1/me`, origin, [get('/v1/me')]);

    const visible = await bench.database.db.execute(
      sql.raw(`select id from users where status = 'active' and visibility = 'public' and id > ${readers.length}
        order by id limit 50`),
    );
    const profileIds = (visible as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    const threads = JSON.parse(await answer(origin, get('/v1/message_threads'))) as { data: { id: number }[] };
    const p2: [string, LoadRequest[]][] = [
      ['GET /v1/feeds', [get('/v1/feeds')]],
      ['GET /v1/latest', [get('/v1/latest')]],
      ['GET /v1/recommend', [get('/v1/recommend')]],
      [
        'POST /v1/search {q: "Osaka"}',
        [{ ...get('/v1/search'), method: 'POST', body: JSON.stringify({ q: 'Osaka' }) }],
      ],
      ['GET /v1/user/{id}', profileIds.map((id) => get(`/v1/user/${id}`))],
      ['GET /v1/message_threads', [get('/v1/message_threads')]],
      ['GET /v1/message_threads/{id}', threads.data.map((t) => get(`/v1/message_threads/${t.id}`))],
    ];
    const figures = new Map<string, LoadFigures>();
    for (const [name, requests] of p2) {
      const figure = await measure('P2', `${label} ${name}`, origin, requests);
      if (figure) figures.set(name, figure);
    }

    if (kind === 'postgres' && bench.url && figures.size) {
      const tps = pgbenchSelectOnly(bench.url);
      if (tps)
        for (const [name, figure] of figures)
          report('P3', `${name} vs pgbench -S`, figure, { rps: tps, label: 'tps (pgbench -S)' });
    }
    console.log(`(${kind} measured in ${((performance.now() - at) / 1000).toFixed(0)} s)`);
  } finally {
    await server?.close();
    await bench.drop();
  }
}

/** P11: the test suite on PGlite and on PostgreSQL + Redis; run only when asked (it takes minutes). */
function p11() {
  if (process.env.BENCH_P11 !== '1') {
    console.log(
      '\nP11  not run (BENCH_P11=1 runs npm test on PGlite and on PostgreSQL + Redis and times both); .ci/run notes [5 min] and [4.5 min] on 2 cores',
    );
    return;
  }
  const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
  const time = (env: Record<string, string>) => {
    const at = performance.now();
    const run = spawnSync('npx', ['vitest', 'run'], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
    return { seconds: (performance.now() - at) / 1000, ok: run.status === 0 };
  };
  const pglite = time({});
  const postgres = time({
    TEST_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
    TEST_REDIS_URL: REDIS_URL,
  });
  const line = `PGlite ${pglite.seconds.toFixed(0)} s${pglite.ok ? '' : ' (failed)'}, PostgreSQL + Redis ${postgres.seconds.toFixed(0)} s${postgres.ok ? '' : ' (failed)'}, ratio ${(pglite.seconds / postgres.seconds).toFixed(2)}`;
  console.log(`\nP11  npm test: ${line}`);
  rows.push(`| P11 | npm test | ${line} | | |`);
}

console.log(
  `suite: ${CONNECTIONS} connections, ${SECONDS} s per figure (after 1 s warm-up), load from a worker thread of the same process; ${os.cpus().length} CPUs`,
);
for (const kind of BACKENDS) await backend(kind);
p11();
console.log(`\n| P | path | figure | floor (same run) | ratio |\n|---|---|---|---|---|\n${rows.join('\n')}`);

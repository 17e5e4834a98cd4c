/**
 * P6 of issue 15: what an idle signed-in socket costs the server, beside a bare Socket.IO server.
 *
 *   node --import tsx bench/sockets.ts       (npm run sockets -w @yuanfen/bench; part of npm run bench)
 *
 * Each server is a child process (bench/node.ts, `--expose-gc`). Its heap (V8's used heap after two full
 * collections) and RSS are read with no socket connected, then with BENCH_SOCKETS WebSocket clients
 * connected from this process and left idle for a second; the difference divided by the sockets is the
 * figure. The real server's sockets are members with a device each, signed in with an access token
 * (the handshake checks it against the database, each joins `public`, `members`, `user:<id>` and
 * `device:<id>`); the bare server's sockets join one room each (bench/node.ts `idle`). The RSS at 10k
 * sockets is measured when BENCH_SOCKETS ≥ 10000, otherwise extrapolated from the per-socket RSS.
 *
 * BENCH_SOCKETS (2000)          sockets (10000 for the issue's figure: `ulimit -n` must allow 2 × that + ~100)
 * BENCH_SOCKETS_BACKEND         postgres (with Redis, the production setting) or pglite; default postgres
 */
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { benchCommunity, connectAll, fmt, memberAuths, yuanfenNode } from './members';
import { startNode, type BenchNode, type MemoryFigures } from './node';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const BACKEND = (process.env.BENCH_SOCKETS_BACKEND ?? 'postgres') as 'postgres' | 'pglite';
const TARGET = 10_000;
const MB = 1024 * 1024;

interface PerSocket {
  before: MemoryFigures;
  after: MemoryFigures;
  heap: number;
  rss: number;
}

async function measure(node: BenchNode, auths: Record<string, unknown>[]): Promise<PerSocket> {
  const before = await node.memory();
  const at = performance.now();
  const sockets: Socket[] = await connectAll(node.origin, auths);
  const connectSeconds = (performance.now() - at) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await node.memory();
  for (const socket of sockets) socket.disconnect();
  if (after.sockets !== auths.length) console.log(`  (the server counts ${after.sockets} sockets)`);
  console.log(`  ${fmt(auths.length)} sockets connected in ${connectSeconds.toFixed(1)} s`);
  return {
    before,
    after,
    heap: (after.heapUsed - before.heapUsed) / auths.length,
    rss: (after.rss - before.rss) / auths.length,
  };
}

const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} kB`;
const mb = (bytes: number) => `${fmt(bytes / MB, 0)} MB`;

/**
 * Measured at 10k sockets; below that, the RSS at BENCH_SOCKETS plus the rest at the larger of the heap and
 * the RSS growth per socket (RSS after a collection keeps pages the start-up heap had already taken, so
 * its own growth alone underestimates).
 */
function rssAt10k(m: PerSocket) {
  return SOCKETS >= TARGET ? m.after.rss : m.after.rss + Math.max(m.heap, m.rss) * (TARGET - SOCKETS);
}

console.log(
  `sockets: ${fmt(SOCKETS)} idle WebSocket clients from this process; server heaps after full GC in child processes`,
);
const fdLimit = Number((await import('node:child_process')).execSync('ulimit -n', { shell: '/bin/sh' }).toString());
if (Number.isFinite(fdLimit) && fdLimit < SOCKETS + 200)
  console.log(`  warning: ulimit -n is ${fdLimit}; raise it (ulimit -n ${SOCKETS * 2 + 200}) for ${SOCKETS} sockets`);

const idle = await startNode('idle');
let floor: PerSocket;
try {
  console.log('bare Socket.IO');
  floor = await measure(
    idle,
    Array.from({ length: SOCKETS }, (_, id) => ({ id })),
  );
} finally {
  await idle.stop();
}

console.log(`yuanfen (${BACKEND}${BACKEND === 'postgres' ? ' + Redis' : ''})`);
const community = await benchCommunity(BACKEND, SOCKETS);
let figure: PerSocket;
try {
  const node = await yuanfenNode(community);
  try {
    figure = await measure(node, await memberAuths(node, community.members));
  } finally {
    await node.stop();
  }
} finally {
  await community.drop();
}

const estimated = SOCKETS >= TARGET ? '' : ` (extrapolated from ${fmt(SOCKETS)})`;
const lines = [
  ['heap per idle socket', kb(figure.heap), kb(floor.heap), `×${(figure.heap / floor.heap).toFixed(2)}`],
  ['RSS per idle socket', kb(figure.rss), kb(floor.rss), `×${(figure.rss / floor.rss).toFixed(2)}`],
  [
    'heap with no socket',
    mb(figure.before.heapUsed),
    mb(floor.before.heapUsed),
    `×${(figure.before.heapUsed / floor.before.heapUsed).toFixed(2)}`,
  ],
  [
    `RSS at ${fmt(SOCKETS)} sockets`,
    `${mb(figure.after.rss)} (${mb(figure.before.rss)} with none)`,
    `${mb(floor.after.rss)} (${mb(floor.before.rss)} with none)`,
    `×${(figure.after.rss / floor.after.rss).toFixed(2)}`,
  ],
];
// At 10k or more the line above is the measured figure.
if (SOCKETS < TARGET)
  lines.push([`RSS at 10k sockets${estimated}`, mb(rssAt10k(figure)), mb(rssAt10k(floor)), `goal < 300 MB`]);
for (const [name, value, base, ratio] of lines)
  console.log(`P6   ${name!.padEnd(44)} ${value!.padStart(24)} | bare Socket.IO ${base} | ${ratio}`);
console.log(
  `\n| P | figure | value | floor (same run) | ratio |\n|---|---|---|---|---|\n${lines.map(([n, v, b, r]) => `| P6 | ${n} | ${v} | bare Socket.IO: ${b} | ${r} |`).join('\n')}`,
);

/**
 * P4 and P5 of issue 15: chat through the real server with many connected members.
 *
 *   node --import tsx bench/chat.ts          (npm run chat -w @yuanfen/bench; part of npm run bench)
 *
 * P4 (each backend): BENCH_CHAT_MEMBERS members connected (one socket each) to one node; the first half
 *    send to the second half (member i to member i + N/2) through POST /v1/messages at BENCH_CHAT_RATE
 *    messages/s, spread evenly (open loop: a slow server does not slow the senders). The figure is the
 *    delivery latency, POST sent → the recipient's socket has the `message` event, p50/p99; the floor a
 *    bare Socket.IO relay (bench/node.ts `relay`) with the same sockets, pairs and rate, the send being a
 *    socket emit that the relay forwards to the recipient's room. Then the sustained maximum: as many
 *    persisted messages per second as BENCH_CHAT_CONNECTIONS closed-loop HTTP senders get answered 2xx
 *    (every answer is a committed message), the sockets still connected and receiving; its floor is the
 *    same number of loops running only the message's INSERT (the real repository call) on the same
 *    database and pool size.
 * P5 (PostgreSQL + Redis): the same P4 load across two nodes sharing the database and Redis — senders
 *    connected to and posting to node A, recipients connected to node B — beside the single-node figure
 *    of the same run.
 *
 * BENCH_CHAT_MEMBERS (1000)      connected members
 * BENCH_CHAT_RATE (200)          messages per second of the latency figures
 * BENCH_CHAT_SECONDS (5)         measured seconds of each figure, after 1 s of warm-up
 * BENCH_CHAT_CONNECTIONS (32)    closed-loop senders of the sustained figure
 * BENCH_BACKENDS                 postgres,pglite
 * BENCH_DATABASE_URL, BENCH_REDIS_URL   as suite.ts
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { MessageEvent } from '@yuanfen/contract';
import type { Socket } from 'socket.io-client';
import { chatRepo, pairOf } from '../apps/server/src/modules/chat/chat.repo';
import { benchCommunity, connectAll, fmt, memberAuths, percentile, yuanfenNode, type Member } from './members';
import { startNode } from './node';

const MEMBERS = Math.max(2, Number(process.env.BENCH_CHAT_MEMBERS ?? 1000));
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 32);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',').map((b) => b.trim()) as (
  'postgres' | 'pglite'
)[];
const WARMUP = 1;
const HALF = Math.floor(MEMBERS / 2);

const rows: string[] = [];
let runs = 0;
let firstError = false;

interface Delivery {
  p50: number;
  p99: number;
  /** Messages sent in the measured window. */
  sent: number;
  /** Of those, not delivered within 10 s of the window's end, or refused. */
  lost: number;
  errors: Record<string, number>;
}

/** How a message leaves: `send(from, to, tag)` resolves once sent (its answer is not waited for by the clock). */
type Send = (from: number, to: number, tag: string) => Promise<number>;

/**
 * Open loop at RATE messages/s: member `i % HALF` sends to `i % HALF + HALF`. Latency is from the send's
 * start to the recipient socket's event carrying the same tag.
 */
async function deliveryAtRate(sockets: Socket[], send: Send, tagOf: (payload: unknown) => string): Promise<Delivery> {
  const started = new Map<string, number>();
  const latencies: number[] = [];
  const listeners = sockets.map((socket, index) => {
    const listener = (payload: unknown) => {
      const tag = tagOf(payload);
      // The sender's own socket gets its message too (its other devices); only the recipient's counts.
      if (index < HALF) return;
      const at = started.get(tag);
      if (at === undefined) return;
      started.delete(tag);
      if (tag.startsWith('m')) latencies.push(performance.now() - at);
    };
    socket.on('message', listener);
    return listener;
  });
  const errors: Record<string, number> = {};
  const inFlight = new Set<Promise<void>>();
  // Tags are client ids too: unique across runs, or a later run's send would be answered as a retry.
  const run = ++runs;
  let sent = 0;
  let n = 0;
  const begin = performance.now();
  const measureFrom = begin + WARMUP * 1000;
  const end = measureFrom + SECONDS * 1000;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.floor(((Math.min(now, end) - begin) / 1000) * RATE);
      while (n < due) {
        const from = n % HALF;
        const measured = performance.now() >= measureFrom;
        const tag = `${measured ? 'm' : 'w'}${run}-${n}`;
        n++;
        if (measured) sent++;
        started.set(tag, performance.now());
        inFlight.add(
          send(from, from + HALF, tag).then((status) => {
            if (status >= 200 && status < 300) return;
            errors[status] = (errors[status] ?? 0) + 1;
            started.delete(tag);
          }),
        );
      }
      if (now >= end) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  // What is still on its way gets 10 s to arrive; then the sends still unanswered (a server behind its
  // load) are waited for, up to a minute, so that the next figure does not measure this one's backlog.
  const deadline = performance.now() + 10_000;
  while (started.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const delivered = Float64Array.from(latencies).sort();
  await Promise.race([Promise.all(inFlight), new Promise((r) => setTimeout(r, 60_000))]);
  sockets.forEach((socket, i) => socket.off('message', listeners[i]));
  return {
    p50: percentile(delivered, 50),
    p99: percentile(delivered, 99),
    sent,
    lost: sent - delivered.length,
    errors,
  };
}

/** POST /v1/messages from member `from` to `to` over a keep-alive agent; resolves the status (0 on failure). */
function httpSender(origin: string, members: Member[], tokens: string[], maxSockets: number) {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const send: Send = (from, to, tag) =>
    new Promise((resolve) => {
      const body = JSON.stringify({ user_id: members[to]!.userId, message_content: tag, client_id: `bench-${tag}` });
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/v1/messages',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${tokens[from]!}`,
            'x-forwarded-for': `10.${(from >> 16) & 255}.${(from >> 8) & 255}.${from & 255}`,
          },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          if (status >= 300 && !firstError) {
            firstError = true;
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => console.log(`  (first refusal: ${status} ${chunk.slice(0, 300)})`));
          } else res.resume();
          res.on('end', () => resolve(status));
          res.on('error', () => resolve(0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

const yuanfenTag = (payload: unknown) => (payload as MessageEvent).message.message_content;

function reportDelivery(p: string, name: string, figure: Delivery, floor: Delivery, floorName: string) {
  const lost = figure.lost ? `, ${fmt(figure.lost)} of ${fmt(figure.sent)} not delivered` : '';
  const errors = Object.keys(figure.errors).length ? ` errors ${JSON.stringify(figure.errors)}` : '';
  const ratio = floor.p99 > 0 ? figure.p99 / floor.p99 : Infinity;
  console.log(
    `${p.padEnd(4)} ${name.padEnd(44)} p50 ${fmt(figure.p50, 1).padStart(7)} ms  p99 ${fmt(figure.p99, 1).padStart(7)} ms${lost}${errors} | ${floorName} p50 ${fmt(floor.p50, 1)} ms, p99 ${fmt(floor.p99, 1)} ms | p99 ×${ratio.toFixed(2)}`,
  );
  rows.push(
    `| ${p} | ${name} | p50 ${fmt(figure.p50, 1)} ms, p99 ${fmt(figure.p99, 1)} ms${lost} | ${floorName}: p50 ${fmt(floor.p50, 1)} ms, p99 ${fmt(floor.p99, 1)} ms | ×${ratio.toFixed(2)} |`,
  );
}

/** Closed loop: CONNECTIONS loops each sending its next message when the last is answered. */
async function sustained(loop: (i: number, n: number) => Promise<boolean>) {
  let ok = 0;
  let failed = 0;
  let n = 0;
  const run = async (i: number, until: number, counting: boolean) => {
    while (performance.now() < until) {
      const good = await loop(i, n++);
      if (!counting) continue;
      if (good) ok++;
      else failed++;
    }
  };
  const warm = performance.now() + WARMUP * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => run(i, warm, false)));
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => run(i, until, true)));
  return { rate: ok / ((performance.now() - started) / 1000), failed };
}

async function relayFloor(): Promise<Delivery> {
  const relay = await startNode('relay');
  try {
    const sockets = await connectAll(
      relay.origin,
      Array.from({ length: MEMBERS }, (_, id) => ({ id })),
    );
    const figure = await deliveryAtRate(
      sockets,
      (from, to, tag) => {
        sockets[from]!.emit('send', to, tag);
        return Promise.resolve(200);
      },
      (payload) => String(payload),
    );
    for (const socket of sockets) socket.disconnect();
    return figure;
  } finally {
    await relay.stop();
  }
}

async function backend(kind: 'postgres' | 'pglite') {
  console.log(`\n== ${kind}${kind === 'postgres' ? ' + Redis' : ''}: ${MEMBERS} members`);
  let at = performance.now();
  const community = await benchCommunity(kind, MEMBERS);
  console.log(`community in ${((performance.now() - at) / 1000).toFixed(1)} s`);
  const { members } = community;
  try {
    const floor = await relayFloor();
    const a = await yuanfenNode(community);
    let single: Delivery;
    let tokens: string[];
    try {
      const auths = await memberAuths(a, members);
      tokens = auths.map((x) => x.token);
      at = performance.now();
      const sockets = await connectAll(a.origin, auths);
      console.log(`${MEMBERS} sockets connected in ${((performance.now() - at) / 1000).toFixed(1)} s`);
      const sender = httpSender(a.origin, members, tokens, 256);
      single = await deliveryAtRate(sockets, sender.send, yuanfenTag);
      sender.close();
      reportDelivery('P4', `${kind} ${fmt(RATE)} msg/s, ${fmt(MEMBERS)} members`, single, floor, 'bare relay');

      const closed = httpSender(a.origin, members, tokens, CONNECTIONS);
      const most = await sustained(async (i, n) => {
        const from = (i + n * CONNECTIONS) % HALF;
        const status = await closed.send(from, from + HALF, `s${n}`);
        return status >= 200 && status < 300;
      });
      closed.close();
      for (const socket of sockets) socket.disconnect();
      await a.stop();
      const database = await community.open();
      let insertFloor;
      try {
        insertFloor = await sustained(async (i, n) => {
          const from = members[(i + n * CONNECTIONS) % HALF]!.userId;
          const to = members[((i + n * CONNECTIONS) % HALF) + HALF]!.userId;
          const { low, high } = pairOf(from, to);
          await chatRepo.insertMessage(database.db, {
            sender_id: from,
            recipient_id: to,
            pair_low: low,
            pair_high: high,
            message_type: 'text',
            content: `f${n}`,
            upload_ids: [],
            lang: 'en',
            created_at: new Date(),
          });
          return true;
        });
      } finally {
        await database.close();
      }
      const pct = (most.rate / insertFloor.rate) * 100;
      const failed = most.failed ? ` (${fmt(most.failed)} refused)` : '';
      console.log(
        `P4   ${`${kind} sustained persisted msg/s`.padEnd(44)} ${fmt(most.rate).padStart(7)} msg/s${failed} | ${CONNECTIONS} loops of the message INSERT alone ${fmt(insertFloor.rate)}/s | ${pct.toFixed(1)} %`,
      );
      rows.push(
        `| P4 | ${kind} sustained persisted msg/s, ${CONNECTIONS} senders | ${fmt(most.rate)} msg/s${failed} | the INSERT alone, ${CONNECTIONS} loops: ${fmt(insertFloor.rate)}/s | ${pct.toFixed(1)} % |`,
      );
    } finally {
      await a.stop();
    }

    if (kind !== 'postgres') return;
    // P5: senders on A, recipients on B; the single-node figure above is its comparison.
    const [nodeA, nodeB] = await Promise.all([yuanfenNode(community), yuanfenNode(community)]);
    try {
      const auths = tokens.map((token) => ({ token }));
      const sockets = [
        ...(await connectAll(nodeA.origin, auths.slice(0, HALF))),
        ...(await connectAll(nodeB.origin, auths.slice(HALF))),
      ];
      const sender = httpSender(nodeA.origin, members, tokens, 256);
      const two = await deliveryAtRate(sockets, sender.send, yuanfenTag);
      sender.close();
      for (const socket of sockets) socket.disconnect();
      reportDelivery('P5', `two nodes via Redis, ${fmt(RATE)} msg/s`, two, single, 'one node');
    } finally {
      await Promise.all([nodeA.stop(), nodeB.stop()]);
    }
  } finally {
    await community.drop();
  }
}

console.log(
  `chat: ${MEMBERS} members connected, ${HALF} sending to the other ${MEMBERS - HALF}; ${RATE} msg/s for ${SECONDS} s after ${WARMUP} s warm-up; sustained with ${CONNECTIONS} closed-loop senders. Server nodes are child processes; the load comes from this process.`,
);
for (const kind of BACKENDS) await backend(kind);
console.log(`\n| P | figure | value | floor (same run) | ratio |\n|---|---|---|---|---|\n${rows.join('\n')}`);

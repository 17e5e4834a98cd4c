/**
 * Chat latency: send → `message` event, through the real server (HTTP POST messages, PGlite, the
 * in-process bus, the Socket.IO gateway), next to a bare Socket.IO relay measured in the same run.
 *
 *   npm run chat-latency -w @yuanfen/bench        (or: node --import tsx bench/chat-latency.ts)
 *   CHAT_BENCH_MEMBERS=20 CHAT_BENCH_MESSAGES=10 …  members, and messages each member sends
 *
 * Prints figures only.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { AuthResponse, MessageEvent } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { users } from '../apps/server/src/db/schema';
import { connectSocket, startBenchServer } from './server';

const MEMBERS = Number(process.env.CHAT_BENCH_MEMBERS ?? 20);
const MESSAGES = Number(process.env.CHAT_BENCH_MESSAGES ?? 10);

interface Figures {
  latencies: number[];
  seconds: number;
}

/** Who sends to whom: each member writes to the next one, so every member both sends and receives. */
const recipientOf = (i: number) => (i + 1) % MEMBERS;

/** Resolves when the socket has received the message tagged `tag`; started before the send. */
function arrival(socket: Socket, pending: Map<string, () => void>, tag: string) {
  return new Promise<number>((resolve) => pending.set(tag, () => resolve(performance.now())));
}

function listenFor(socket: Socket, pending: Map<string, () => void>, tagOf: (payload: unknown) => string) {
  socket.on('message', (payload: unknown) => {
    const tag = tagOf(payload);
    pending.get(tag)?.();
    pending.delete(tag);
  });
}

/** Every member sends MESSAGES in turn, all members at once; latency is send start → event received. */
async function run(
  sockets: Socket[],
  send: (from: number, to: number, tag: string) => Promise<void>,
  tagOf: (p: unknown) => string,
) {
  const pending = sockets.map(() => new Map<string, () => void>());
  sockets.forEach((socket, i) => listenFor(socket, pending[i]!, tagOf));
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    sockets.map(async (_, from) => {
      const to = recipientOf(from);
      for (let n = 0; n < MESSAGES; n++) {
        const tag = `bench-${from}-${n}`;
        const received = arrival(sockets[to]!, pending[to]!, tag);
        const sentAt = performance.now();
        await send(from, to, tag);
        latencies.push((await received) - sentAt);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** The real server on a fresh PGlite in a temporary DATA_DIR; members are VIP so no turn rule waits. */
async function benchServer(): Promise<Figures> {
  const server = await startBenchServer();
  const { app, origin: url } = server;
  const addressOf = (i: number) => `10.77.${i >> 8}.${(i & 255) + 1}`;
  try {
    const members: { id: number; token: string }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const res = await fetch(`${url}/v1/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i) },
        body: JSON.stringify({
          email: `bench${i}@example.test`,
          name: `bench_${i}`,
          password: 'secret123',
          gender: i % 2,
          birthday: '1990-01-01',
          terms: true,
        }),
      });
      if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as AuthResponse;
      await app.db.update(users).set({ free: 1 }).where(eq(users.id, body.me.id));
      members.push({ id: body.me.id, token: body.token });
    }
    const sockets = await Promise.all(members.map((m) => connectSocket(url, { token: m.token })));
    const figures = await run(
      sockets,
      async (from, to, tag) => {
        const res = await fetch(`${url}/v1/messages`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${members[from]!.token}`,
            'x-forwarded-for': addressOf(from),
          },
          body: JSON.stringify({ user_id: members[to]!.id, message_content: tag, client_id: tag }),
        });
        if (!res.ok) throw new Error(`send failed: ${res.status} ${await res.text()}`);
      },
      (payload) => (payload as MessageEvent).message.message_content,
    );
    for (const socket of sockets) socket.disconnect();
    return figures;
  } finally {
    await server.close();
  }
}

/** A bare Socket.IO relay: a client emits to the server, which emits to the recipient's room. */
async function benchEcho(): Promise<Figures> {
  const http = createServer();
  const io = new Server(http);
  io.on('connection', (socket) => {
    void socket.join(`user:${String(socket.handshake.auth.id)}`);
    socket.on('send', (to: number, tag: string, ack: () => void) => {
      io.to(`user:${to}`).emit('message', tag);
      ack();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const sockets = await Promise.all(Array.from({ length: MEMBERS }, (_, id) => connectSocket(url, { id })));
  const figures = await run(
    sockets,
    (from, to, tag) => sockets[from]!.timeout(10_000).emitWithAck('send', to, tag),
    (payload) => String(payload),
  );
  for (const socket of sockets) socket.disconnect();
  await io.close();
  return figures;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function report(name: string, { latencies, seconds }: Figures) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50).toFixed(1);
  const p99 = percentile(sorted, 99).toFixed(1);
  const rate = (latencies.length / seconds).toFixed(0);
  console.log(
    `${name.padEnd(24)} ${String(latencies.length).padStart(6)} msgs  p50 ${p50.padStart(7)} ms  p99 ${p99.padStart(7)} ms  ${rate.padStart(6)} msg/s`,
  );
}

console.log(`chat latency: ${MEMBERS} members × ${MESSAGES} messages each, send → "message" event`);
report('yuanfen (PGlite, HTTP)', await benchServer());
report('bare Socket.IO relay', await benchEcho());

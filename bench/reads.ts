/**
 * Read hot paths: GET feeds, GET message_threads and GET message_threads/{id} through the real server
 * (PGlite, every plugin), each driven by concurrent clients for a fixed time, next to a bare node:http
 * server answering a small JSON in the same run (the floor).
 *
 *   npm run reads -w @yuanfen/bench        (or: node --import tsx bench/reads.ts)
 *   READS_BENCH_SECONDS=5 READS_BENCH_CLIENTS=8 …
 *
 * The community: 24 members in four languages, 60 posts and 12 conversations of 20 messages; the reader
 * is a member in machine-translation mode whose feed and chats are half in other languages, all already
 * translated (the steady state: a translation is made once and then read many times). Prints figures only.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { AuthResponse } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { users } from '../apps/server/src/db/schema';
import { startBenchServer } from './server';

const SECONDS = Number(process.env.READS_BENCH_SECONDS ?? 5);
const CLIENTS = Number(process.env.READS_BENCH_CLIENTS ?? 8);

const TEXTS: Record<string, string[]> = {
  en: ['Just finished a 10 km run along the river, legs are jelly!', 'Rainy evening, a good book and a cup of tea.'],
  de: ['Endlich Wochenende! Ab in die Berge zum Wandern.', 'Heute zum ersten Mal selbst Brot gebacken.'],
  ja: ['週末は鎌倉へ。海がとてもきれいでした。', '初めて自分でカレーを作ってみました。'],
  fr: ['Balade au bord de la Seine ce matin, Paris sous le soleil.', "J'ai enfin réussi mes macarons ce week-end."],
};
const LANGS = Object.keys(TEXTS);

interface Figures {
  requests: number;
  seconds: number;
  latencies: number[];
}

/** `CLIENTS` loops calling `call` back to back for SECONDS. */
async function drive(call: () => Promise<void>): Promise<Figures> {
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const at = performance.now();
        await call();
        latencies.push(performance.now() - at);
      }
    }),
  );
  return { requests: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function report(name: string, { requests, seconds, latencies }: Figures, floor?: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const rps = requests / seconds;
  const share = floor ? `  ${((rps / floor) * 100).toFixed(1).padStart(5)} % of floor` : '';
  console.log(
    `${name.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms${share}`,
  );
  return rps;
}

async function floorServer(): Promise<Figures> {
  const body = JSON.stringify({ edition: 'global', version: '1.0.0', production: true });
  const http = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/`;
  const figures = await drive(async () => {
    await (await fetch(url)).text();
  });
  await new Promise((resolve) => http.close(resolve));
  return figures;
}

async function main() {
  const server = await startBenchServer({ RATE_LIMIT: '0' });
  const { app } = server;
  const url = `${server.origin}/v1`;
  const post = async (route: string, body: unknown, token?: string, ip = '10.9.0.1') => {
    const res = await fetch(`${url}/${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  try {
    const members: { id: number; token: string; language: string }[] = [];
    for (let i = 0; i < 25; i++) {
      const language = LANGS[i % LANGS.length]!;
      const auth = (await post(
        'register',
        {
          email: `reader${i}@example.test`,
          name: `reader_${i}`,
          password: 'secret123',
          gender: i % 2,
          language,
          birthday: '1990-01-01',
          terms: true,
        },
        undefined,
        `10.9.${i}.1`,
      )) as AuthResponse;
      await app.db.update(users).set({ free: 1, interest: null }).where(eq(users.id, auth.me.id));
      members.push({ id: auth.me.id, token: auth.token, language });
    }
    const [reader, ...others] = members as [(typeof members)[0], ...typeof members];
    for (let n = 0; n < 60; n++) {
      const author = others[n % others.length]!;
      await post('feeds', { content: `${TEXTS[author.language]![n % 2]} #${n}` }, author.token);
    }
    for (const peer of others.slice(0, 12)) {
      for (let n = 0; n < 20; n++) {
        const [from, to] = n % 2 ? [reader, peer] : [peer, reader];
        await post(
          'messages',
          { user_id: to.id, message_content: `${TEXTS[from.language]![n % 2]} (${n})` },
          from.token,
        );
      }
    }
    // Each request from an address of its own: the server's per-address limit is not what is measured.
    let request = 0;
    const get = async (route: string) => {
      const n = request++;
      const headers = {
        authorization: `Bearer ${reader.token}`,
        'x-forwarded-for': `10.${100 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}`,
      };
      const res = await fetch(`${url}/${route}`, { headers });
      if (!res.ok) throw new Error(`${route}: ${res.status}`);
      return res.json() as Promise<{ data: { id: number }[] }>;
    };
    // Warm up: every foreign item is presented once, so translations that can be made are made.
    const threads = await get('message_threads');
    for (let i = 0; i < 3; i++) {
      await get('feeds');
      for (const thread of threads.data) await get(`message_threads/${thread.id}`);
      await (app.services as { translation?: { drain(): Promise<void> } }).translation?.drain();
    }

    console.log(`reads: ${CLIENTS} concurrent clients × ${SECONDS} s each, PGlite, one process`);
    const floor = report('bare node:http (floor)', await floorServer());
    report('GET /v1/feeds', await drive(() => get('feeds').then(() => undefined)), floor);
    report('GET /v1/message_threads', await drive(() => get('message_threads').then(() => undefined)), floor);
    let next = 0;
    report(
      'GET /v1/message_threads/{id}',
      await drive(() => get(`message_threads/${threads.data[next++ % threads.data.length]!.id}`).then(() => undefined)),
      floor,
    );
  } finally {
    await server.close();
  }
}

await main();

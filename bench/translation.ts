/**
 * Translation: how long a message in another language takes to reach its reader translated, what the
 * translation memory saves, and what reading translated lists costs, through the real server (PGlite,
 * every plugin) with a local LibreTranslate fake as its engine (answering at once: what is measured is
 * Yuanfen's own work around the engine).
 *
 *   npm run translation -w @yuanfen/bench        (or: node --import tsx bench/translation.ts)
 *   TRANSLATION_BENCH_PAIRS=10 TRANSLATION_BENCH_MESSAGES=10 …
 *
 * Members come in pairs, a German writing to a Japanese reader, all at once; in the same run the same
 * number of messages goes between members of the same language (no translation: the floor). Prints
 * figures only, `translation_memory_hits` among them.
 */
import { performance } from 'node:perf_hooks';
import type { AuthResponse, MessageEvent, TranslationEvent } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { users } from '../apps/server/src/db/schema';
import { startFakeLibreTranslate } from '../apps/server/src/test/fake-translation';
import { connectSocket, startBenchServer } from './server';

const PAIRS = Number(process.env.TRANSLATION_BENCH_PAIRS ?? 10);
const MESSAGES = Number(process.env.TRANSLATION_BENCH_MESSAGES ?? 10);

/** What the German members write: a few sentences, so later messages repeat earlier ones (the memory). */
const GERMAN = [
  'Hallo! Wie war dein Tag heute bei der Arbeit?',
  'Ich habe heute Abend Zeit, sollen wir telefonieren?',
  'Das Wetter in Hamburg ist schon wieder regnerisch.',
  'Hast du am Wochenende schon etwas vor?',
  'Ich lerne gerade ein bisschen Japanisch, es ist schwer!',
  'Gute Nacht und schlaf gut, bis morgen!',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function line(name: string, latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(36)} ${String(latencies.length).padStart(5)} msgs  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms  ${(latencies.length / seconds).toFixed(0).padStart(5)} msg/s`,
  );
}

async function main() {
  const fake = await startFakeLibreTranslate();
  const server = await startBenchServer({ RATE_LIMIT: '0', LIBRETRANSLATE_URL: fake.url });
  const { app } = server;
  const url = server.origin;
  let request = 0;
  const ip = () => {
    const n = request++;
    return `10.${50 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}`;
  };
  const call = async (method: string, route: string, token: string | null, body?: unknown) => {
    const res = await fetch(`${url}/v1/${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  const member = async (i: number, language: string) => {
    const auth = (await call('POST', 'register', null, {
      email: `t${i}@example.test`,
      name: `trans_${i}`,
      password: 'secret123',
      gender: i % 2,
      birthday: '1990-01-01',
      terms: true,
      language,
    })) as AuthResponse;
    await app.db.update(users).set({ free: 1 }).where(eq(users.id, auth.me.id));
    return { id: auth.me.id, token: auth.token };
  };

  try {
    const writers = await Promise.all(Array.from({ length: PAIRS }, (_, i) => member(i, 'de')));
    const readers = await Promise.all(Array.from({ length: PAIRS }, (_, i) => member(PAIRS + i, 'ja')));
    const peers = await Promise.all(Array.from({ length: PAIRS }, (_, i) => member(2 * PAIRS + i, 'de')));
    const sockets = await Promise.all([...readers, ...peers].map((m) => connectSocket(url, { token: m.token })));

    /** Sends MESSAGES from each writer to `to[i]`, all pairs at once; times send → event. */
    const exchange = async (to: typeof readers, event: 'message' | 'translation', socketOffset: number) => {
      // Events can overtake the answer to the send: each arrival is kept until its send asks for it.
      const arrived = new Map<number, number>();
      const waiting = new Map<number, (at: number) => void>();
      const arrive = (id: number) => {
        const at = performance.now();
        const wake = waiting.get(id);
        if (wake) wake(at);
        else arrived.set(id, at);
      };
      for (const socket of sockets.slice(socketOffset, socketOffset + PAIRS)) {
        // A message the memory knows arrives translated; others arrive pending, then `translation` follows.
        socket.on('message', ({ message }: MessageEvent) => {
          if (event === 'message' || message.translate_status === 'done') arrive(message.id);
        });
        if (event === 'translation') {
          socket.on('translation', (payload: TranslationEvent) => {
            if (payload.translate_status === 'done') arrive(payload.id);
          });
        }
      }
      const latencies: number[] = [];
      const started = performance.now();
      await Promise.all(
        writers.map(async (writer, i) => {
          for (let n = 0; n < MESSAGES; n++) {
            const at = performance.now();
            const sent = (await call('POST', 'messages', writer.token, {
              user_id: to[i]!.id,
              message_content: GERMAN[(i + n) % GERMAN.length],
            })) as { id: number };
            const done = await new Promise<number>((resolve) => {
              const early = arrived.get(sent.id);
              if (early !== undefined) resolve(early);
              else waiting.set(sent.id, resolve);
            });
            latencies.push(done - at);
          }
        }),
      );
      return { latencies, seconds: (performance.now() - started) / 1000 };
    };

    console.log(
      `translation: ${PAIRS} pairs × ${MESSAGES} messages, German → Japanese, engine: local LibreTranslate fake`,
    );
    const same = await exchange(peers, 'message', PAIRS);
    line('same language (send → answer)', same.latencies, same.seconds);
    const translated = await exchange(readers, 'translation', 0);
    line('German → Japanese (send → translation)', translated.latencies, translated.seconds);
    await app.services.translation.drain();

    const memory = app.services.translation.memoryStats();
    const engineCalls = fake.calls.filter((c) => c.path === '/translate').length;
    console.log(
      `translation_memory_hits ${memory.hits}  misses ${memory.misses}  engine calls ${engineCalls} for ${PAIRS * MESSAGES} messages`,
    );
    for (const socket of sockets) socket.disconnect();
  } finally {
    await server.close();
    await fake.close();
  }
}

await main();

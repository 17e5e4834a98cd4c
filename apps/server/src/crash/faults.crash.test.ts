/**
 * Battery L, faults (issue 13): Redis and PostgreSQL "restarted" under load. The server is a child
 * process on a PostgreSQL database of its own and a redis-server of its own (the machine's shared Redis
 * and PostgreSQL cluster are never stopped): Redis is killed with SIGKILL and started again on the same
 * port; a PostgreSQL restart is simulated by terminating every backend of the test's database.
 *
 * While it lasts, every request answers 2xx or a clean 503 (the ARCHITECTURE.md §4 error body and a
 * Retry-After header) — never a raw 500 nor a hang; afterwards the node answers again by itself, without a
 * restart; and a Socket.IO client connected across the faults ends up with every acknowledged message,
 * live or through the catch-up the web does after a reconnect (the conversation fetched again).
 *
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL: the CI stage "crash and fault suite" always sets both
 * (`.ci/run`), so `runIf` only spares a PGlite-only developer run, never CI.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type {
  ChatMessage,
  ClientToServerEvents,
  MessageEvent,
  ServerToClientEvents,
  ThreadView,
} from '@yuanfen/contract';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import {
  call,
  createPgDatabase,
  freePort,
  pool,
  recharge,
  RedisProcess,
  ServerProcess,
  signUp,
  sleep,
  tempDir,
  terminateBackends,
  upgrade,
  type Answer,
  type Member,
} from './harness';

const adminUrl = process.env.TEST_DATABASE_URL;
const SENDERS = 4;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
});

/** The recipient's client: live `message` events, and after every reconnect the conversations fetched again. */
class Recipient {
  readonly live = new Set<number>();
  readonly caughtUp = new Set<number>();
  reconnects = 0;
  readonly failedCatchUps: string[] = [];
  private readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;

  constructor(
    private readonly origin: string,
    private readonly me: Member,
    private readonly peers: Member[],
  ) {
    this.socket = io(origin, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
      auth: { token: me.token },
    });
    this.socket.on('message', (event: MessageEvent) => {
      if (event.kind === 'new') this.live.add(event.message.id);
    });
    this.socket.io.on('reconnect', () => {
      this.reconnects++;
      void this.catchUp();
    });
  }

  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  /** What the web does after a reconnect: each conversation fetched again, newest page first, back to its start. */
  async catchUp(): Promise<void> {
    for (const peer of this.peers) {
      let maxId: number | undefined;
      for (let attempt = 0; attempt < 20;) {
        const res = await call<ThreadView>(
          this.origin,
          'GET',
          `/v1/message_threads/${peer.id}?user=1${maxId ? `&max_id=${maxId}` : ''}`,
          undefined,
          this.me.auth,
        );
        if (res.status !== 200) {
          // A 503 says "again shortly": the client waits its Retry-After and asks again.
          this.failedCatchUps.push(`${res.status} ${JSON.stringify(res.body)}`.slice(0, 200));
          attempt++;
          await sleep(1000 * Math.min(1, Number(res.headers?.get('retry-after')) || 1));
          continue;
        }
        for (const m of res.body.data) this.caughtUp.add(m.id);
        if (res.body.next_max_id === -1) break;
        maxId = res.body.next_max_id;
      }
    }
  }

  /** A network blip on the client's side: the transport drops and the client reconnects by itself. */
  dropConnection() {
    this.socket.io.engine.close();
  }

  has(id: number) {
    return this.live.has(id) || this.caughtUp.has(id);
  }

  close() {
    this.socket.disconnect();
  }
}

/** A clean refusal while a dependency is down: 503, the §4 body, and a Retry-After header. */
const cleanUnavailable = (res: Answer) => {
  const body = res.body as { code?: unknown; message?: unknown } | null;
  return (
    res.status === 503 &&
    typeof body?.code === 'number' &&
    typeof body.message === 'string' &&
    Number(res.headers?.get('retry-after')) > 0
  );
};

describe.runIf(adminUrl && process.env.TEST_REDIS_URL)('PostgreSQL and Redis restarted under load', () => {
  it(
    'answers 2xx or a clean 503, recovers by itself, and the client gets every message',
    { timeout: 150_000 },
    async () => {
      const run = randomBytes(4).toString('hex');
      const redis = new RedisProcess(await freePort());
      await redis.start();
      cleanups.push(() => redis.kill9());
      const database = await createPgDatabase(adminUrl!);
      cleanups.push(database.drop);
      const dataDir = tempDir('yf-fault-');
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const server = new ServerProcess(await freePort(), {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        REDIS_PREFIX: `yf-fault-${run}:`,
      });
      cleanups.push(() => server.stop());
      await server.start();
      const { origin } = server;

      const bob = await signUp(origin, 'bob');
      const senders: Member[] = [];
      for (let n = 0; n < SENDERS; n++) senders.push(await signUp(origin, `sender${n}`));
      await pool(senders, 4, async (m) => {
        await recharge(origin, m, 300);
        await upgrade(origin, m, 12);
      });
      const client = new Recipient(origin, bob, senders);
      cleanups.push(async () => client.close());
      await client.connected();

      // Load: each sender writes to Bob without pause; a 503 is retried with the same client_id after its
      // Retry-After, as a client would. Every answer is classified.
      const acked = new Map<string, number>();
      const answers = { ok: 0, clean503: 0, unclean: [] as string[], hung: 0 };
      let phase = 'before';
      let stop = false;
      let seq = 0;
      const sendOne = async (m: Member) => {
        const clientId = `fault-${run}-${seq++}`;
        for (let attempt = 0; attempt < 30 && !stop; attempt++) {
          const res = await call<ChatMessage>(
            origin,
            'POST',
            '/v1/messages',
            { user_id: bob.id, message_content: `fault ${run} ${clientId}`, client_id: clientId },
            m.auth,
            15_000,
          );
          if (res.status === 200) {
            answers.ok++;
            acked.set(clientId, res.body.id);
            return true;
          }
          if (cleanUnavailable(res)) {
            answers.clean503++;
            await sleep(Math.min(1, Number(res.headers!.get('retry-after'))) * 1000);
            continue;
          }
          if (res.status === 0) answers.hung++;
          else answers.unclean.push(`${phase}: ${res.status} ${JSON.stringify(res.body)}`.slice(0, 300));
          return false;
        }
        return false;
      };
      const load = Promise.all(
        senders.map(async (m) => {
          while (!stop) await sendOne(m);
        }),
      );

      await sleep(1_500);
      // Redis "restart": killed, down for 2 s, started again on the same port (empty, as a restart without
      // persistence leaves it).
      phase = 'redis down';
      await redis.kill9();
      await sleep(2_000);
      await redis.start();
      phase = 'redis back';
      await sleep(2_500);
      // PostgreSQL "restart": every backend of the database ended, twice, as the server's sessions are at
      // once re-opened by the pool.
      phase = 'postgres restart';
      // The client's own connection drops at the same moment, so what it misses meanwhile comes only through
      // the catch-up after its reconnect.
      client.dropConnection();
      const terminated = [await terminateBackends(adminUrl!, database.name)];
      await sleep(700);
      terminated.push(await terminateBackends(adminUrl!, database.name));
      await sleep(2_500);
      phase = 'after';
      stop = true;
      await load;

      // Recovered by itself: a fresh round of sends all answer 200 at once, no restart in between.
      stop = false;
      const recovered = await Promise.all(senders.map((m) => sendOne(m)));
      stop = true;

      // Whatever the client missed live it fetched after its reconnect; a message committed but not yet
      // pushed is sent by the publish-pending-messages job within ~10 s.
      const ids = [...acked.values()];
      const until = Date.now() + 20_000;
      while (ids.some((id) => !client.has(id)) && Date.now() < until) await sleep(250);
      const missing = ids.filter((id) => !client.has(id));
      // Each acknowledged send (some of them retried after a 503) is stored exactly once, under its id.
      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      const stored = await check.query<{ client_id: string; id: number; n: number }>(
        `select client_id, min(id) as id, count(*)::int as n from messages where client_id like $1 group by client_id`,
        [`fault-${run}-%`],
      );
      await check.end();
      const byClientId = new Map(stored.rows.map((r) => [r.client_id, r]));
      const duplicates = [...acked.keys()].filter((k) => (byClientId.get(k)?.n ?? 0) > 1).length;
      const notStored = [...acked.entries()].filter(([k, id]) => byClientId.get(k)?.id !== id).length;
      const viaCatchUp = ids.filter((id) => !client.live.has(id) && client.caughtUp.has(id)).length;

      console.log(
        `[faults] terminated PostgreSQL backends ${terminated.join('+')}; answers: 200 ${answers.ok}, clean 503 ${answers.clean503}, ` +
          `unclean ${answers.unclean.length}, no answer ${answers.hung}; recovered sends ${recovered.filter(Boolean).length}/${recovered.length}; ` +
          `messages acknowledged ${ids.length}, received live ${ids.filter((id) => client.live.has(id)).length}, ` +
          `through catch-up ${viaCatchUp}, lost ${missing.length}; stored twice ${duplicates}, not stored ${notStored}; ` +
          `socket reconnects ${client.reconnects}`,
      );
      if (client.failedCatchUps.length)
        console.log(`[faults] catch-up answers retried: ${client.failedCatchUps.join('; ')}`);
      if (answers.unclean.length || answers.hung) {
        console.log(
          `[faults] unclean answers:\n${answers.unclean.slice(0, 10).join('\n')}\nserver log:\n${server.log.slice(-4000)}`,
        );
      }

      expect(answers.unclean).toEqual([]);
      expect(answers.hung).toBe(0);
      expect(recovered.every(Boolean)).toBe(true);
      expect(missing).toEqual([]);
      expect(duplicates).toBe(0);
      expect(notStored).toBe(0);
      expect(client.reconnects).toBeGreaterThan(0);
      // The dependencies really went away and came back while the load ran.
      expect(terminated.some((n) => n > 0)).toBe(true);
    },
  );
});

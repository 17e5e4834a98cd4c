/**
 * The simulated members of P7 (bench/mixed.ts) and of battery N (apps/server/src/crash/mixed-load.crash.test.ts):
 * each member holds a Socket.IO connection (presence, the pushed messages) and, with a think time between
 * actions, reads the feed, browses the member lists, searches, opens profiles and conversations and writes
 * to a partner about once a minute, through the real HTTP API with a real access token.
 *
 * The mix (per member, one action every `thinkMs` on average, uniform in [0.5, 1.5] × `thinkMs`):
 *
 * | action | share | route |
 * |---|---|---|
 * | read the feed | 25 % | GET /v1/feeds |
 * | browse the newest members | 10 % | GET /v1/latest |
 * | browse the recommended members | 5 % | GET /v1/recommend |
 * | search by city | 5 % | POST /v1/search |
 * | open a profile | 15 % | GET /v1/user/{id} |
 * | open the conversation list | 10 % | GET /v1/message_threads |
 * | open the conversation with the partner | 10 % | GET /v1/message_threads/{id}?user=1 |
 * | write to the partner | 20 % | POST /v1/messages |
 *
 * With the default think time of 12 s that is 5 requests a minute per member, one of them a message:
 * 5,000 members send about 417 requests/s and 83 messages/s, and hold 5,000 sockets.
 *
 * Runs in a worker thread (its own event loop, apart from a server in the same process) through
 * `simulate()`, which answers per-step figures; `runSteps()` is the same in the calling thread.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';

export interface SimMember {
  id: number;
  token: string;
  /** Whom this member writes to (a member of the same list, who writes back). */
  partner: number;
  /**
   * The member's own address, sent as X-Forwarded-For (the server trusts one local proxy hop), so the
   * per-address limits apply per member as in life, not to the whole load at once.
   */
  address: string;
}

export interface SimOptions {
  origin: string;
  members: SimMember[];
  /** Member counts of the ramp's steps, growing; each step adds members to those already active. */
  steps: number[];
  /** Measured seconds per step (after the step's sockets are connected and `warmupSeconds`). */
  seconds: number;
  warmupSeconds?: number;
  /** Mean pause between one member's actions (12,000). */
  thinkMs?: number;
  /** Profiles the members open (public members). */
  profileIds: number[];
  /** What they search for. */
  queries: string[];
  /** HTTP connections shared by the members, as a proxy in front of the node pools them (512). */
  connections?: number;
  /** Sockets connecting at the same time while a step ramps up (50). */
  connectConcurrency?: number;
}

export interface KindFigures {
  count: number;
  p50: number;
  p99: number;
  errors: Record<string, number>;
}

export interface StepFigures {
  members: number;
  sockets: number;
  seconds: number;
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  kinds: Record<string, KindFigures>;
  /**
   * Messages acknowledged in the step, those of them never pushed to the recipient's socket, and the
   * pushes in the step with their send → push latency.
   */
  messages: { sent: number; lost: number; pushed: number; p50: number; p99: number };
  /** Seconds the step's new sockets took to connect, and connections refused. */
  connectSeconds: number;
  /** Seconds after the last connection until the `online` announcements stopped (the measure starts after). */
  settleSeconds: number;
  /** `online` events (frames) the members' sockets received since the start (the announcements' fan-out). */
  onlineEvents: number;
  /** Presence changes those events carried (a batched `online` event names several members). */
  onlineChanges: number;
  connectErrors: number;
  /** Socket disconnections during the step (each one an error of the presence). */
  disconnects: number;
  /** The first few failed answers, for the reader to see why. */
  errorSamples: string[];
}

/** Rows of a query, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
type Execute = (sql: string) => Promise<unknown>;
const rowsOf = async <T>(execute: Execute, text: string) => ((await execute(text)) as { rows: T[] }).rows;

/**
 * Makes `count` members of a generated community (bench/generate.ts) ready to be simulated: the active
 * members after the readers, each made VIP (so no turn rule refuses a second message before the reply)
 * and given a signed-in device, with an access token `sign` mints for it; partners are neighbours in the
 * list (each pair writes to each other). Answers them with public profiles to open and searches to make.
 */
export async function prepareMembers(
  execute: Execute,
  count: number,
  sign: (claims: { userId: number; deviceId: number }) => Promise<string>,
): Promise<{ members: SimMember[]; profileIds: number[]; queries: string[] }> {
  // Public or registered-only: a hidden or friends-only partner is "doesn't exist or hidden" to a stranger.
  const chosen = `select id from users where status = 'active' and visibility in ('public', 'registered') and id > 4
    order by id limit ${count}`;
  await execute(`update users set vip = 1, vip_expired_at = now() + interval '30 days' where id in (${chosen})`);
  await execute(`insert into devices (user_id, client_id, client_kind)
    select id, 'bench-member-' || id, 'web' from (${chosen}) m`);
  const devices = await rowsOf<{ user_id: number; id: number }>(
    execute,
    `select user_id, id from devices where client_id like 'bench-member-%' order by user_id`,
  );
  if (devices.length < count)
    throw new Error(`the community has ${devices.length} active members to simulate, not ${count}: raise its scale`);
  const tokens = await Promise.all(devices.map((d) => sign({ userId: Number(d.user_id), deviceId: Number(d.id) })));
  const ids = devices.map((d) => Number(d.user_id));
  const members = ids.map((id, i) => ({
    id,
    token: tokens[i]!,
    partner: ids[i % 2 === 0 ? (i + 1 < ids.length ? i + 1 : i - 1) : i - 1]!,
    address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  }));
  const profiles = await rowsOf<{ id: number }>(
    execute,
    `select id from users where status = 'active' and visibility = 'public' order by id limit 1000`,
  );
  return {
    members,
    profileIds: profiles.map((r) => Number(r.id)),
    queries: ['Chicago', 'Chengdu', 'Taichung', 'Hamburg', 'Bologna', 'Lyon', 'Osaka', 'Busan'],
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Kind = { name: string; share: number };
const KINDS: Kind[] = [
  { name: 'GET feeds', share: 25 },
  { name: 'GET latest', share: 10 },
  { name: 'GET recommend', share: 5 },
  { name: 'POST search', share: 5 },
  { name: 'GET user/{id}', share: 15 },
  { name: 'GET message_threads', share: 10 },
  { name: 'GET message_threads/{id}', share: 10 },
  { name: 'POST messages', share: 20 },
];
const TOTAL_SHARE = KINDS.reduce((sum, k) => sum + k.share, 0);

function chooseKind(): string {
  let r = Math.random() * TOTAL_SHARE;
  for (const k of KINDS) if ((r -= k.share) < 0) return k.name;
  return KINDS[0]!.name;
}

/** Runs the ramp in the calling thread. */
export async function runSteps(opts: SimOptions, progress: (line: string) => void = () => {}): Promise<StepFigures[]> {
  const url = new URL(opts.origin);
  const thinkMs = opts.thinkMs ?? 12_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections ?? 512 });
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

  /** The current step's records; null between steps (ramping, not measured). */
  let bucket: {
    latencies: Map<string, number[]>;
    errors: Map<string, Record<string, number>>;
    pushes: number[];
    acknowledged: number[];
    disconnects: number;
    samples: string[];
  } | null = null;
  let stopping = false;

  const send = (method: 'GET' | 'POST', path: string, m: SimMember, body?: unknown) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string | number> = {
        authorization: `Bearer ${m.token}`,
        'x-forwarded-for': m.address,
      };
      if (text !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(text);
      }
      const r = http.request({ host: url.hostname, port: url.port, method, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', () => resolve({ status: 0, body: '' }));
      });
      // A member gives up after 30 s, waiting for a free connection included: an error (status 0).
      const timer = setTimeout(() => r.destroy(new Error('timeout')), 30_000);
      r.on('close', () => clearTimeout(timer));
      r.on('error', () => resolve({ status: 0, body: '' }));
      r.end(text);
    });

  /**
   * Send → push: the push often arrives before the answer to the send is read, so both orders meet here
   * (message id → when the send started, or when the push arrived).
   */
  const sentAt = new Map<number, number>();
  const pushedAt = new Map<number, number>();
  /** Every message id pushed to its recipient. */
  const delivered = new Set<number>();
  const sockets: Socket[] = [];
  /** `online` events received (each connection is announced to every socket that may see the member). */
  let onlineEvents = 0;
  let onlineChanges = 0;
  let lastOnlineAt = 0;

  const connect = (m: SimMember) =>
    new Promise<Socket | null>((resolve) => {
      const socket = io(opts.origin, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { token: m.token },
        extraHeaders: { 'x-forwarded-for': m.address },
      });
      socket.on('message', (e: { kind?: string; message?: { id: number; recipient?: number } }) => {
        // Only the recipient's push counts (the sender's own devices are told too).
        if (e.kind !== 'new' || !e.message || e.message.recipient !== m.id) return;
        const id = e.message.id;
        delivered.add(id);
        const at = sentAt.get(id);
        if (at === undefined) {
          pushedAt.set(id, performance.now());
          return;
        }
        sentAt.delete(id);
        bucket?.pushes.push(performance.now() - at);
      });
      socket.on('online', (changes: unknown) => {
        onlineEvents++;
        onlineChanges += Array.isArray(changes) ? changes.length : 1;
        lastOnlineAt = performance.now();
      });
      socket.on('disconnect', () => {
        if (!stopping && bucket) bucket.disconnects++;
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', () => resolve(null));
    });

  const act = async (m: SimMember, kind: string) => {
    switch (kind) {
      case 'GET feeds':
        return send('GET', '/v1/feeds', m);
      case 'GET latest':
        return send('GET', '/v1/latest', m);
      case 'GET recommend':
        return send('GET', '/v1/recommend', m);
      case 'POST search':
        return send('POST', '/v1/search', m, { q: pick(opts.queries) });
      case 'GET user/{id}':
        return send('GET', `/v1/user/${pick(opts.profileIds)}`, m);
      case 'GET message_threads':
        return send('GET', '/v1/message_threads', m);
      case 'GET message_threads/{id}':
        return send('GET', `/v1/message_threads/${m.partner}?user=1`, m);
      default: {
        const at = performance.now();
        const res = await send('POST', '/v1/messages', m, {
          user_id: m.partner,
          message_content: `Hello from ${m.id}, ${new Date().toISOString()}`,
        });
        if (res.status === 200) {
          const id = (JSON.parse(res.body) as { id?: number }).id;
          const pushed = typeof id === 'number' ? pushedAt.get(id) : undefined;
          if (typeof id === 'number' && pushed === undefined) sentAt.set(id, at);
          else if (typeof id === 'number' && pushed !== undefined) {
            pushedAt.delete(id);
            bucket?.pushes.push(pushed - at);
          }
          if (bucket && typeof id === 'number') bucket.acknowledged.push(id);
        }
        return res;
      }
    }
  };

  const loops: Promise<void>[] = [];
  const live = async (m: SimMember) => {
    // The first action comes after a random part of the think time, so members do not act in step.
    await sleep(Math.random() * thinkMs);
    while (!stopping) {
      const kind = chooseKind();
      const own = bucket;
      const at = performance.now();
      const res = await act(m, kind);
      const took = performance.now() - at;
      if (own && own === bucket) {
        const list = own.latencies.get(kind) ?? [];
        list.push(took);
        own.latencies.set(kind, list);
        if (res.status < 200 || res.status > 299) {
          const errors = own.errors.get(kind) ?? {};
          errors[res.status] = (errors[res.status] ?? 0) + 1;
          own.errors.set(kind, errors);
          if (own.samples.length < 5) own.samples.push(`${kind} ${res.status} ${res.body.slice(0, 200)}`);
        }
      }
      await sleep(thinkMs * (0.5 + Math.random()));
    }
  };

  const results: StepFigures[] = [];
  let active = 0;
  try {
    for (const target of opts.steps) {
      const count = Math.min(target, opts.members.length);
      const started = performance.now();
      let connectErrors = 0;
      const joining = opts.members.slice(active, count);
      let next = 0;
      await Promise.all(
        Array.from({ length: opts.connectConcurrency ?? 50 }, async () => {
          while (next < joining.length) {
            const m = joining[next++]!;
            const socket = await connect(m);
            if (socket) sockets.push(socket);
            else connectErrors++;
            loops.push(live(m));
          }
        }),
      );
      active = count;
      const connectSeconds = (performance.now() - started) / 1000;
      // The connection storm: each new socket is announced to the sockets already there, so the step's
      // connections cost O(members²) frames; the step is measured once they have stopped arriving (no
      // `online` event for 2 s, at most 5 minutes), in a steady state of members holding their sockets.
      const settleBy = performance.now() + 300_000;
      while (performance.now() - lastOnlineAt < 2_000 && performance.now() < settleBy) await sleep(250);
      const settleSeconds = (performance.now() - started) / 1000 - connectSeconds;
      progress(
        `  ${count} members: ${sockets.length} sockets connected in ${connectSeconds.toFixed(1)} s, ${onlineEvents} online events received (${onlineChanges} presence changes), settled ${settleSeconds.toFixed(1)} s later`,
      );
      await sleep((opts.warmupSeconds ?? Math.min(10, thinkMs / 1000)) * 1000);
      bucket = { latencies: new Map(), errors: new Map(), pushes: [], acknowledged: [], disconnects: 0, samples: [] };
      const measuredFrom = performance.now();
      await sleep(opts.seconds * 1000);
      const own = bucket;
      bucket = null;
      const elapsed = (performance.now() - measuredFrom) / 1000;
      // Every message acknowledged in the step reaches its recipient's socket (within 10 s of the step's end).
      const lostBy = performance.now() + 10_000;
      const lost = () => own.acknowledged.filter((id) => !delivered.has(id)).length;
      while (lost() && performance.now() < lostBy) await sleep(100);
      const kinds: Record<string, KindFigures> = {};
      const all: number[] = [];
      let errors = 0;
      for (const { name } of KINDS) {
        const list = (own.latencies.get(name) ?? []).sort((a, b) => a - b);
        all.push(...list);
        const errs = own.errors.get(name) ?? {};
        errors += Object.values(errs).reduce((s, n) => s + n, 0);
        kinds[name] = { count: list.length, p50: percentile(list, 50), p99: percentile(list, 99), errors: errs };
      }
      all.sort((a, b) => a - b);
      const pushes = own.pushes.sort((a, b) => a - b);
      results.push({
        members: count,
        sockets: sockets.filter((s) => s.connected).length,
        seconds: elapsed,
        rps: all.length / elapsed,
        requests: all.length,
        p50: percentile(all, 50),
        p99: percentile(all, 99),
        errors,
        kinds,
        messages: {
          sent: own.acknowledged.length,
          lost: lost(),
          pushed: pushes.length,
          p50: percentile(pushes, 50),
          p99: percentile(pushes, 99),
        },
        connectSeconds,
        settleSeconds,
        onlineEvents,
        onlineChanges,
        connectErrors,
        disconnects: own.disconnects,
        errorSamples: own.samples,
      });
      progress(formatStep(results.at(-1)!));
    }
  } finally {
    stopping = true;
    await Promise.all(loops);
    for (const s of sockets) s.disconnect();
    agent.destroy();
  }
  return results;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** One step as lines: the whole mix, then each kind. */
export function formatStep(s: StepFigures): string {
  const lines = [
    `  ${fmt(s.members)} members (${fmt(s.sockets)} sockets): ${fmt(s.rps)} req/s, ${fmt(s.requests)} requests in ${fmt(s.seconds, 1)} s, p50 ${fmt(s.p50, 1)} ms, p99 ${fmt(s.p99, 1)} ms, errors ${s.errors}, socket refusals ${s.connectErrors}, disconnects ${s.disconnects}`,
  ];
  for (const [name, k] of Object.entries(s.kinds)) {
    const errors = Object.keys(k.errors).length ? `  errors ${JSON.stringify(k.errors)}` : '';
    lines.push(
      `    ${name.padEnd(26)} ${fmt(k.count).padStart(7)}  p50 ${fmt(k.p50, 1).padStart(7)} ms  p99 ${fmt(k.p99, 1).padStart(7)} ms${errors}`,
    );
  }
  lines.push(
    `    ${'message pushed to partner'.padEnd(26)} ${fmt(s.messages.pushed).padStart(7)}  p50 ${fmt(s.messages.p50, 1).padStart(7)} ms  p99 ${fmt(s.messages.p99, 1).padStart(7)} ms  (${fmt(s.messages.sent)} acknowledged, ${fmt(s.messages.lost)} lost)`,
  );
  for (const sample of s.errorSamples) lines.push(`    error: ${sample}`);
  return lines.join('\n');
}

type FromWorker = { line: string } | { done: StepFigures[] };

/** Runs the ramp in a worker thread (its own event loop); `progress` gets each line as it comes. */
export function simulate(opts: SimOptions, progress: (line: string) => void = () => {}): Promise<StepFigures[]> {
  return new Promise((resolve, reject) => {
    // Worker threads start without the parent's loaders: the worker registers tsx, then loads this file.
    const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
    const self = JSON.stringify(import.meta.url);
    const boot = `import(${tsx}).then(({ register }) => { register(); return import(${self}); })`;
    const worker = new Worker(boot, { eval: true, workerData: { mixedMembers: opts } });
    worker.on('message', (m: FromWorker) => ('line' in m ? progress(m.line) : resolve(m.done)));
    worker.once('error', reject);
  });
}

const data = workerData as { mixedMembers?: SimOptions } | null;
if (!isMainThread && parentPort && data?.mixedMembers) {
  const port = parentPort;
  const done = await runSteps(data.mixedMembers, (line) => port.postMessage({ line }));
  port.postMessage({ done });
}

import { randomBytes } from 'node:crypto';
import type { PresenceChange } from '@yuanfen/contract';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryCounter,
  createRedisCounter,
  PresenceService,
  type RedisSocketCounter,
  type SocketCounter,
} from './presence';

/** The socket counters on their own: in-process, and on the local Redis (or TEST_REDIS_URL) like a cluster. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('in-process counter', () => {
  it('reports the first and the last socket of a user', async () => {
    const counter = createMemoryCounter();
    expect(await counter.increment(1)).toBe(true);
    expect(await counter.increment(1)).toBe(false);
    expect(await counter.increment(2)).toBe(true);
    expect(await counter.live([1, 2, 3])).toEqual(new Set([1, 2]));
    expect(await counter.decrement(1)).toBe(false);
    expect(await counter.decrement(1)).toBe(true);
    expect(await counter.decrement(1)).toBe(false);
    expect(await counter.all()).toEqual([2]);
    expect(await counter.close()).toEqual([2]);
  });
});

describe('presence service', () => {
  /** A service whose windows end only when the test says so (`settled`), announcing into `batches`. */
  const service = (visible: (ids: number[]) => Set<number>, batchMs = 3_600_000) => {
    const batches: PresenceChange[][] = [];
    const lookups: number[][] = [];
    const presence = new PresenceService({
      counter: createMemoryCounter(),
      // A slow lookup: without the per-user queue "offline" could overtake "online".
      visible: async (ids) => {
        lookups.push([...ids]);
        await new Promise((r) => setTimeout(r, 5));
        return visible(ids);
      },
      announce: async (changes) => {
        batches.push(changes);
      },
      batchMs,
    });
    return { presence, batches, lookups };
  };

  it('announces the changes of a window in one batch, each member once with their last state, visible members only', async () => {
    const { presence, batches, lookups } = service((ids) => new Set(ids.filter((id) => id !== 2)));
    void presence.connected(1);
    void presence.connected(2);
    void presence.connected(3);
    void presence.disconnected(1);
    void presence.disconnected(2);
    await presence.settled();
    // 1 came and went within the window: only its last state; 2 appears offline: never announced.
    expect(batches).toEqual([
      [
        { user_id: 3, online: true },
        { user_id: 1, online: false },
      ],
    ]);
    // One privacy lookup for the whole window.
    expect(lookups).toEqual([[3, 1, 2]]);
  });

  it('keeps the order across windows: online in one, offline in the next', async () => {
    const { presence, batches } = service((ids) => new Set(ids));
    void presence.connected(1);
    await presence.settled();
    void presence.disconnected(1);
    await presence.settled();
    expect(batches).toEqual([[{ user_id: 1, online: true }], [{ user_id: 1, online: false }]]);
    await presence.settled();
    expect(batches).toHaveLength(2);
  });

  it('announces a status change as decided, whatever the window held before', async () => {
    let shy = false;
    const { presence, batches } = service((ids) => new Set(ids.filter(() => !shy)));
    await presence.connected(4);
    // The member turns "always offline" before the window ends: announced offline, not online.
    shy = true;
    await presence.statusChanged(4);
    await presence.settled();
    expect(batches).toEqual([[{ user_id: 4, online: false }]]);
  });

  it('announces on its own once the window ends', async () => {
    const { presence, batches } = service((ids) => new Set(ids), 10);
    void presence.connected(5);
    void presence.connected(6);
    await expect
      .poll(() => batches, { timeout: 5000, interval: 10 })
      .toEqual([
        [
          { user_id: 5, online: true },
          { user_id: 6, online: true },
        ],
      ]);
  });

  it('announces what the window held when it closes', async () => {
    const { presence, batches } = service((ids) => new Set(ids));
    await presence.connected(7);
    await presence.close(false);
    expect(batches).toEqual([[{ user_id: 7, online: true }]]);
  });
});

describe('Redis counter (several nodes)', () => {
  const prefix = `yf-test:${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  const counters: RedisSocketCounter[] = [];
  const clients: Redis[] = [];
  const node = (
    opts: { ttlMs?: number; heartbeatMs?: number; onChange?: (ids: number[], online: boolean) => void } = {},
  ) => {
    const client = new Redis(REDIS_URL);
    clients.push(client);
    const counter = createRedisCounter({ redis: client, prefix, ...opts });
    counters.push(counter);
    return counter;
  };
  const keys = () => redis.keys(`${prefix}*`);

  beforeAll(() => {
    redis = new Redis(REDIS_URL);
  });
  afterEach(async () => {
    for (const counter of counters.splice(0)) await counter.close();
    await Promise.all(clients.splice(0).map((c) => c.quit()));
    // Every node closed cleanly: nothing is left under the prefix.
    expect(await keys()).toEqual([]);
  });
  afterAll(async () => {
    const left = await keys();
    if (left.length) await redis.del(...left);
    await redis.quit();
  });

  it('counts sockets across nodes: first and last socket are decided once for the whole cluster', async () => {
    const [a, b] = [node(), node()];
    const firsts = await Promise.all([a.increment(7), b.increment(7), a.increment(7), b.increment(7)]);
    expect(firsts.filter(Boolean)).toHaveLength(1);
    expect(await b.live([7, 8])).toEqual(new Set([7]));
    expect(await a.all()).toEqual([7]);

    const lasts = await Promise.all([a.decrement(7), b.decrement(7), a.decrement(7), b.decrement(7)]);
    expect(lasts.filter(Boolean)).toHaveLength(1);
    expect(await a.live([7])).toEqual(new Set());
    // A stray disconnect does not push the count below zero or hide another node's socket.
    expect(await a.decrement(7)).toBe(false);
    await b.increment(7);
    expect(await a.live([7])).toEqual(new Set([7]));
  });

  it('withdraws the sockets of a node that shuts down and reports who went offline', async () => {
    const [a, b] = [node(), node()];
    await a.increment(1);
    await a.increment(2);
    await b.increment(2);
    counters.splice(counters.indexOf(a), 1);
    expect((await a.close()).sort()).toEqual([1]);
    expect(await b.live([1, 2])).toEqual(new Set([2]));
  });

  it('expires the users of a crashed node once its heartbeat is older than the TTL', async () => {
    const changes: [number[], boolean][] = [];
    const crashed = node({ ttlMs: 300, heartbeatMs: 50 });
    const survivor = node({
      ttlMs: 300,
      heartbeatMs: 50,
      onChange: (ids, online) => changes.push([ids.sort(), online]),
    });
    await crashed.increment(1);
    await crashed.increment(2);
    await survivor.increment(2);
    crashed.abandon();
    counters.splice(counters.indexOf(crashed), 1);
    expect(await survivor.live([1, 2])).toEqual(new Set([1, 2]));

    await expect.poll(() => changes, { timeout: 3000, interval: 25 }).toEqual([[[1], false]]);
    expect(await survivor.live([1, 2])).toEqual(new Set([2]));
    expect(await redis.zrange(`${prefix}presence:nodes`, '0', '-1')).toEqual([survivor.nodeId]);
  });

  it('re-registers a node that was swept while still alive, reporting its users back online', async () => {
    const backOnline: number[] = [];
    // The stalled node beats only when told to; the sweeper considers it dead after 200 ms.
    const stalled = node({
      ttlMs: 60_000,
      heartbeatMs: 60_000,
      onChange: (ids, online) => online && backOnline.push(...ids),
    });
    const sweeper: SocketCounter & { beat(): Promise<void> } = node({ ttlMs: 200, heartbeatMs: 50 });
    await stalled.increment(5);
    await expect.poll(() => sweeper.live([5]), { timeout: 10_000, interval: 25 }).toEqual(new Set());
    // Swept for real (its entry gone), not only past its TTL: the next beat finds itself unregistered.
    await expect
      .poll(() => redis.zrange(`${prefix}presence:nodes`, '0', '-1'), { timeout: 10_000, interval: 25 })
      .not.toContain(stalled.nodeId);

    await stalled.beat();
    expect(backOnline).toEqual([5]);
    expect(await sweeper.live([5])).toEqual(new Set([5]));
    expect(await stalled.decrement(5)).toBe(true);
  });
});

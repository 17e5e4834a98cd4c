import { randomUUID } from 'node:crypto';
import type { PresenceChange } from '@yuanfen/contract';
import type { Redis } from 'ioredis';
import { isUp } from '../platform/redis';

/**
 * Presence: "online" is derived from live authenticated sockets across all nodes.
 *
 * Two layers:
 * - a SocketCounter counts the live sockets of each user in the whole cluster (raw liveness): in-process
 *   for a single node, or in Redis with per-node counts and node heartbeats so that the sockets of a
 *   crashed node expire;
 * - the PresenceService applies the member's privacy ("always offline": `online_status = 'offline'`
 *   users never appear online) and announces the public `online` event on the first socket / last
 *   socket of a user in the cluster, batched: the changes of a short window go out as one event
 *   (docs/decisions.md 37), so a burst of connections costs each socket one frame per window, not one
 *   per member.
 */

/** Counts live sockets per user across the cluster. */
export interface SocketCounter {
  /** Registers a socket of the user on this node; true when it is the user's first in the cluster. */
  increment(userId: number): Promise<boolean>;
  /** Withdraws a socket of the user on this node; true when it was the user's last in the cluster. */
  decrement(userId: number): Promise<boolean>;
  /** The subset of userIds with at least one live socket somewhere. */
  live(userIds: readonly number[]): Promise<Set<number>>;
  /** Every user with at least one live socket somewhere. */
  all(): Promise<number[]>;
  /** Stops heartbeats and withdraws this node's sockets; answers the users who thereby went offline. */
  close(): Promise<number[]>;
}

/** The counter of a single-node installation. */
export function createMemoryCounter(): SocketCounter {
  const counts = new Map<number, number>();
  return {
    async increment(userId) {
      const n = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, n);
      return n === 1;
    },
    async decrement(userId) {
      const n = (counts.get(userId) ?? 0) - 1;
      if (n > 0) {
        counts.set(userId, n);
        return false;
      }
      const had = counts.delete(userId);
      return had;
    },
    async live(userIds) {
      return new Set(userIds.filter((id) => counts.has(id)));
    },
    async all() {
      return [...counts.keys()];
    },
    async close() {
      const gone = [...counts.keys()];
      counts.clear();
      return gone;
    },
  };
}

// Redis layout, every key under the configured prefix:
//   <prefix>presence:count         hash  user id → live sockets in the cluster
//   <prefix>presence:node:<node>   hash  user id → live sockets on that node
//   <prefix>presence:nodes         zset  node id → time of its last heartbeat (ms, Redis clock)
// Each change touches the node hash and the cluster count in one Lua script, so "first socket" and
// "last socket" are decided atomically even when two nodes race. A node whose heartbeat is older than
// the TTL is swept by any live node: its counts are subtracted and its users who thereby reach zero go
// offline. Hashes and sets that empty out vanish, so a cluster that shut down cleanly leaves no keys.

const NOW_MS = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** KEYS: count, node, nodes · ARGV: user, node id → sockets of the user in the cluster afterwards. */
const INCREMENT = `
${NOW_MS}
if not redis.call('ZSCORE', KEYS[3], ARGV[2]) then redis.call('ZADD', KEYS[3], now, ARGV[2]) end
redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
return redis.call('HINCRBY', KEYS[1], ARGV[1], 1)`;

/** KEYS: count, node · ARGV: user → sockets left in the cluster, or -1 when this node held none. */
const DECREMENT = `
local n = redis.call('HINCRBY', KEYS[2], ARGV[1], -1)
if n <= 0 then redis.call('HDEL', KEYS[2], ARGV[1]) end
if n < 0 then return -1 end
local c = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if c <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) return 0 end
return c`;

/**
 * KEYS: nodes · ARGV: node id, ttl ms, 'register' on the first beat
 * → { 1 if this node is (still) registered else 0, dead node ids }.
 */
const HEARTBEAT = `
${NOW_MS}
local known = 0
if ARGV[3] == 'register' or redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  redis.call('ZADD', KEYS[1], now, ARGV[1])
  known = 1
end
return { known, redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2])) }`;

/**
 * KEYS: count, node, nodes · ARGV: node id, ttl ms or 'now' → users who went offline.
 * With a TTL the node is withdrawn only if it is still dead (another sweeper may have won, or it beat).
 */
const DROP = `
local score = redis.call('ZSCORE', KEYS[3], ARGV[1])
if ARGV[2] ~= 'now' then
  if not score then return {} end
  ${NOW_MS}
  if tonumber(score) > now - tonumber(ARGV[2]) then return {} end
end
redis.call('ZREM', KEYS[3], ARGV[1])
local gone = {}
local entries = redis.call('HGETALL', KEYS[2])
for i = 1, #entries, 2 do
  local c = redis.call('HINCRBY', KEYS[1], entries[i], -tonumber(entries[i + 1]))
  if c <= 0 then
    redis.call('HDEL', KEYS[1], entries[i])
    table.insert(gone, entries[i])
  end
end
redis.call('DEL', KEYS[2])
return gone`;

/**
 * KEYS: count, node, nodes · ARGV: node id, then user/count pairs → users who came back online.
 * For a node that was swept while alive (e.g. its event loop stalled past the TTL): registers its real
 * sockets again, replacing whatever is left under its name.
 */
const RESYNC = `
${NOW_MS}
local entries = redis.call('HGETALL', KEYS[2])
for i = 1, #entries, 2 do
  if redis.call('HINCRBY', KEYS[1], entries[i], -tonumber(entries[i + 1])) <= 0 then redis.call('HDEL', KEYS[1], entries[i]) end
end
redis.call('DEL', KEYS[2])
local back = {}
for i = 2, #ARGV, 2 do
  redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1])
  if redis.call('HINCRBY', KEYS[1], ARGV[i], ARGV[i + 1]) == tonumber(ARGV[i + 1]) then table.insert(back, ARGV[i]) end
end
redis.call('ZADD', KEYS[3], now, ARGV[1])
return back`;

export interface RedisCounterOptions {
  redis: Redis;
  /** Key prefix of the installation (config.redisPrefix). */
  prefix: string;
  nodeId?: string;
  /** A node silent for this long is considered crashed. */
  ttlMs?: number;
  heartbeatMs?: number;
  /** Users of crashed nodes who went offline, or users who came back after a resync. */
  onChange?: (userIds: number[], online: boolean) => void;
  onError?: (err: unknown) => void;
}

export interface RedisSocketCounter extends SocketCounter {
  readonly nodeId: string;
  /** One heartbeat and sweep now (also runs on a timer). */
  beat(): Promise<void>;
  /** Stops the heartbeat without withdrawing anything, as a crash would (for tests). */
  abandon(): void;
}

export function createRedisCounter(opts: RedisCounterOptions): RedisSocketCounter {
  const { redis } = opts;
  const nodeId = opts.nodeId ?? randomUUID();
  const ttlMs = opts.ttlMs ?? 30_000;
  const heartbeatMs = opts.heartbeatMs ?? Math.max(50, Math.floor(ttlMs / 3));
  const base = `${opts.prefix}presence:`;
  const countKey = `${base}count`;
  const nodesKey = `${base}nodes`;
  const nodeKey = (id: string) => `${base}node:${id}`;
  const onError = opts.onError ?? (() => {});
  /** This node's own sockets per user, to re-register after an unexpected sweep. */
  const local = new Map<number, number>();
  let stopped = false;
  let beating: Promise<void> = Promise.resolve();

  const toIds = (reply: unknown) => (reply as string[]).map(Number);

  let registered = false;
  async function beatOnce() {
    const mode = registered ? 'beat' : 'register';
    const [known, dead] = (await redis.eval(HEARTBEAT, 1, nodesKey, nodeId, ttlMs, mode)) as [number, string[]];
    registered = true;
    if (stopped) return;
    if (!known && local.size > 0) {
      const pairs = [...local].flatMap(([user, n]) => [user, n]);
      const back = toIds(await redis.eval(RESYNC, 3, countKey, nodeKey(nodeId), nodesKey, nodeId, ...pairs));
      if (back.length) opts.onChange?.(back, true);
    }
    for (const other of dead) {
      if (other === nodeId) continue;
      const gone = toIds(await redis.eval(DROP, 3, countKey, nodeKey(other), nodesKey, other, ttlMs));
      if (gone.length) opts.onChange?.(gone, false);
    }
  }
  const beat = () => {
    beating = beating.then(beatOnce).catch(onError);
    return beating;
  };
  void beat(); // registers this node first, and sweeps nodes that died while it was down
  const timer = setInterval(() => void beat(), heartbeatMs);
  timer.unref();

  return {
    nodeId,
    beat,
    async increment(userId) {
      local.set(userId, (local.get(userId) ?? 0) + 1);
      const n = await redis.eval(INCREMENT, 3, countKey, nodeKey(nodeId), nodesKey, userId, nodeId);
      return Number(n) === 1;
    },
    async decrement(userId) {
      const n = (local.get(userId) ?? 0) - 1;
      if (n > 0) local.set(userId, n);
      else local.delete(userId);
      return Number(await redis.eval(DECREMENT, 2, countKey, nodeKey(nodeId), userId)) === 0;
    },
    async live(userIds) {
      const ids = [...new Set(userIds)];
      // Without Redis nobody's presence is known: lists show members offline rather than wait.
      if (ids.length === 0 || !isUp(redis)) return new Set();
      const counts = await redis.hmget(countKey, ...ids.map(String));
      return new Set(ids.filter((_, i) => Number(counts[i] ?? 0) > 0));
    },
    async all() {
      if (!isUp(redis)) return [];
      return (await redis.hkeys(countKey)).map(Number);
    },
    abandon() {
      stopped = true;
      clearInterval(timer);
    },
    async close() {
      stopped = true;
      clearInterval(timer);
      await beating;
      local.clear();
      return toIds(await redis.eval(DROP, 3, countKey, nodeKey(nodeId), nodesKey, nodeId, 'now'));
    },
  };
}

/** What other modules use (lists, chat, profiles): `app.realtime.presence`. */
export interface Presence {
  /** The subset of userIds online now on any node; members set to "always offline" are never in it. */
  isOnline(userIds: readonly number[]): Promise<Set<number>>;
  /**
   * The subset of userIds with a live socket on any node, whatever their `online_status`: for rows that
   * carry that status themselves (cards), so showing them online takes no lookup of it.
   */
  liveAmong(userIds: readonly number[]): Promise<Set<number>>;
  /** Every member online now on any node, "always offline" members left out. */
  onlineUserIds(): Promise<number[]>;
  /**
   * Call after a member changed `online_status`: if they are connected, announces them online
   * (`available`) or offline (`offline`) to everyone.
   */
  statusChanged(userId: number): Promise<void>;
  /** Resolves when this node's pending presence updates (and their announcements) are done. */
  settled(): Promise<void>;
}

export interface PresenceDeps {
  counter: SocketCounter;
  /** The subset of userIds whose presence may be shown (online_status is not 'offline'). */
  visible: (userIds: number[]) => Promise<Set<number>>;
  /** Publishes one public `online` event, with these changes, to every node. */
  announce: (changes: PresenceChange[]) => Promise<void>;
  onError?: (err: unknown) => void;
  /**
   * How long changes are gathered before they are announced together (ms, default
   * PRESENCE_BATCH_MS). `settled()` and `close()` announce what is gathered at once.
   */
  batchMs?: number;
}

/** The default window over which presence changes are gathered into one `online` event. */
export const PRESENCE_BATCH_MS = 1_000;

/**
 * A change waiting for the window's end. `checked`: its value already applies the member's privacy
 * (a status change); otherwise an `online: true`/`false` of a socket, dropped at the flush for members
 * who appear offline.
 */
interface Pending {
  online: boolean;
  checked: boolean;
}

/** Presence as members see it: raw liveness from the counter, filtered by privacy, with announcements. */
export class PresenceService implements Presence {
  /** Per-user queue on this node, so a quick connect/disconnect is announced in order. */
  private readonly queues = new Map<number, Promise<void>>();
  /** Changes of the current window, in the order of each member's last change. */
  private pending = new Map<number, Pending>();
  private timer: NodeJS.Timeout | null = null;
  /** The announcements in flight, one after the other, so windows reach the bus in order. */
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly deps: PresenceDeps) {}

  private enqueue(userId: number, task: () => Promise<void>): Promise<void> {
    const onError = this.deps.onError ?? (() => {});
    const next = (this.queues.get(userId) ?? Promise.resolve()).then(task).catch(onError);
    this.queues.set(userId, next);
    void next.then(() => {
      if (this.queues.get(userId) === next) this.queues.delete(userId);
    });
    return next;
  }

  /** A socket of the user connected to this node (gateway only). */
  connected(userId: number): Promise<void> {
    return this.enqueue(userId, async () => {
      if (this.closed) return;
      if (await this.deps.counter.increment(userId)) this.note([userId], true, false);
    });
  }

  /** A socket of the user left this node (gateway only). */
  disconnected(userId: number): Promise<void> {
    return this.enqueue(userId, async () => {
      if (this.closed) return;
      if (await this.deps.counter.decrement(userId)) this.note([userId], false, false);
    });
  }

  /** Users whose liveness changed without a socket event here (a crashed node swept, a resync). */
  changed(userIds: number[], online: boolean): Promise<void> {
    this.note(userIds, online, false);
    return Promise.resolve();
  }

  async isOnline(userIds: readonly number[]): Promise<Set<number>> {
    const live = await this.deps.counter.live(userIds);
    if (live.size === 0) return live;
    return this.deps.visible([...live]);
  }

  liveAmong(userIds: readonly number[]): Promise<Set<number>> {
    return this.deps.counter.live(userIds);
  }

  async onlineUserIds(): Promise<number[]> {
    const live = await this.deps.counter.all();
    if (live.length === 0) return [];
    const visible = await this.deps.visible(live);
    return live.filter((id) => visible.has(id));
  }

  async statusChanged(userId: number): Promise<void> {
    await this.enqueue(userId, async () => {
      if (!(await this.deps.counter.live([userId])).has(userId)) return;
      const visible = (await this.deps.visible([userId])).has(userId);
      this.note([userId], visible, true);
    });
  }

  /** Resolves when this node's pending presence updates are done and announced. */
  async settled(): Promise<void> {
    while (this.queues.size > 0) await Promise.allSettled([...this.queues.values()]);
    await this.flush();
  }

  /**
   * Withdraws this node's sockets. With `announce`, tells the cluster who went offline (only useful
   * when other nodes remain, i.e. with Redis).
   */
  async close(announce: boolean): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.queues.values()]);
    const gone = await this.deps.counter.close();
    if (announce && gone.length) this.note(gone, false, false);
    await this.flush();
  }

  /** Gathers changes for the window's announcement; a member's later change replaces the earlier. */
  private note(userIds: number[], online: boolean, checked: boolean) {
    for (const id of userIds) {
      this.pending.delete(id);
      this.pending.set(id, { online, checked });
    }
    if (this.pending.size > 0 && !this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.deps.batchMs ?? PRESENCE_BATCH_MS);
      // A window still open never keeps a stopping process alive (close() announces it at once).
      this.timer.unref();
    }
  }

  /** Announces the window's changes now (members who appear offline left out), after earlier windows. */
  private flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    if (batch.size === 0) return this.flushing;
    this.flushing = this.flushing.then(() => this.announce(batch)).catch(this.deps.onError ?? (() => {}));
    return this.flushing;
  }

  private async announce(batch: Map<number, Pending>) {
    const unchecked = [...batch].filter(([, p]) => !p.checked).map(([id]) => id);
    const visible = unchecked.length ? await this.deps.visible(unchecked) : new Set<number>();
    const changes: PresenceChange[] = [];
    for (const [id, p] of batch) if (p.checked || visible.has(id)) changes.push({ user_id: id, online: p.online });
    if (changes.length) await this.deps.announce(changes);
  }
}

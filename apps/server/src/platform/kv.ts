import { isUp, redisConnection } from './redis';

/**
 * Small shared key-value store: counters for rate limits and short-lived values.
 * In-process by default; Redis when REDIS_URL is set, so every node sees the same numbers.
 */
export interface KeyValueStore {
  /** Increments a counter that lives `windowSeconds` from its first increment; returns the new value. */
  increment(key: string, windowSeconds: number): Promise<number>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryStore(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowSeconds) {
      const entry = live(key);
      if (!entry) {
        entries.set(key, { value: '1', expiresAt: now() + windowSeconds * 1000 });
        return 1;
      }
      entry.value = String(Number(entry.value) + 1);
      return Number(entry.value);
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}

/**
 * The shared store in Redis, falling back to this node's memory while Redis is unreachable or slow: rate
 * limits then count per node (they fail open to a local limit, never to "no limit" nor to an error) and
 * caches start cold, but no request waits for Redis or fails because of it.
 */
export function createRedisStore(url: string, prefix: string): KeyValueStore {
  const redis = redisConnection(url, { keyPrefix: prefix });
  const local = createMemoryStore();
  const remote: Omit<KeyValueStore, 'close'> = {
    async increment(key, windowSeconds) {
      const [[, count] = []] = (await redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) ?? [];
      return Number(count);
    },
    get: (key) => redis.get(key),
    async set(key, value, ttlSeconds) {
      await redis.set(key, value, 'EX', ttlSeconds);
    },
    async delete(key) {
      await redis.del(key);
    },
  };
  const use = <T>(op: (store: Omit<KeyValueStore, 'close'>) => Promise<T>): Promise<T> =>
    isUp(redis) ? op(remote).catch(() => op(local)) : op(local);
  return {
    increment: (key, windowSeconds) => use((store) => store.increment(key, windowSeconds)),
    get: (key) => use((store) => store.get(key)),
    set: (key, value, ttlSeconds) => use((store) => store.set(key, value, ttlSeconds)),
    delete: (key) => use((store) => store.delete(key)),
    async close() {
      await local.close();
      await redis.quit().catch(() => undefined);
    },
  };
}

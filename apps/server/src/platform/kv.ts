import { Redis } from 'ioredis';

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

export function createRedisStore(url: string, prefix: string): KeyValueStore {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 3, lazyConnect: false });
  return {
    async increment(key, windowSeconds) {
      const [[, count] = []] = (await redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) ?? [];
      return Number(count);
    },
    async get(key) {
      return redis.get(key);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(key, value, 'EX', ttlSeconds);
    },
    async delete(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}

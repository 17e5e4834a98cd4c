import { Redis, type RedisOptions } from 'ioredis';

/** How long one Redis command may take before the caller falls back (a hung or unreachable server). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * A Redis connection that fails fast: one retry, a command time-out, and no "Unhandled error event"
 * noise while it reconnects (its `status` tells callers whether to use it at all). With Redis down the
 * API keeps answering: callers fall back to this node's own memory (see `isUp`).
 */
export function redisConnection(url: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, ...options });
  client.on('error', () => undefined);
  return client;
}

/** Connected and ready for commands: otherwise a caller uses its local fallback at once instead of waiting. */
export const isUp = (client: Redis) => client.status === 'ready';

/**
 * For clients handed to libraries that fire commands without handling their failure (the Socket.IO
 * Redis adapter publishes and subscribes so): every promise a command returns gets a no-op handler,
 * so a Redis outage cannot surface as an unhandled rejection, which would stop the process. Callers
 * that await a command still see its error.
 */
export function withoutUnhandledRejections(client: Redis): Redis {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) result.catch(() => undefined);
        return result;
      };
    },
  });
}

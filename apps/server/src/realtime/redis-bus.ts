import type { BusEvent } from '@yuanfen/contract';
import { Redis } from 'ioredis';
import type { EventBus } from '../platform/bus';
import { isUp, redisConnection } from '../platform/redis';

/**
 * The event bus over Redis pub/sub: an event published on any node reaches the gateway of every node.
 * While Redis is unreachable an event still reaches this node's own sockets (delivered locally), so
 * a request that publishes never waits for Redis; other nodes' clients catch up when they reconnect.
 */
export function createRedisBus(url: string, prefix: string): EventBus {
  const channel = `${prefix}bus`;
  const pub = redisConnection(url);
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  sub.on('error', () => undefined);
  const listeners = new Set<(event: BusEvent) => void>();
  let subscribed = false;
  void sub.subscribe(channel).then(() => (subscribed = true));
  const deliverHere = (event: BusEvent) => {
    for (const listener of listeners) listener(event);
  };
  sub.on('message', (from, raw) => {
    if (from !== channel) return;
    deliverHere(JSON.parse(raw) as BusEvent);
  });
  return {
    async publish(event) {
      const sent =
        isUp(pub) &&
        (await pub.publish(channel, JSON.stringify(event)).then(
          () => true,
          () => false,
        ));
      // Our own subscription hears what was sent; without it (or without Redis) this node delivers itself.
      if (!sent || !subscribed || !isUp(sub)) deliverHere(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

import type { BusEvent } from '@yuanfen/contract';
import { Redis } from 'ioredis';
import type { EventBus } from '../platform/bus';

/** The event bus over Redis pub/sub: an event published on any node reaches the gateway of every node. */
export function createRedisBus(url: string, prefix: string): EventBus {
  const channel = `${prefix}bus`;
  const pub = new Redis(url, { maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  const listeners = new Set<(event: BusEvent) => void>();
  const ready = sub.subscribe(channel);
  sub.on('message', (from, raw) => {
    if (from !== channel) return;
    const event = JSON.parse(raw) as BusEvent;
    for (const listener of listeners) listener(event);
  });
  return {
    async publish(event) {
      await ready;
      await pub.publish(channel, JSON.stringify(event));
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

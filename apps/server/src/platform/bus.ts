import { EventEmitter } from 'node:events';
import type { BusEvent } from '@yuanfen/contract';

/**
 * Services publish realtime events here after their transaction commits; the gateway delivers them.
 * In-process by default; the Redis implementation (realtime/redis-bus.ts) fans out across nodes.
 */
export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

import { EventEmitter } from 'node:events';
import type { BusEvent } from '@yuanfen/contract';

/**
 * A notice between the nodes of an installation that no client ever sees: the sign-ins these devices or
 * accounts had changed (signed out, banned, …), so every node forgets what it cached of them
 * (session-cache.ts). `all`: forget everything (a node that may have missed notices). `push`: members
 * who subscribed to Web Push, so every node's push service knows to look them up.
 */
export type BusNotice =
  | { kind: 'sessions'; devices: number[]; users: number[] }
  | { kind: 'sessions'; all: true }
  /** These members now have a Web Push subscription: every node's push service learns it (modules/push). */
  | { kind: 'push'; users: number[] };

/**
 * Services publish realtime events here after their transaction commits; the gateway delivers them.
 * In-process by default; the Redis implementation (realtime/redis-bus.ts) fans out across nodes.
 * Notices travel the same way, to every node (this one included), and only to the server.
 */
export interface EventBus {
  /**
   * One event, or several in one message between nodes (one Redis round trip for all: a chat send's
   * pushes and counters); each still reaches listeners as an event of its own, in order.
   */
  publish(event: BusEvent | readonly BusEvent[]): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): () => void;
  notify(notice: BusNotice): Promise<void>;
  onNotice(listener: (notice: BusNotice) => void): () => void;
  /**
   * Whether this node currently hears every notice the other nodes send. The in-process bus always does
   * (there are no other nodes); the Redis bus not while its subscription is down.
   */
  hearsAll(): boolean;
  close(): Promise<void>;
}

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      for (const one of Array.isArray(event) ? event : [event]) emitter.emit('event', one);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async notify(notice) {
      emitter.emit('notice', notice);
    },
    onNotice(listener) {
      emitter.on('notice', listener);
      return () => emitter.off('notice', listener);
    },
    hearsAll: () => true,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

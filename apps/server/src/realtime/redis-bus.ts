import { randomBytes } from 'node:crypto';
import type { BusEvent } from '@yuanfen/contract';
import { Redis } from 'ioredis';
import type { BusNotice, EventBus } from '../platform/bus';
import { isUp, redisConnection, REDIS_COMMAND_TIMEOUT_MS } from '../platform/redis';

/** What travels on the channel: client events (one, or a list), or a notice between nodes (`{ notice, id }`). */
type Envelope = BusEvent | readonly BusEvent[] | { notice: BusNotice; id: string };

/**
 * The event bus over Redis pub/sub: an event published on any node reaches the gateway of every node.
 * While Redis is unreachable an event still reaches this node's own sockets (delivered locally), so
 * a request that publishes never waits for Redis; other nodes' clients catch up when they reconnect.
 * Notices go the same way; a node whose subscription drops tells its own listeners to forget everything
 * (`all`), as notices sent meanwhile are lost to it, and says so in `hearsAll` until it is back.
 * `notify` returns once this node's own subscription heard the notice back (or after a command's
 * time-out): Redis has then handed it to every subscribed node, before the request that caused it answers.
 */
export function createRedisBus(url: string, prefix: string): EventBus {
  const channel = `${prefix}bus`;
  const pub = redisConnection(url);
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  sub.on('error', () => undefined);
  const listeners = new Set<(event: BusEvent) => void>();
  const noticeListeners = new Set<(notice: BusNotice) => void>();
  let subscribed = false;
  const node = randomBytes(6).toString('hex');
  let sequence = 0;
  /** Notices of this node sent and not yet heard back. */
  const echoes = new Map<string, () => void>();
  void sub.subscribe(channel).then(() => (subscribed = true));
  const deliverHere = (event: BusEvent | readonly BusEvent[]) => {
    for (const one of Array.isArray(event) ? event : [event]) for (const listener of listeners) listener(one);
  };
  const noticeHere = (notice: BusNotice) => {
    for (const listener of noticeListeners) listener(notice);
  };
  // Down, and again once it is back (a fill that began before may have missed a notice).
  sub.on('close', () => noticeHere({ kind: 'sessions', all: true }));
  sub.on('ready', () => noticeHere({ kind: 'sessions', all: true }));
  sub.on('message', (from, raw) => {
    if (from !== channel) return;
    const envelope = JSON.parse(raw) as Envelope;
    if (!Array.isArray(envelope) && 'notice' in envelope) {
      noticeHere(envelope.notice);
      echoes.get(envelope.id)?.();
    } else deliverHere(envelope);
  });
  const send = async (envelope: Envelope) =>
    isUp(pub) &&
    (await pub.publish(channel, JSON.stringify(envelope)).then(
      () => true,
      () => false,
    ));
  const hearsAll = () => subscribed && isUp(sub);
  return {
    async publish(event) {
      if (Array.isArray(event) && event.length === 0) return;
      const sent = await send(event);
      // Our own subscription hears what was sent; without it (or without Redis) this node delivers itself.
      if (!sent || !hearsAll()) deliverHere(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async notify(notice) {
      const id = `${node}:${++sequence}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        echoes.set(id, resolve);
        timer = setTimeout(resolve, REDIS_COMMAND_TIMEOUT_MS);
      });
      try {
        const sent = await send({ notice, id });
        if (!sent || !hearsAll()) noticeHere(notice);
        else await heard;
      } finally {
        clearTimeout(timer);
        echoes.delete(id);
      }
    },
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    hearsAll,
    async close() {
      listeners.clear();
      noticeListeners.clear();
      for (const resolve of echoes.values()) resolve();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

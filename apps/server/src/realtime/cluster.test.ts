import { randomBytes } from 'node:crypto';
import { userRoom, type BusEvent } from '@yuanfen/contract';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/factories';
import { CLUSTER_DATABASE_URL, CLUSTER_REDIS_URL, startClusterNode, type ClusterNode } from '../test/cluster';
import { createTestDatabase } from '../test/harness';
import { connect, type TestClient } from './test-client';

/** Several nodes of one installation: one PostgreSQL database, one Redis under one key prefix. */
const prefix = `yf-test:${randomBytes(4).toString('hex')}:`;
const startNode = (databaseUrl: string) => startClusterNode(databaseUrl, prefix);

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let node1: ClusterNode;
let node2: ClusterNode;
let redis: Redis;
const open: TestClient[] = [];

beforeAll(async () => {
  db = await createTestDatabase(CLUSTER_DATABASE_URL);
  node1 = await startNode(db.url!);
  node2 = await startNode(db.url!);
  redis = new Redis(CLUSTER_REDIS_URL);
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => {
  await node1?.close();
  await node2?.close();
  await db?.drop();
  // Nodes that shut down cleanly leave no presence behind; then drop whatever else the run wrote.
  const left = await redis.keys(`${prefix}*`);
  if (left.length) await redis.del(...left);
  await redis.quit();
  expect(left.filter((key) => key.includes('presence'))).toEqual([]);
});

async function client(node: ClusterNode, token?: string) {
  const c = await connect(node.url, { token });
  open.push(c);
  return c;
}

let markers = 0;
/**
 * Waits until every copy of everything node 1 published so far has reached the watchers:
 * 1. a bus marker, seen by node 1's own bus listener (so node 1's gateway has handled all earlier bus
 *    events) and by the watchers (so their nodes have delivered all earlier bus events);
 * 2. an adapter marker broadcast by node 1 through the Redis adapter: anything node 1 re-broadcast
 *    through the adapter earlier arrives before it.
 */
async function barrier(origin: ClusterNode, to: BusEvent['to'], ...watchers: TestClient[]) {
  const id = ++markers;
  const scope = `marker-${id}`;
  const isMarker = (e: BusEvent) => e.event === 'refresh' && (e.payload as { scope?: string }).scope === scope;
  const seenByOrigin = new Promise<void>((resolve) => {
    const off = origin.app.bus.subscribe((e) => {
      if (isMarker(e)) {
        off();
        resolve();
      }
    });
  });
  const target = to === 'public' ? 'public' : userRoom(to);
  const marker = { to, event: 'refresh', payload: { scope } } as BusEvent;
  await origin.app.bus.publish(marker);
  await seenByOrigin;
  await Promise.all(watchers.map((w) => w.waitFor<{ scope: string }>('refresh', (p) => p.scope === scope)));
  origin.app.realtime!.io.to(target).emit('refresh', { scope: `${scope}-adapter` });
  await Promise.all(
    watchers.map((w) => w.waitFor<{ scope: string }>('refresh', (p) => p.scope === `${scope}-adapter`)),
  );
}

describe('two nodes', () => {
  it('delivers an event published on node 1 to a socket on node 2 exactly once', async () => {
    const anna = await signUp(node1.app);
    const onNode2 = await client(node2, anna.token);
    const visitorOnNode2 = await client(node2);
    const visitorOnNode1 = await client(node1);

    await node1.app.bus.publish({ to: anna.id, event: 'balance', payload: { balance: 99 } });
    await node1.app.bus.publish({ to: 'public', event: 'announcement', payload: { id: 7, content: 'Hello' } });

    expect(await onNode2.waitFor('balance')).toEqual({ balance: 99 });
    expect(await visitorOnNode2.waitFor('announcement')).toEqual({ id: 7, content: 'Hello' });
    await barrier(node1, anna.id, onNode2);
    await barrier(node1, 'public', visitorOnNode2, visitorOnNode1);
    expect(onNode2.all('balance')).toHaveLength(1);
    expect(onNode2.all('announcement')).toHaveLength(1);
    expect(visitorOnNode2.all('announcement')).toHaveLength(1);
    expect(visitorOnNode1.all('announcement')).toHaveLength(1);
    expect(visitorOnNode2.all('balance')).toEqual([]);
  });

  it('shows on node 2 a member connected to node 1, announced once, and offline only after the last socket anywhere', async () => {
    const watcher = await client(node2);
    const anna = await signUp(node1.app);
    const annaOnNode1 = await client(node1, anna.token);

    expect(await watcher.waitFor('online', (p: { user_id: number }) => p.user_id === anna.id)).toEqual({
      user_id: anna.id,
      online: true,
    });
    expect(await watcher.presence([anna.id])).toEqual([anna.id]);
    expect(await node2.app.realtime!.presence.isOnline([anna.id])).toEqual(new Set([anna.id]));
    expect(await node2.app.realtime!.presence.onlineUserIds()).toContain(anna.id);

    // A second tab on the other node: still one announcement; leaving node 1: still online.
    await client(node2, anna.token);
    await node2.app.realtime!.presence.settled();
    annaOnNode1.close();
    while ((await node1.app.realtime!.io.local.in(userRoom(anna.id)).fetchSockets()).length > 0) {
      await new Promise((r) => setTimeout(r, 10));
    }
    await node1.app.realtime!.presence.settled();
    await barrier(node1, 'public', watcher);
    await barrier(node2, 'public', watcher);
    const annaEvents = () => watcher.all<{ user_id: number }>('online', (p) => p.user_id === anna.id);
    expect(annaEvents()).toEqual([{ user_id: anna.id, online: true }]);
    expect(await node1.app.realtime!.presence.isOnline([anna.id])).toEqual(new Set([anna.id]));

    for (const c of open.filter((c) => c !== watcher)) c.close();
    expect(await watcher.waitFor('online', (p: { user_id: number }) => p.user_id === anna.id, 2)).toEqual({
      user_id: anna.id,
      online: false,
    });
    expect(await node1.app.realtime!.presence.isOnline([anna.id])).toEqual(new Set());
    expect(await watcher.presence([anna.id])).toEqual([]);
  });

  it('a logout everywhere on node 1 kicks and disconnects the member’s sockets on both nodes', async () => {
    const anna = await signUp(node1.app);
    const onNode1 = await client(node1, anna.token);
    const onNode2 = await client(node2, anna.token);

    const res = await node1.app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: anna.auth,
      payload: { all: true },
    });
    expect(res.statusCode).toBe(200);

    for (const socket of [onNode1, onNode2]) {
      expect(await socket.waitFor('kick')).toEqual({ reason: 'logout' });
      expect(await socket.waitForDisconnect()).toBe('io server disconnect');
      expect(socket.all('kick')).toHaveLength(1);
    }
  });

  it('announces the members of a node that shuts down as offline to the other nodes', async () => {
    const node3 = await startNode(db.url!);
    try {
      const watcher = await client(node2);
      const anna = await signUp(node3.app);
      const annaOnNode3 = await client(node3, anna.token);
      await watcher.waitFor('online', (p: { user_id: number }) => p.user_id === anna.id);
      expect(await node2.app.realtime!.presence.isOnline([anna.id])).toEqual(new Set([anna.id]));

      await node3.close();
      // A transport close, not a server-side disconnect: the client reconnects by itself.
      expect(await annaOnNode3.waitForDisconnect()).toBe('transport close');
      expect(await watcher.waitFor('online', (p: { user_id: number }) => p.user_id === anna.id, 2)).toEqual({
        user_id: anna.id,
        online: false,
      });
      expect(await node2.app.realtime!.presence.isOnline([anna.id])).toEqual(new Set());
      expect(await redis.zrange(`${prefix}presence:nodes`, '0', '-1')).toHaveLength(2);
    } finally {
      await node3.close();
    }
  });
});

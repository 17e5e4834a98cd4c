import { randomBytes } from 'node:crypto';
import type { MessageEvent } from '@yuanfen/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect, type TestClient } from '../../realtime/test-client';
import { CLUSTER_DATABASE_URL, CLUSTER_REDIS_URL, startClusterNode, type ClusterNode } from '../../test/cluster';
import { signUp } from '../../test/factories';
import { createTestDatabase, dropRedisPrefix } from '../../test/harness';
import { chatApi } from './chat.test-helpers';

/** Chat across two nodes of one installation (one PostgreSQL, one Redis), as realtime/cluster.test.ts runs them. */
const prefix = `yf-test:${randomBytes(4).toString('hex')}:`;
/** Without a built web app: the API and the gateway are what these nodes serve. */
const startNode = (databaseUrl: string) =>
  startClusterNode(databaseUrl, prefix, { webDist: '/nonexistent/yuanfen-web-dist' });

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let node1: ClusterNode;
let node2: ClusterNode;
const open: TestClient[] = [];
beforeAll(async () => {
  db = await createTestDatabase(CLUSTER_DATABASE_URL);
  node1 = await startNode(db.url!);
  node2 = await startNode(db.url!);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await node1?.close();
  await node2?.close();
  await db?.drop();
  await dropRedisPrefix(CLUSTER_REDIS_URL, prefix);
});

describe('chat on two nodes', () => {
  it('a message sent through node 1 reaches the recipient’s socket on node 2, once', async () => {
    const anna = await signUp(node1.app);
    const bob = await signUp(node1.app);
    const bobOnNode2 = await connect(node2.url, { token: bob.token });
    open.push(bobOnNode2);

    const sent = await chatApi(node1.app).sent(anna, bob.id, 'across the cluster');
    const event = await bobOnNode2.waitFor<MessageEvent>('message');
    expect(event).toMatchObject({ kind: 'new', message: { id: sent.id, message_content: 'across the cluster' } });

    // The reply, sent through node 2, is in order on both sides.
    const reply = await chatApi(node2.app).sent(bob, anna.id, 'received on node 2');
    const annaView = await chatApi(node1.app).openWith(anna, bob.id);
    expect(annaView.data.map((m) => m.id)).toEqual([sent.id, reply.id]);
    await bobOnNode2.waitFor<MessageEvent>('message', (e) => e.message.id === reply.id);
    expect(bobOnNode2.all<MessageEvent>('message', (e) => e.message.id === sent.id)).toHaveLength(1);
  });
});

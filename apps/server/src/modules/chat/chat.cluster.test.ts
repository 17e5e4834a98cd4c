import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { MessageEvent } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { connect, listen, type TestClient } from '../../realtime/test-client';
import { signUp } from '../../test/factories';
import { createTestDatabase, createTestInfra, dropRedisPrefix, testConfig } from '../../test/harness';
import { chatApi } from './chat.test-helpers';

/**
 * Chat across two nodes of one installation (one PostgreSQL, one Redis), as realtime/cluster.test.ts
 * runs them: against the local PostgreSQL and Redis unless TEST_DATABASE_URL / TEST_REDIS_URL say otherwise.
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `yf-test:${randomBytes(4).toString('hex')}:`;

interface Node {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

async function startNode(databaseUrl: string): Promise<Node> {
  const database = await openDatabase({ url: databaseUrl });
  const infra = createTestInfra(prefix, REDIS_URL);
  const config = testConfig({ webDist: '/nonexistent/yuanfen-web-dist' }, REDIS_URL, prefix);
  const app = await buildApp({ config, database, kv: infra.kv, bus: infra.bus, logger: false });
  await app.ready();
  const url = await listen(app);
  return {
    app,
    url,
    close: async () => {
      await app.close();
      await infra.bus.close();
      await infra.kv.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let node1: Node;
let node2: Node;
const open: TestClient[] = [];
beforeAll(async () => {
  db = await createTestDatabase(DATABASE_URL);
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
  await dropRedisPrefix(REDIS_URL, prefix);
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

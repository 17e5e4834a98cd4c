import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type TestClient } from '../../realtime/test-client';
import { CLUSTER_DATABASE_URL, startClusterNode, type ClusterNode } from '../../test/cluster';
import { signUp } from '../../test/factories';
import { createTestDatabase } from '../../test/harness';
import { signUpOperator } from './admin.test-helpers';

/**
 * Issue 17: a ban through one node kicks the member's socket on another within a second, and their token
 * stops working there at once (PostgreSQL + Redis, two nodes of one installation).
 */
const prefix = `yf-test:${randomBytes(4).toString('hex')}:`;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let node1: ClusterNode;
let node2: ClusterNode;
const sockets: TestClient[] = [];

beforeAll(async () => {
  db = await createTestDatabase(CLUSTER_DATABASE_URL);
  node1 = await startClusterNode(db.url!, prefix);
  node2 = await startClusterNode(db.url!, prefix);
});
afterAll(async () => {
  for (const s of sockets.splice(0)) s.close();
  await node1?.close();
  await node2?.close();
  await db?.drop();
});

describe('banning across nodes', () => {
  it('kicks a member connected to node 2 within 1 s of a ban through node 1', async () => {
    const moderator = await signUpOperator(node1.app, ['moderator']);
    const member = await signUp(node1.app);
    const socket = await connect(node2.url, { token: member.token });
    sockets.push(socket);
    // Node 2 has the member's sign-in cached, as after any request there.
    expect((await fetch(`${node2.url}/v1/me`, { headers: member.auth })).status).toBe(200);

    const started = Date.now();
    const res = await fetch(`${node1.url}/v1/admin/users/${member.id}`, {
      method: 'PUT',
      headers: { ...moderator.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'banned', reason: 'fraud' }),
    });
    expect(res.status).toBe(200);
    expect(await socket.waitFor('kick', () => true, 1, 1000)).toEqual({ reason: 'banned' });
    // From the ban request's start to the kick on the other node, HTTP included.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await socket.waitForDisconnect(1000)).toBe('io server disconnect');
    expect((await fetch(`${node2.url}/v1/me`, { headers: member.auth })).status).toBe(401);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-helpers';
import { CLUSTER_DATABASE_URL, startClusterNode, type ClusterNode } from '../../test/cluster';
import { signUp, type Member } from '../../test/factories';
import { createTestDatabase } from '../../test/harness';

/**
 * The sign-in check's cache on two nodes sharing the database and Redis: a change made through one node
 * counts on the other from the very next request, although both had the device's sign-in in memory.
 */
const prefix = `yf-test:${randomBytes(4).toString('hex')}:`;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let node1: ClusterNode;
let node2: ClusterNode;

beforeAll(async () => {
  db = await createTestDatabase(CLUSTER_DATABASE_URL);
  node1 = await startClusterNode(db.url!, prefix);
  node2 = await startClusterNode(db.url!, prefix);
});
afterAll(async () => {
  await node1?.close();
  await node2?.close();
  await db?.drop();
});

/** Over HTTP, as a client behind a balancer reaches either node. */
async function call(node: ClusterNode, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${node.url}/v1${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.status;
}
const me = (node: ClusterNode, auth: Record<string, string>) => call(node, 'GET', '/me', auth);

/** Both nodes answer the member, so both hold the device's sign-in in their cache. */
async function warm(auth: Record<string, string>) {
  for (const node of [node1, node2]) expect(await me(node, auth)).toBe(200);
  for (const node of [node1, node2]) expect(await me(node, auth)).toBe(200);
}

describe('the sign-in cache across two nodes', () => {
  let m: Member;
  beforeAll(async () => {
    m = await signUp(node1.app);
  });

  it('refuses a device signed out on node 1 at once on node 2, and on node 1', async () => {
    const other = await signedIn(node1.app, m.email, m.password, `other-${randomBytes(4).toString('hex')}`);
    await warm(m.auth);
    await warm(other.auth);
    expect(await call(node1, 'POST', '/logout', m.auth, {})).toBe(200);
    expect(await me(node2, m.auth)).toBe(401);
    expect(await me(node1, m.auth)).toBe(401);
    // Only that device: the member's other one stays signed in on both.
    expect(await me(node2, other.auth)).toBe(200);
    expect(await me(node1, other.auth)).toBe(200);
    expect(await call(node2, 'POST', '/logout', other.auth, { all: true })).toBe(200);
    expect(await me(node1, other.auth)).toBe(401);
  });

  it('refuses every device of an account deactivated on node 2 at once on node 1', async () => {
    const closing = await signUp(node1.app);
    await warm(closing.auth);
    expect(await call(node2, 'DELETE', '/user', closing.auth, { password: closing.password })).toBe(200);
    expect(await me(node1, closing.auth)).toBe(401);
    expect(await me(node2, closing.auth)).toBe(401);
  });

  it('refuses an account banned through node 1 at once on node 2', async () => {
    const banned = await signUp(node1.app);
    await warm(banned.auth);
    await node1.app.services.accounts.ban(banned.id);
    expect(await me(node2, banned.auth)).toBe(401);
  });

  it('signs out the other devices of a password change on node 1 at once on node 2, not the one that changed it', async () => {
    const member = await signUp(node1.app);
    const phone = await signedIn(node1.app, member.email, member.password, `phone-${randomBytes(4).toString('hex')}`);
    await warm(member.auth);
    await warm(phone.auth);
    const status = await call(node1, 'POST', '/password/reset', member.auth, {
      password: member.password,
      new_password: 'another-secret-1',
      new_password_confirm: 'another-secret-1',
    });
    expect(status).toBe(200);
    expect(await me(node2, phone.auth)).toBe(401);
    expect(await me(node2, member.auth)).toBe(200);
  });
});

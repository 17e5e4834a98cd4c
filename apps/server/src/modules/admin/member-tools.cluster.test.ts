import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminUserDetail } from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type TestClient } from '../../realtime/test-client';
import { signedIn } from '../../test/account-helpers';
import { CLUSTER_DATABASE_URL, CLUSTER_REDIS_URL, startClusterNode, type ClusterNode } from '../../test/cluster';
import { signUp, type Member } from '../../test/factories';
import { createTestDatabase } from '../../test/harness';
import { eraseMember } from '../account/member-data';
import { signUpOperator } from './admin.test-helpers';

/**
 * Issue 17 (decision 67): the console's device sign-out and the CLI's `erase-member`, done on node 1, kick
 * the member's socket on node 2 within a second and close it, and their token stops working there at once
 * (PostgreSQL + Redis, two nodes of one installation), as a ban does (admin.cluster.test.ts).
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

/** A socket of `who` on node 2, whose sign-in node 2 has cached (as after any request there). */
async function onNode2(who: { token: string; auth: Record<string, string> }) {
  const socket = await connect(node2.url, { token: who.token });
  sockets.push(socket);
  expect((await fetch(`${node2.url}/v1/me`, { headers: who.auth })).status).toBe(200);
  return socket;
}
const me = async (who: { auth: Record<string, string> }) =>
  (await fetch(`${node2.url}/v1/me`, { headers: who.auth })).status;

async function signOut(support: Member, member: Member, body: object) {
  const res = await fetch(`${node1.url}/v1/admin/users/${member.id}/sign-out`, {
    method: 'POST',
    headers: { ...support.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'Lost phone, asked by mail', ...body }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as AdminUserDetail;
}

describe('signing a member out across nodes', () => {
  it("kicks the signed-out device's socket on node 2 within 1 s and closes it; the other device stays until all are signed out", async () => {
    const support = await signUpOperator(node1.app, ['support']);
    const anna = await signUp(node1.app);
    const phone = await signedIn(node1.app, anna.email, anna.password, 'anna-phone');
    const laptopSocket = await onNode2(anna);
    const phoneSocket = await onNode2(phone);
    const detail = (await (
      await fetch(`${node1.url}/v1/admin/users/${anna.id}`, { headers: support.auth })
    ).json()) as AdminUserDetail;
    // The phone signed in last: it is the newest device.
    const phoneDevice = detail.devices[0]!;

    let started = Date.now();
    await signOut(support, anna, { device_id: phoneDevice.id });
    expect(await phoneSocket.waitFor('kick', () => true, 1, 1000)).toEqual({ reason: 'logout' });
    // From the sign-out request's start to the kick on the other node, HTTP included.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await phoneSocket.waitForDisconnect(1000)).toBe('io server disconnect');
    expect(await me(phone)).toBe(401);
    expect(laptopSocket.all('kick')).toEqual([]);
    expect(await me(anna)).toBe(200);

    started = Date.now();
    await signOut(support, anna, {});
    expect(await laptopSocket.waitFor('kick', () => true, 1, 1000)).toEqual({ reason: 'logout' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await laptopSocket.waitForDisconnect(1000)).toBe('io server disconnect');
    expect(await me(anna)).toBe(401);
  });
});

describe('erasing a member across nodes', () => {
  it('kicks the member connected to node 2 within 1 s of erase-member run as node 1 (the CLI builds the same services)', async () => {
    const erin = await signUp(node1.app);
    const socket = await onNode2(erin);

    const started = Date.now();
    const { db: node1Db, services } = node1.app;
    const out = await eraseMember({ db: node1Db, storage: services.storage, sessions: services.sessions }, erin.email);
    expect(out).toContain(`erased member ${erin.id}`);
    expect(await socket.waitFor('kick', () => true, 1, 1000)).toEqual({ reason: 'deactivated' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await socket.waitForDisconnect(1000)).toBe('io server disconnect');
    expect(await me(erin)).toBe(401);
  });

  it('kicks the member on node 2 when an operator runs `npm run yuanfen -- erase-member` on the same database and Redis', async () => {
    const erik = await signUp(node1.app);
    const socket = await onNode2(erik);
    const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../cli.ts');
    // Not spawnSync: node 2 runs in this process and must go on reading Redis while the command runs.
    const child = spawn(process.execPath, ['--import', 'tsx', cli, 'erase-member', erik.email], {
      env: {
        ...process.env,
        DATABASE_URL: db.url!,
        REDIS_URL: CLUSTER_REDIS_URL,
        REDIS_PREFIX: prefix,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // The command starts a whole server's modules: seconds on a busy machine before it acts.
    expect(await socket.waitFor('kick', () => true, 1, 120_000)).toEqual({ reason: 'deactivated' });
    expect(await socket.waitForDisconnect(1000)).toBe('io server disconnect');
    expect(await exited, out).toBe(0);
    expect(out).toContain(`erased member ${erik.id}`);
    expect(await me(erik)).toBe(401);
  }, 180_000);
});

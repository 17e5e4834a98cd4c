import { SOCKET_UNAUTHORIZED, userRoom } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { signIn } from '../test/account-helpers';
import { signUp, type Member } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { befriend, graphApi } from '../modules/relations/relations.test-helpers';
import { connect, listen, type TestClient } from './test-client';

let t: TestApp;
let url: string;
const open: TestClient[] = [];

beforeAll(async () => {
  // The gateway does not need the built web app (whose presence currently trips a duplicate 404 handler).
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => {
  await t.close();
  if (t.config.redisUrl) {
    // This node shut down cleanly, so it left no presence behind; then drop the rest of the run's keys.
    const redis = new Redis(t.config.redisUrl);
    const left = await redis.keys(`${t.config.redisPrefix}*`);
    if (left.length) await redis.del(...left);
    await redis.quit();
    expect(left.filter((key) => key.includes('presence'))).toEqual([]);
  }
});

const realtime = () => t.app.realtime!;
async function client(opts: Parameters<typeof connect>[1] = {}) {
  const c = await connect(url, opts);
  open.push(c);
  return c;
}
/** A public event published after everything under test: once a socket has it, all earlier events arrived. */
let markers = 0;
async function publicMarker(...watchers: TestClient[]) {
  const id = ++markers;
  await t.app.bus.publish({ to: 'public', event: 'announcement', payload: { id, content: 'marker' } });
  await Promise.all(watchers.map((w) => w.waitFor<{ id: number }>('announcement', (p) => p.id === id)));
}
async function userMarker(userId: number, watcher: TestClient) {
  const id = ++markers;
  await t.app.bus.publish({ to: userId, event: 'refresh', payload: { scope: `marker-${id}` } });
  await watcher.waitFor<{ scope: string }>('refresh', (p) => p.scope === `marker-${id}`);
}
const onlineEvents = (watcher: TestClient, userId: number) =>
  watcher.all<{ user_id: number; online: boolean }>('online', (p) => p.user_id === userId);
/** Waits until the server has seen every socket of the member go away and settled presence. */
async function serverSawLeave(userId: number) {
  const deadline = Date.now() + 5000;
  while ((await realtime().io.local.in(userRoom(userId)).fetchSockets()).length > 0) {
    if (Date.now() > deadline) throw new Error(`sockets of ${userId} still connected`);
    await new Promise((r) => setTimeout(r, 10));
  }
  await realtime().presence.settled();
}

describe('handshake and private delivery', () => {
  it('delivers an event published to a member to that member’s socket only, once', async () => {
    const anna = await signUp(t.app);
    const ben = await signUp(t.app);
    const annaSocket = await client({ token: anna.token });
    const benSocket = await client({ token: ben.token });

    await t.app.bus.publish({ to: anna.id, event: 'balance', payload: { balance: 42 } });

    expect(await annaSocket.waitFor('balance')).toEqual({ balance: 42 });
    await userMarker(ben.id, benSocket);
    await userMarker(anna.id, annaSocket);
    expect(annaSocket.all('balance')).toHaveLength(1);
    expect(benSocket.all('balance')).toEqual([]);
  });

  it('accepts the token as an Authorization bearer header too', async () => {
    const anna = await signUp(t.app);
    const socket = await client({ headers: { authorization: `Bearer ${anna.token}` } });
    await t.app.bus.publish({ to: anna.id, event: 'counter', payload: { message: 3 } });
    expect(await socket.waitFor('counter')).toEqual({ message: 3 });
  });

  it('refuses a forged, expired, revoked-device or banned token with "unauthorized", and lets visitors in to public only', async () => {
    const forgedOwner = await signUp(t.app);
    const [header, payload] = forgedOwner.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;

    const revokedOwner = await signUp(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/v1/logout', headers: revokedOwner.auth });
    expect(logout.statusCode).toBe(200);

    const bannedOwner = await signUp(t.app);
    await t.app.db.update(users).set({ status: 'banned' }).where(eq(users.id, bannedOwner.id));

    const expiredOwner = await signUp(t.app);
    const expired = await t.app.services.tokens.signAccess({ userId: expiredOwner.id, deviceId: 1 }, -60);

    for (const token of [forged, revokedOwner.token, bannedOwner.token, expired, 'not-a-jwt']) {
      // The client can tell this apart from a network failure: it refreshes its token and connects again.
      await expect(connect(url, { token })).rejects.toMatchObject({
        message: SOCKET_UNAUTHORIZED,
        data: { code: 401 },
      });
    }
    const visitor = await client();
    await t.app.bus.publish({ to: forgedOwner.id, event: 'balance', payload: { balance: 1 } });
    await publicMarker(visitor);
    expect(visitor.all('balance')).toEqual([]);
    for (const owner of [forgedOwner, revokedOwner, bannedOwner]) {
      expect(await realtime().io.local.in(userRoom(owner.id)).fetchSockets()).toHaveLength(0);
    }
    await realtime().presence.settled();
    expect(await visitor.presence([forgedOwner.id, revokedOwner.id, bannedOwner.id])).toEqual([]);
  });
});

describe('presence and privacy', () => {
  it('tells nobody blocked either way, and for a hidden member only friends, that a member is online or posted', async () => {
    const g = graphApi(t.app);
    const [hidden, friend, stranger, blocker, blocked, open] = (await Promise.all(
      Array.from({ length: 6 }, () => signUp(t.app)),
    )) as [Member, Member, Member, Member, Member, Member];
    await g.updateProfile(hidden, { visibility: 'hidden' });
    await befriend(t.app, hidden, friend);
    await g.block(blocker, open.id);
    await g.block(open, blocked.id);
    const [visitor, friendSocket, strangerSocket, blockerSocket, blockedSocket] = await Promise.all([
      client(),
      client({ token: friend.token }),
      client({ token: stranger.token }),
      client({ token: blocker.token }),
      client({ token: blocked.token }),
    ]);
    const everyone = [visitor, friendSocket, strangerSocket, blockerSocket, blockedSocket];
    await client({ token: hidden.token });
    await client({ token: open.token });
    const post = await g.post('/v1/feeds', { content: 'Bonjour tout le monde' }, open.auth);
    expect(post.statusCode, post.body).toBe(200);
    // Each event goes to all its sockets at once: once those who may hear it have it, the others never will.
    await friendSocket.waitFor('online', (p: { user_id: number }) => p.user_id === hidden.id);
    await strangerSocket.waitFor('online', (p: { user_id: number }) => p.user_id === open.id);
    await strangerSocket.waitFor('feed', (p: { user_id: number }) => p.user_id === open.id);
    await publicMarker(...everyone);

    expect(onlineEvents(friendSocket, hidden.id)).toEqual([{ user_id: hidden.id, online: true }]);
    for (const socket of [visitor, strangerSocket, blockerSocket, blockedSocket])
      expect(onlineEvents(socket, hidden.id)).toEqual([]);
    for (const socket of [visitor, friendSocket, strangerSocket])
      expect(onlineEvents(socket, open.id)).toEqual([{ user_id: open.id, online: true }]);
    for (const socket of [blockerSocket, blockedSocket]) {
      expect(onlineEvents(socket, open.id)).toEqual([]);
      expect(socket.all('feed', (p: { user_id: number }) => p.user_id === open.id)).toEqual([]);
    }
    expect(strangerSocket.all('feed', (p: { user_id: number }) => p.user_id === open.id)).toHaveLength(1);

    // Asking directly answers the same: online only for those who may see the profile.
    expect(await friendSocket.presence([hidden.id, open.id])).toEqual([hidden.id, open.id]);
    expect(await strangerSocket.presence([hidden.id, open.id])).toEqual([open.id]);
    expect(await visitor.presence([hidden.id, open.id])).toEqual([open.id]);
    expect(await blockerSocket.presence([open.id])).toEqual([]);
    expect(await blockedSocket.presence([open.id])).toEqual([]);
  });
});

describe('batched presence', () => {
  // A node whose presence window ends only when a test settles it, so a burst is one batch for sure.
  let b: TestApp;
  let bUrl: string;
  beforeAll(async () => {
    b = await createTestApp({ config: { presenceBatchMs: 3_600_000 } });
    bUrl = await listen(b.app);
  });
  afterAll(async () => {
    await b.close();
  });
  const bClient = async (opts: Parameters<typeof connect>[1] = {}) => {
    const c = await connect(bUrl, opts);
    open.push(c);
    return c;
  };
  const framesOf = (socket: TestClient) =>
    socket.frames.filter((f) => f.name === 'online').map((f) => f.payload as { user_id: number; online: boolean }[]);

  it('sends a window of members coming online as one list per socket, leaving out who may not hear of whom', async () => {
    const g = graphApi(b.app);
    const [pub1, pub2, registered, shy, hidden, friend, stranger, blocker] = (await Promise.all(
      Array.from({ length: 8 }, () => signUp(b.app)),
    )) as Member[] as [Member, Member, Member, Member, Member, Member, Member, Member];
    await g.updateProfile(registered, { visibility: 'registered' });
    await g.updateProfile(hidden, { visibility: 'hidden' });
    await b.app.db.update(users).set({ online_status: 'offline' }).where(eq(users.id, shy.id));
    await befriend(b.app, hidden, friend);
    await g.block(blocker, pub2.id);
    const visitor = await bClient();
    const friendSocket = await bClient({ token: friend.token });
    const strangerSocket = await bClient({ token: stranger.token });
    const blockerSocket = await bClient({ token: blocker.token });
    const watchers = [visitor, friendSocket, strangerSocket, blockerSocket];
    /**
     * Settles presence, then waits until every watcher has what was announced: one window's lists are
     * emitted to all sockets at once, so once the visitor has the window's news of `last`, a marker
     * published after it reaches every socket behind that window's lists.
     */
    const delivered = async (last: Member) => {
      await b.app.realtime!.presence.settled();
      await visitor.waitFor<{ user_id: number }>('online', (p) => p.user_id === last.id);
      const id = 1_000_000 + ++markers;
      await b.app.bus.publish({ to: 'public', event: 'announcement', payload: { id, content: 'marker' } });
      await Promise.all(watchers.map((w) => w.waitFor<{ id: number }>('announcement', (p) => p.id === id)));
    };
    await delivered(blocker);
    const before = watchers.map((w) => framesOf(w).length);

    // The burst: five members connect within one window.
    for (const m of [pub1, pub2, registered, shy, hidden]) await bClient({ token: m.token });
    await delivered(pub1);

    const burst = (w: TestClient, i: number) => framesOf(w).slice(before[i]);
    const on = (...ms: Member[]) => ms.map((m) => ({ user_id: m.id, online: true }));
    // A visitor hears of the public members only; a stranger of the members-only one too; "always
    // offline" is never announced; the hidden member only to their friend, in a list of its own.
    expect(burst(visitor, 0)).toEqual([on(pub1, pub2)]);
    expect(burst(strangerSocket, 2)).toEqual([on(pub1, pub2, registered)]);
    expect(burst(friendSocket, 1)).toEqual([on(pub1, pub2, registered), on(hidden)]);
    // The member who blocked pub2 gets the same window without pub2.
    expect(burst(blockerSocket, 3)).toEqual([on(pub1, registered)]);
  });
});

describe('presence', () => {
  it('announces a member online on the first socket and offline after the last one, to everyone', async () => {
    const watcher = await client();
    const anna = await signUp(t.app);
    const first = await client({ token: anna.token });

    expect(await watcher.waitFor('online', (p: { user_id: number }) => p.user_id === anna.id)).toEqual({
      user_id: anna.id,
      online: true,
    });
    expect(await watcher.presence([anna.id, 999_999])).toEqual([anna.id]);
    expect([...(await realtime().presence.isOnline([anna.id]))]).toEqual([anna.id]);
    expect(await realtime().presence.onlineUserIds()).toContain(anna.id);

    // A second tab: no new announcement; closing one of two: still online.
    const second = await client({ token: anna.token });
    await realtime().presence.settled();
    first.close();
    await new Promise<void>((resolve) => {
      const wait = async () => {
        const left = await realtime().io.local.in(userRoom(anna.id)).fetchSockets();
        if (left.length === 1) resolve();
        else setTimeout(wait, 10);
      };
      void wait();
    });
    await realtime().presence.settled();
    await publicMarker(watcher);
    expect(onlineEvents(watcher, anna.id)).toEqual([{ user_id: anna.id, online: true }]);
    expect(await watcher.presence([anna.id])).toEqual([anna.id]);

    second.close();
    expect(
      await watcher.waitFor('online', (p: { user_id: number; online: boolean }) => p.user_id === anna.id && !p.online),
    ).toEqual({
      user_id: anna.id,
      online: false,
    });
    expect(await watcher.presence([anna.id])).toEqual([]);
    expect(await realtime().presence.onlineUserIds()).not.toContain(anna.id);
  });

  it('never shows a member who chose "always offline", and announces nothing for them', async () => {
    const watcher = await client();
    const shy = await signUp(t.app);
    await t.app.db.update(users).set({ online_status: 'offline' }).where(eq(users.id, shy.id));

    const shySocket = await client({ token: shy.token });
    await realtime().presence.settled();
    await publicMarker(watcher);

    expect(onlineEvents(watcher, shy.id)).toEqual([]);
    expect(await watcher.presence([shy.id])).toEqual([]);
    expect(await realtime().presence.isOnline([shy.id])).toEqual(new Set());
    expect(await realtime().presence.onlineUserIds()).not.toContain(shy.id);
    // Still a member: private events reach them.
    await t.app.bus.publish({ to: shy.id, event: 'balance', payload: { balance: 7 } });
    expect(await shySocket.waitFor('balance')).toEqual({ balance: 7 });

    shySocket.close();
    await serverSawLeave(shy.id);
    await publicMarker(watcher);
    expect(onlineEvents(watcher, shy.id)).toEqual([]);
  });

  it('announces a connected member when they switch "always offline" off and on again', async () => {
    const watcher = await client();
    const shy = await signUp(t.app);
    await t.app.db.update(users).set({ online_status: 'offline' }).where(eq(users.id, shy.id));
    await client({ token: shy.token });
    await realtime().presence.settled();

    await t.app.db.update(users).set({ online_status: 'available' }).where(eq(users.id, shy.id));
    await realtime().presence.statusChanged(shy.id);
    expect(await watcher.waitFor('online', (p: { user_id: number }) => p.user_id === shy.id)).toEqual({
      user_id: shy.id,
      online: true,
    });
    expect(await watcher.presence([shy.id])).toEqual([shy.id]);

    await t.app.db.update(users).set({ online_status: 'offline' }).where(eq(users.id, shy.id));
    await realtime().presence.statusChanged(shy.id);
    expect(await watcher.waitFor('online', (p: { user_id: number }) => p.user_id === shy.id, 2)).toEqual({
      user_id: shy.id,
      online: false,
    });
    expect(await watcher.presence([shy.id])).toEqual([]);
  });

  it('answers malformed presence queries with an empty list', async () => {
    const watcher = await client();
    const ask = (value: unknown) =>
      (watcher.socket.timeout(5000).emitWithAck as (ev: string, arg: unknown) => Promise<number[]>)('presence', value);
    expect(await ask('1,2')).toEqual([]);
    expect(await ask([-1, 1.5, 'x', null])).toEqual([]);
  });
});

describe('kick', () => {
  it('logout everywhere sends kick to every socket of the member and disconnects them, and nobody else', async () => {
    const anna = await signUp(t.app);
    const ben = await signUp(t.app);
    const phone = await client({ token: anna.token });
    const laptop = await client({ token: anna.token });
    const benSocket = await client({ token: ben.token });

    const res = await t.app.inject({ method: 'POST', url: '/v1/logout', headers: anna.auth, payload: { all: true } });
    expect(res.statusCode).toBe(200);

    for (const socket of [phone, laptop]) {
      expect(await socket.waitFor('kick')).toEqual({ reason: 'logout' });
      expect(await socket.waitForDisconnect()).toBe('io server disconnect');
      expect(socket.received.map((e) => e.name)).toContain('kick');
    }
    expect(benSocket.socket.connected).toBe(true);
    await userMarker(ben.id, benSocket);
    expect(benSocket.all('kick')).toEqual([]);

    // The old token no longer opens a member socket.
    await expect(connect(url, { token: anna.token })).rejects.toMatchObject({ message: SOCKET_UNAUTHORIZED });
  });

  it('signing out one device closes that device’s sockets only; the member’s other devices stay', async () => {
    const anna = await signUp(t.app);
    const laptop = await signIn(t.app, anna.email, anna.password, { clientId: 'anna-laptop' });
    const laptopToken = laptop.json<{ token: string }>().token;
    const phoneSocket = await client({ token: anna.token });
    const laptopSocket = await client({ token: laptopToken });

    const res = await t.app.inject({ method: 'POST', url: '/v1/logout', headers: anna.auth });
    expect(res.statusCode).toBe(200);
    expect(await phoneSocket.waitFor('kick')).toEqual({ reason: 'logout' });
    expect(await phoneSocket.waitForDisconnect()).toBe('io server disconnect');
    await userMarker(anna.id, laptopSocket);
    expect(laptopSocket.all('kick')).toEqual([]);
    expect(laptopSocket.socket.connected).toBe(true);
  });

  it('a password change signs the other devices out and closes their sockets; the changing device stays', async () => {
    const anna = await signUp(t.app);
    const laptop = await signIn(t.app, anna.email, anna.password, { clientId: 'anna-laptop-2' });
    const laptopAuth = { authorization: `Bearer ${laptop.json<{ token: string }>().token}` };
    const phoneSocket = await client({ token: anna.token });
    const laptopSocket = await client({ token: laptop.json<{ token: string }>().token });

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/v1/password/reset',
      headers: anna.auth,
      payload: { password: anna.password, new_password: 'brand-new-pw', new_password_confirm: 'brand-new-pw' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await laptopSocket.waitFor('kick')).toEqual({ reason: 'password' });
    expect((await t.app.inject({ method: 'GET', url: '/v1/me', headers: laptopAuth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/me', headers: anna.auth })).statusCode).toBe(200);
    await userMarker(anna.id, phoneSocket);
    expect(phoneSocket.all('kick')).toEqual([]);
  });
});

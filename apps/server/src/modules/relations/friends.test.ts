import { beforeAll, describe, expect, it } from 'vitest';
import { recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { befriend, graphApi, makeVip, members } from './relations.test-helpers';

let g: ReturnType<typeof graphApi>;
const t = useTestApp();
beforeAll(async () => {
  g = graphApi(t.app);
});

describe('friend requests', () => {
  it('leaves a request pending with 202; the other sees it, their request counter rises by one', async () => {
    const [anna, ben] = await members(t.app, 2);
    const events = recordEvents(t.app);
    const res = await g.request(anna, ben.id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ user_id: ben.id, status: 1 });
    expect((await g.request(anna, ben.id)).statusCode).toBe(202);
    const incoming = (await g.get('/v1/friend_requests', ben.auth)).json();
    expect(incoming.data).toEqual([expect.objectContaining({ user_id: anna.id, name: anna.name, status: 1 })]);
    expect((await g.counters(ben)).request).toBe(1);
    const [request] = await events.waitFor(ben.id, 'request');
    expect(request?.payload).toMatchObject({ user_id: anna.id, name: anna.name, status: 1 });
    expect((await g.profile(anna, ben.id)).json()).toMatchObject({ relation: 1, friend: false });
    expect((await g.profile(ben, anna.id)).json()).toMatchObject({ relation: 2, friend: false });
    events.stop();
  });

  it('makes both friends at once with 201 when the other had asked already', async () => {
    const [anna, ben] = await members(t.app, 2);
    expect((await g.request(anna, ben.id)).statusCode).toBe(202);
    const res = await g.request(ben, anna.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ user_id: anna.id, status: 2 });
    expect(await g.ids(anna, '/v1/friends')).toEqual([ben.id]);
    expect(await g.ids(ben, '/v1/friends')).toEqual([anna.id]);
    expect(await g.ids(ben, '/v1/friend_requests')).toEqual([]);
  });

  it('accepting (status 2) makes friends on both sides, tells both, and relation becomes 3', async () => {
    const [anna, ben] = await members(t.app, 2);
    await g.request(anna, ben.id);
    const events = recordEvents(t.app);
    const res = await g.answer(ben, anna.id, 2);
    expect(res.json()).toEqual({ user_id: anna.id, status: 2 });
    expect(await g.ids(anna, '/v1/friends')).toEqual([ben.id]);
    expect(await g.ids(ben, '/v1/friends')).toEqual([anna.id]);
    expect((await events.waitFor(anna.id, 'friend'))[0]?.payload).toEqual({ user_id: ben.id, status: 2 });
    expect((await events.waitFor(ben.id, 'friend'))[0]?.payload).toEqual({ user_id: anna.id, status: 2 });
    expect((await g.profile(anna, ben.id)).json()).toMatchObject({ relation: 3, friend: true });
    const bell = (await g.get('/v1/notifications', anna.auth)).json();
    expect(bell.data[0]).toMatchObject({ type: 'friend', data: { user_id: ben.id, name: ben.name } });
    events.stop();
  });

  it('status 1 declines a request, or cancels one the viewer sent', async () => {
    const [anna, ben, cara] = await members(t.app, 3);
    await g.request(anna, ben.id);
    expect((await g.answer(ben, anna.id, 1)).json()).toEqual({ user_id: anna.id, status: 1 });
    expect(await g.ids(ben, '/v1/friend_requests')).toEqual([]);
    await g.request(anna, cara.id);
    await g.answer(anna, cara.id, 1);
    expect(await g.ids(cara, '/v1/friend_requests')).toEqual([]);
    expect(await g.ids(anna, '/v1/friends')).toEqual([]);
  });

  it('refuses to accept a request that does not exist, and befriends nobody', async () => {
    const [anna, ben] = await members(t.app, 2);
    const res = await g.answer(ben, anna.id, 2);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001 });
    expect(await g.ids(ben, '/v1/friends')).toEqual([]);
  });

  it('refuses a request to a member who takes none, unless they asked first', async () => {
    const [anna, ben] = await members(t.app, 2);
    await g.updateProfile(ben, { friend_request: false });
    const res = await g.request(anna, ben.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 0,
      message: 'This member does not accept friend requests',
      reason: 'friend_requests_closed',
    });
    expect(await g.ids(ben, '/v1/friend_requests')).toEqual([]);
    expect((await g.request(ben, anna.id)).statusCode).toBe(202);
    expect((await g.request(anna, ben.id)).statusCode).toBe(201);
  });

  it('waits without naming a hidden member to someone who may not see them; their request shows to a VIP', async () => {
    const [hanna, ben, vera] = await members(t.app, 3);
    await g.updateProfile(hanna, { visibility: 'hidden' });
    await makeVip(t.app, vera);
    const events = recordEvents(t.app);
    expect((await g.request(hanna, ben.id)).statusCode).toBe(202);
    expect((await g.request(hanna, vera.id)).statusCode).toBe(202);
    await events.waitFor(vera.id, 'request');
    expect(await g.counters(vera)).toMatchObject({ request: 1, notification: 1 });
    expect(await g.ids(vera, '/v1/friend_requests')).toEqual([hanna.id]);
    await new Promise((r) => setTimeout(r, 200));
    expect(events.events.filter((e) => e.to === ben.id)).toEqual([]);
    expect(await g.counters(ben)).toMatchObject({ request: 0, notification: 0 });
    expect(await g.ids(ben, '/v1/friend_requests')).toEqual([]);
    events.stop();
  });

  it('refuses to befriend oneself with 400001', async () => {
    const [anna] = await members(t.app, 1);
    expect((await g.request(anna, anna.id)).json()).toMatchObject({ code: 400001 });
  });
});

describe('friends', () => {
  it('lists the newest friend first and pinned (top 1) friends before all others', async () => {
    const [me, ben, cara, dora] = await members(t.app, 4);
    for (const friend of [ben, cara, dora]) await befriend(t.app, me, friend);
    expect(await g.ids(me, '/v1/friends')).toEqual([dora.id, cara.id, ben.id]);
    const pinned = await g.put('/v1/friends', { user_id: ben.id, top: 1, remark: 'from Berlin' }, me.auth);
    expect(pinned.json()).toMatchObject({ user_id: ben.id, top: 1, remark: 'from Berlin' });
    const list = (await g.get('/v1/friends', me.auth)).json();
    expect(list.data.map((f: { user_id: number }) => f.user_id)).toEqual([ben.id, dora.id, cara.id]);
    expect(list.data[0]).toMatchObject({ top: 1, remark: 'from Berlin' });
    expect(list.next_max_id).toBe(-1);
    // The other side keeps its own order.
    expect(await g.ids(ben, '/v1/friends')).toEqual([me.id]);
    expect((await g.profile(me, ben.id)).json()).toMatchObject({ remark: 'from Berlin' });
  });

  it('refuses to pin someone who is not a friend', async () => {
    const [me, stranger] = await members(t.app, 2);
    const res = await g.put('/v1/friends', { user_id: stranger.id, top: 1 }, me.auth);
    expect(res.json()).toMatchObject({ code: 400001 });
  });

  it('unfriending sets status back to 1 on both sides', async () => {
    const [anna, ben] = await members(t.app, 2);
    await befriend(t.app, anna, ben);
    const res = await g.delete(`/v1/friends/${ben.id}`, undefined, anna.auth);
    expect(res.json()).toEqual({ user_id: ben.id, status: 1 });
    expect(await g.ids(anna, '/v1/friends')).toEqual([]);
    expect(await g.ids(ben, '/v1/friends')).toEqual([]);
    expect((await g.profile(ben, anna.id)).json()).toMatchObject({ relation: 0, friend: false });
  });

  it('pages friends with next_max_id, -1 at the end', async () => {
    const [me, ...others] = await members(t.app, 22);
    for (const other of others) await befriend(t.app, me, other);
    const first = (await g.get('/v1/friends', me.auth)).json();
    expect(first.data).toHaveLength(20);
    expect(first.next_max_id).toBeGreaterThan(0);
    const second = (await g.get(`/v1/friends?max_id=${first.next_max_id}`, me.auth)).json();
    expect(second.data).toHaveLength(1);
    expect(second.next_max_id).toBe(-1);
  });
});

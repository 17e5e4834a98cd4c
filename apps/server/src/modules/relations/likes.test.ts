import { beforeAll, describe, expect, it } from 'vitest';
import { api, outboxOf } from '../../test/account-helpers';
import { recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { graphApi, makeVip, members } from './relations.test-helpers';

let g: ReturnType<typeof graphApi>;
const t = useTestApp();
beforeAll(async () => {
  g = graphApi(t.app);
});

describe('likes', () => {
  it("raises the member's likes-me counter by one and tells them after commit", async () => {
    const [anna, ben] = await members(t.app, 2);
    const events = recordEvents(t.app);
    const res = await g.like(anna, ben.id);
    expect(res.json()).toEqual({ user_id: ben.id, liked: true, mutual: false });
    expect((await g.like(anna, ben.id)).statusCode).toBe(200);
    expect(await g.counters(ben)).toMatchObject({ likeme: 1, notification: 1 });
    const [likeme] = await events.waitFor(ben.id, 'likeme');
    expect(likeme?.payload).toEqual({ user_id: anna.id, name: anna.name, avatar: null });
    const counters = await events.waitFor(ben.id, 'counter', 2);
    expect(counters.at(-1)?.payload).toMatchObject({ likeme: 1, notification: 1 });
    expect((await g.get('/v1/me', ben.auth)).json().counter).toMatchObject({ likeme: 1 });
    const bell = (await g.get('/v1/notifications', ben.auth)).json();
    expect(bell).toEqual({
      data: [
        {
          id: expect.any(Number),
          type: 'like',
          data: { user_id: anna.id, name: anna.name, avatar: null },
          created_at: expect.any(String),
        },
      ],
      next_max_id: -1,
    });
    events.stop();
  });

  it('lists whom I like, who likes me and mutual likes; unliking removes them', async () => {
    const [anna, ben, cara] = await members(t.app, 3);
    await g.like(anna, ben.id);
    await g.like(anna, cara.id);
    expect((await g.like(ben, anna.id)).json()).toMatchObject({ mutual: true });
    expect(await g.ids(anna, '/v1/likes')).toEqual([cara.id, ben.id]);
    expect(await g.ids(anna, '/v1/likes/me')).toEqual([ben.id]);
    expect(await g.ids(anna, '/v1/likes/mutual')).toEqual([ben.id]);
    expect((await g.profile(anna, ben.id)).json()).toMatchObject({ liked: true, liked_me: true });
    await g.delete(`/v1/likes/${ben.id}`, undefined, anna.auth);
    expect(await g.ids(anna, '/v1/likes')).toEqual([cara.id]);
    expect(await g.ids(anna, '/v1/likes/mutual')).toEqual([]);
  });

  it('refuses to like oneself or a hidden profile, and raises nothing', async () => {
    const [anna, ben] = await members(t.app, 2);
    await g.updateProfile(ben, { visibility: 'hidden' });
    expect((await g.like(anna, anna.id)).json()).toMatchObject({ code: 400001 });
    expect((await g.like(anna, ben.id)).json()).toMatchObject({ code: 400061 });
    expect((await g.counters(ben)).likeme).toBe(0);
  });
});

describe('counters and notifications', () => {
  it('PUT counters resets one counter to 0 and leaves the others', async () => {
    const [anna, ben] = await members(t.app, 2);
    await g.like(anna, ben.id);
    const res = await g.put('/v1/counters', { type: 'likeme' }, ben.auth);
    expect(res.json()).toEqual({ message: 0, notification: 1, request: 0, likeme: 0, order: 0 });
    expect((await g.put('/v1/counters', { type: 'gold' }, ben.auth)).json()).toMatchObject({ code: 400001 });
  });

  it('DELETE notifications empties the bell and its counter', async () => {
    const [anna, ben] = await members(t.app, 2);
    await g.like(anna, ben.id);
    await g.delete('/v1/notifications', undefined, ben.auth);
    expect((await g.get('/v1/notifications', ben.auth)).json()).toEqual({ data: [], next_max_id: -1 });
    expect((await g.counters(ben)).notification).toBe(0);
  });

  it('needs a session', async () => {
    expect((await api(t.app).get('/v1/counters')).statusCode).toBe(401);
  });
});

describe('a hidden member liking and visiting', () => {
  it('is not named to someone who may not see them: no event, counter, bell entry or mail; a VIP is told', async () => {
    const [hanna, ben, vera] = await members(t.app, 3);
    await g.updateProfile(hanna, { visibility: 'hidden' });
    await makeVip(t.app, vera);
    const events = recordEvents(t.app);
    for (const to of [ben, vera]) {
      expect((await g.like(hanna, to.id)).json()).toMatchObject({ liked: true });
      expect((await g.get(`/v1/u/${to.id}`, hanna.auth)).statusCode).toBe(200);
    }
    // Vera (VIP) may open Hanna's profile: she is told of the like and the visit, as anyone would be.
    await events.waitFor(vera.id, 'likeme');
    expect(await g.counters(vera)).toMatchObject({ likeme: 1, notification: 2 });
    expect(await g.ids(vera, '/v1/likes/me')).toEqual([hanna.id]);
    // Ben may not: the like is kept for Hanna, and nothing names her to him.
    expect(await g.ids(hanna, '/v1/likes')).toEqual([vera.id, ben.id]);
    await new Promise((r) => setTimeout(r, 200));
    expect(events.events.filter((e) => e.to === ben.id)).toEqual([]);
    expect(await g.counters(ben)).toMatchObject({ likeme: 0, notification: 0 });
    expect((await g.get('/v1/notifications', ben.auth)).json()).toMatchObject({ data: [] });
    expect(await g.ids(ben, '/v1/likes/me')).toEqual([]);
    expect(await outboxOf(t.app, ben.email)).toEqual([]);
    events.stop();
  });
});

describe('e-mail notifications', () => {
  it('mails a like when the member left "likes" on, and not once they turned it off', async () => {
    const [anna, ben, cara] = await members(t.app, 3);
    await g.like(anna, ben.id);
    expect((await outboxOf(t.app, ben.email)).map((m) => m.subject)).toEqual([`${anna.name} likes you`]);
    await g.updateProfile(ben, { email_notifications: { likes: false } });
    await g.like(cara, ben.id);
    await g.request(cara, ben.id);
    expect((await outboxOf(t.app, ben.email)).map((m) => m.subject)).toEqual([
      `${cara.name} wants to be your friend`,
      `${anna.name} likes you`,
    ]);
  });
});

describe('like and unlike in a loop', () => {
  it('tells the member once a day: one counter step, one bell entry, one mail', async () => {
    const [anna, ben] = await members(t.app, 2);
    for (let i = 0; i < 5; i++) {
      expect((await g.like(anna, ben.id)).statusCode).toBe(200);
      expect((await g.delete(`/v1/likes/${ben.id}`, undefined, anna.auth)).statusCode).toBe(200);
    }
    await g.like(anna, ben.id);
    expect(await g.counters(ben)).toMatchObject({ likeme: 1, notification: 1 });
    const bell = (await g.get('/v1/notifications', ben.auth)).json();
    expect(bell.data.map((n: { type: string }) => n.type)).toEqual(['like']);
    expect((await outboxOf(t.app, ben.email)).map((m) => m.subject)).toEqual([`${anna.name} likes you`]);
    // The like itself still counts: Ben sees Anna among those who like him.
    const likers = (await g.get('/v1/likes/me', ben.auth)).json();
    expect(likers.data.map((m: { user_id: number }) => m.user_id)).toEqual([anna.id]);
  });
});

describe('visits', () => {
  it('GET u/{id} records a visit once a day, never for oneself or a visitor without a session', async () => {
    const [anna, ben] = await members(t.app, 2);
    await makeVip(t.app, ben);
    for (let i = 0; i < 2; i++)
      expect((await g.get(`/v1/u/${ben.id}?redirect=0&referrer=list`, anna.auth)).statusCode).toBe(200);
    await g.get(`/v1/u/${ben.id}`, ben.auth);
    expect((await g.get(`/v1/u/${ben.id}`)).statusCode).toBe(200);
    const visitors = (await g.get('/v1/visits', ben.auth)).json();
    expect(visitors.data).toEqual([expect.objectContaining({ user_id: anna.id, visited_at: expect.any(String) })]);
    const bell = (await g.get('/v1/notifications', ben.auth)).json();
    expect(bell.data.map((n: { type: string }) => n.type)).toEqual(['visit']);
  });

  it('the visitors list is for VIP members: 400062 for others', async () => {
    const [anna] = await members(t.app, 1);
    const res = await g.get('/v1/visits', anna.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400062, message: 'This feature is for VIP members' });
  });
});

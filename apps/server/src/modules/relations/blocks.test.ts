import { beforeAll, describe, expect, it } from 'vitest';
import { recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { befriend, graphApi, members } from './relations.test-helpers';

let g: ReturnType<typeof graphApi>;
const t = useTestApp();
beforeAll(async () => {
  g = graphApi(t.app);
});

const hidden = { code: 400061, message: "User doesn't exist or hidden" };

describe('blocking', () => {
  it('ends the friendship, pending requests and likes between the two, and tells the blocked member', async () => {
    const [anna, ben, cara] = await members(t.app, 3);
    await befriend(t.app, anna, ben);
    await g.like(anna, ben.id);
    await g.like(ben, anna.id);
    await g.request(cara, anna.id);
    const events = recordEvents(t.app);
    expect((await g.block(anna, ben.id)).json()).toEqual({ user_id: ben.id, blocked: true });
    expect((await g.block(anna, cara.id)).statusCode).toBe(200);
    expect((await events.waitFor(ben.id, 'block'))[0]?.payload).toEqual({ user_id: anna.id });
    expect(await g.ids(anna, '/v1/friends')).toEqual([]);
    expect(await g.ids(ben, '/v1/friends')).toEqual([]);
    expect(await g.ids(anna, '/v1/friend_requests')).toEqual([]);
    expect(await g.ids(anna, '/v1/likes')).toEqual([]);
    expect(await g.ids(ben, '/v1/likes')).toEqual([]);
    expect(await g.ids(anna, '/v1/blacklist')).toEqual([cara.id, ben.id]);
    events.stop();
  });

  it('in both directions: neither can view, like or befriend the other, nor find them in lists', async () => {
    const [blocker, blocked] = await members(t.app, 2);
    await g.like(blocked, blocker.id);
    await g.block(blocker, blocked.id);
    for (const [from, to] of [
      [blocked, blocker],
      [blocker, blocked],
    ] as const) {
      expect((await g.like(from, to.id)).json()).toEqual(hidden);
      expect((await g.request(from, to.id)).json()).toEqual(hidden);
      expect((await t.app.services.profiles.cards(from.id, [to.id])).size).toBe(0);
    }
    expect(await g.ids(blocker, '/v1/likes/me')).toEqual([]);
    expect((await g.counters(blocker)).likeme).toBe(1); // the like before the block only
  });

  it('lets the blocker open the profile (with "blocked") and the conversation, to unblock; the blocked one finds nothing', async () => {
    const [blocker, blocked] = await members(t.app, 2);
    await g.block(blocker, blocked.id);
    const profile = await g.profile(blocker, blocked.id);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ id: blocked.id, blocked: true, blocked_me: false });
    const visit = await g.get(`/v1/u/${blocked.id}?redirect=0`, blocker.auth);
    expect(visit.statusCode, visit.body).toBe(200);
    expect(await g.ids(blocked, '/v1/visitors').catch(() => [])).not.toContain(blocker.id);
    const thread = await g.get(`/v1/message_threads/${blocked.id}?user=1`, blocker.auth);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json()).toMatchObject({ thread: { block: 1 } });
    // The member who was blocked meets the same answer as for an unknown id, and no conversation opens.
    const unknown = await g.profile(blocked, 99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect((await g.profile(blocked, blocker.id)).json()).toEqual(unknown.json());
    expect((await g.get(`/v1/u/${blocker.id}`, blocked.auth)).json()).toEqual(unknown.json());
    expect((await g.get(`/v1/message_threads/${blocker.id}?user=1`, blocked.auth)).json()).toEqual(hidden);
  });

  it('unblocking makes the profile visible again; the blacklist forgets the member', async () => {
    const [anna, ben] = await members(t.app, 2);
    await g.block(anna, ben.id);
    expect((await g.delete(`/v1/blacklist/${ben.id}`, undefined, anna.auth)).json()).toEqual({
      user_id: ben.id,
      blocked: false,
    });
    expect((await g.profile(ben, anna.id)).statusCode).toBe(200);
    expect(await g.ids(anna, '/v1/blacklist')).toEqual([]);
  });

  it('refuses to block oneself (400001) and answers an unknown member like a hidden one', async () => {
    const [anna] = await members(t.app, 1);
    expect((await g.block(anna, anna.id)).json()).toMatchObject({ code: 400001 });
    expect((await g.block(anna, 99_999_999)).json()).toEqual(hidden);
  });
});

describe('remarks', () => {
  it('keeps a private note about a member, shown only to its author', async () => {
    const [anna, ben] = await members(t.app, 2);
    const set = await g.post('/v1/remarks', { user_id: ben.id, remark: ' met at the fair ' }, anna.auth);
    expect(set.json()).toEqual({ user_id: ben.id, remark: 'met at the fair' });
    expect((await g.get(`/v1/remarks/${ben.id}`, anna.auth)).json()).toEqual({
      user_id: ben.id,
      remark: 'met at the fair',
    });
    expect((await g.profile(anna, ben.id)).json()).toMatchObject({ remark: 'met at the fair' });
    expect((await g.profile(ben, anna.id)).json()).toMatchObject({ remark: null });
    await g.delete(`/v1/remarks/${ben.id}`, undefined, anna.auth);
    expect((await g.get(`/v1/remarks/${ben.id}`, anna.auth)).json()).toEqual({ user_id: ben.id, remark: null });
  });

  it('refuses an empty remark with 400001', async () => {
    const [anna, ben] = await members(t.app, 2);
    const res = await g.post('/v1/remarks', { user_id: ben.id, remark: '   ' }, anna.auth);
    expect(res.json()).toMatchObject({ code: 400001 });
  });
});

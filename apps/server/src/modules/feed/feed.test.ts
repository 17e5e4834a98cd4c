import type { FeedItem } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeds, users } from '../../db/schema';
import { signUp, type Member } from '../../test/factories';
import { recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { befriend, graphApi, makeVip, members } from '../relations/relations.test-helpers';
import { XSS_CORPUS } from '@yuanfen/contract/testing';

const realNow = Date.now();
let clock = new Date(realNow);
let g: ReturnType<typeof graphApi>;
const t = useTestApp({ deps: { now: () => clock } });
beforeAll(async () => {
  g = graphApi(t.app);
});

type Page = { data: FeedItem[]; next_max_id: number };
const post = (m: Member, body: unknown) => g.post('/v1/feeds', body, m.auth);
const posted = async (m: Member, content: string) => {
  const res = await post(m, { content });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FeedItem>();
};
/** Every id of a cursor list, walking the pages to the end. */
async function allIds(url: string, viewer: Member | null) {
  const ids: number[] = [];
  let maxId: number | undefined;
  for (let i = 0; i < 100; i++) {
    const sep = url.includes('?') ? '&' : '?';
    const res = await g.get(maxId ? `${url}${sep}max_id=${maxId}` : url, viewer?.auth ?? {});
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    ids.push(...page.data.map((f) => f.id));
    if (page.next_max_id === -1) return ids;
    maxId = page.next_max_id;
  }
  throw new Error('paging never ended');
}

describe('posting', () => {
  it('answers the created item and tells open feed lists through the public room', async () => {
    const anna = await signUp(t.app);
    const events = recordEvents(t.app);
    const item = await posted(anna, '  hello [smile] world  ');
    expect(item).toMatchObject({
      user_id: anna.id,
      user: { user_id: anna.id, name: anna.name, vip: 0 },
      content: 'hello [smile] world',
      upload_ids: [],
      uploads: [],
      secret: false,
      translate: null,
      can: { delete: true, translate: false },
    });
    expect((await g.get(`/v1/feeds/${item.id}`, anna.auth)).json()).toEqual(item);
    const until = Date.now() + 3000;
    const mine = () => events.events.filter((e) => e.to === 'public' && e.event === 'feed');
    while (mine().length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(mine().map((e) => e.payload)).toContainEqual({ id: item.id, user_id: anna.id });
    events.stop();
  });

  it('refuses an empty post (400001) and stores nothing; visitors cannot post', async () => {
    const anna = await signUp(t.app);
    for (const body of [{}, { content: '' }, { content: '   \n ' }, { content: '', upload_ids: [] }]) {
      const res = await post(anna, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001 });
    }
    expect((await post(anna, { content: 'x'.repeat(2001) })).json()).toMatchObject({ code: 400001 });
    expect((await post(anna, { content: 'x', extra: 1 })).json()).toMatchObject({ code: 400001 });
    const photos = await post(anna, { content: 'with photo', upload_ids: [999_999] });
    expect(photos.statusCode).toBe(400);
    expect(photos.json()).toMatchObject({ code: 400001, errors: { upload_ids: expect.any(String) } });
    expect((await g.post('/v1/feeds', { content: 'anonymous' })).statusCode).toBe(401);
    expect(await t.app.db.select().from(feeds).where(eq(feeds.user_id, anna.id))).toEqual([]);
  });

  it('limits a non-VIP member to 2 posts in a rolling 24 h (400057); a VIP posts freely', async () => {
    const [plain, vip] = await members(t.app, 2);
    await makeVip(t.app, vip);
    try {
      clock = new Date(realNow - 25 * 3_600_000);
      await posted(plain, 'one');
      await posted(plain, 'two');
      const third = await post(plain, { content: 'three' });
      expect(third.statusCode).toBe(400);
      expect(third.json()).toEqual({ code: 400057, message: 'Members without VIP can post 2 times in 24 hours' });
      clock = new Date(realNow);
      await posted(plain, 'a day later');
      await posted(plain, 'again');
      expect((await post(plain, { content: 'too many' })).json()).toMatchObject({ code: 400057 });
      for (const n of [1, 2, 3, 4]) await posted(vip, `vip ${n}`);
      // Deleting a post does not give it back.
      const [latest] = (await g.get(`/v1/feeds/user/${plain.id}`, plain.auth)).json<Page>().data;
      expect((await g.delete(`/v1/feeds/${latest!.id}`, undefined, plain.auth)).statusCode).toBe(200);
      expect((await post(plain, { content: 'after delete' })).json()).toMatchObject({ code: 400057 });
    } finally {
      clock = new Date(realNow);
    }
  });

  it('holds the limit under concurrent posts', async () => {
    const plain = await signUp(t.app);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => post(plain, { content: `race ${i}` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.json<{ code?: number }>().code === 400057)).toHaveLength(8);
  });

  it('publishes a post retried with its client id once, also when the retries race and the limit is reached', async () => {
    const plain = await signUp(t.app);
    const events = recordEvents(t.app);
    const body = { content: 'Sunset over the harbour', client_id: 'post-retry-0001' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(plain, body)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(answers.map((res) => res.json<FeedItem>().id));
    expect(ids.size).toBe(1);
    // A second post uses the last of the two a day; the first post's retry still answers, not 400057.
    await posted(plain, 'second');
    const retried = await post(plain, body);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<FeedItem>().id).toBe([...ids][0]);
    const stored = await t.app.db.select().from(feeds).where(eq(feeds.user_id, plain.id));
    expect(stored).toHaveLength(2);
    // Two posts, two `feed` events (the bus may deliver later: wait for them, then a little longer).
    const feedEvents = () =>
      events.events.filter((e) => e.event === 'feed' && (e.payload as { user_id: number }).user_id === plain.id);
    for (let i = 0; i < 150 && feedEvents().length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    expect(feedEvents()).toHaveLength(2);
    events.stop();
    // Another member's same client id is their own post; a malformed one is refused.
    const other = await signUp(t.app);
    expect((await post(other, body)).json<FeedItem>().id).not.toBe([...ids][0]);
    const bad = await post(other, { content: 'x', client_id: 'no spaces allowed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400001, errors: { client_id: 'Invalid client id' } });
  });

  it('stores and returns an XSS payload corpus byte for byte, as text', async () => {
    const author = await signUp(t.app);
    await makeVip(t.app, author);
    for (const payload of XSS_CORPUS) {
      const item = await posted(author, payload);
      expect(item.content).toBe(payload);
      const again = await g.get(`/v1/feeds/${item.id}`, author.auth);
      expect(again.headers['content-type']).toMatch(/^application\/json/);
      expect(again.json<FeedItem>().content).toBe(payload);
      const [row] = await t.app.db.select().from(feeds).where(eq(feeds.id, item.id));
      expect(row?.content).toBe(payload);
    }
  });
});

describe('reading', () => {
  it('pages a timeline and the home feed with next_max_id, -1 at the end', async () => {
    const author = await signUp(t.app);
    await makeVip(t.app, author);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await posted(author, `post ${i}`)).id);
    const newest = [...ids].reverse();
    const first = (await g.get(`/v1/feeds/user/${author.id}`, author.auth)).json<Page>();
    expect(first.data.map((f) => f.id)).toEqual(newest.slice(0, 10));
    expect(first.next_max_id).toBe(newest[9]);
    const second = (await g.get(`/v1/feeds/user/${author.id}?max_id=${first.next_max_id}`, author.auth)).json<Page>();
    expect(second).toMatchObject({ next_max_id: -1 });
    expect(second.data.map((f) => f.id)).toEqual(newest.slice(10));
    const home = await allIds('/v1/feeds', author);
    expect(home.filter((id) => ids.includes(id))).toEqual(newest);
    expect(home).toEqual([...home].sort((a, b) => b - a));
    // A visitor sees the same public author.
    expect((await allIds('/v1/feeds', null)).filter((id) => ids.includes(id))).toEqual(newest);
  });

  it('shows posts of the gender the viewer seeks, and the viewer’s own', async () => {
    const seeker = await signUp(t.app, { gender: 1 });
    const woman = await signUp(t.app, { gender: 0 });
    const man = await signUp(t.app, { gender: 1 });
    expect((await g.updateProfile(seeker, { interest: 0 })).statusCode).toBe(200);
    const hers = await posted(woman, 'from her');
    const his = await posted(man, 'from him');
    const own = await posted(seeker, 'my own');
    const home = await allIds('/v1/feeds', seeker);
    expect(home).toContain(hers.id);
    expect(home).toContain(own.id);
    expect(home).not.toContain(his.id);
    // Visitors see everyone.
    const visitor = await allIds('/v1/feeds', null);
    expect(visitor).toEqual(expect.arrayContaining([hers.id, his.id, own.id]));
  });

  it('leaves out hidden, blocked (either way), banned and deactivated authors', async () => {
    // Members seek the other gender by default: the viewer (a man) sees women's posts.
    const [viewer, friend] = await members(t.app, 2);
    const women = () => signUp(t.app, { gender: 0 });
    const [hidden, blocker, blocked, banned, deactivated, registered, friendOnly] = await Promise.all([
      women(),
      women(),
      women(),
      women(),
      women(),
      women(),
      women(),
    ]);
    await befriend(t.app, friendOnly, friend);
    const item: Record<string, FeedItem> = {};
    for (const [key, m] of Object.entries({ hidden, blocker, blocked, banned, deactivated, registered, friendOnly })) {
      item[key] = await posted(m, `by ${key}`);
    }
    expect((await g.updateProfile(hidden, { visibility: 'hidden' })).statusCode).toBe(200);
    expect((await g.updateProfile(registered, { visibility: 'registered' })).statusCode).toBe(200);
    expect((await g.updateProfile(friendOnly, { visibility: 'friends' })).statusCode).toBe(200);
    expect((await g.block(blocker, viewer.id)).statusCode).toBe(200);
    expect((await g.block(viewer, blocked.id)).statusCode).toBe(200);
    await t.app.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.id));
    await t.app.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, deactivated.id));

    const home = await allIds('/v1/feeds', viewer);
    for (const key of ['hidden', 'blocker', 'blocked', 'banned', 'deactivated', 'friendOnly']) {
      expect(home, key).not.toContain(item[key]!.id);
      expect((await g.get(`/v1/feeds/${item[key]!.id}`, viewer.auth)).json()).toMatchObject({ code: 0 });
      expect((await g.get(`/v1/feeds/${item[key]!.id}`, viewer.auth)).statusCode).toBe(404);
    }
    expect(home).toContain(item.registered!.id);
    expect((await g.get(`/v1/feeds/user/${hidden.id}`, viewer.auth)).json()).toMatchObject({ code: 400061 });
    expect((await g.get(`/v1/feeds/user/${blocker.id}`, viewer.auth)).json()).toMatchObject({ code: 400061 });
    expect((await g.get(`/v1/feeds/user/${registered.id}`, viewer.auth)).json<Page>().data.map((f) => f.id)).toEqual([
      item.registered!.id,
    ]);
    // The blocker does not see the viewer's posts either.
    const mine = await posted(viewer, 'viewer post');
    expect(await allIds('/v1/feeds', blocker)).not.toContain(mine.id);
    expect(await allIds('/v1/feeds', blocked)).not.toContain(mine.id);
    // Friends see a friends-only author; visitors see public authors only.
    expect(await allIds('/v1/feeds', friend)).toContain(item.friendOnly!.id);
    const visitor = await allIds('/v1/feeds', null);
    expect(visitor).not.toContain(item.registered!.id);
    expect(visitor).toContain(mine.id);
    expect((await g.get(`/v1/feeds/user/${registered.id}`)).json()).toMatchObject({ code: 400061 });
  });
});

describe('deleting', () => {
  it('only the owner deletes; the post then disappears everywhere', async () => {
    const [owner, other] = await members(t.app, 2);
    const item = await posted(owner, 'to be deleted');
    expect((await g.delete(`/v1/feeds/${item.id}`, undefined, other.auth)).statusCode).toBe(403);
    expect((await g.delete(`/v1/feeds/${item.id}`)).statusCode).toBe(401);
    expect((await g.get(`/v1/feeds/${item.id}`, other.auth)).statusCode).toBe(200);
    const done = await g.delete(`/v1/feeds/${item.id}`, undefined, owner.auth);
    expect(done.json()).toEqual({ id: item.id, deleted: true });
    expect((await g.get(`/v1/feeds/${item.id}`, owner.auth)).statusCode).toBe(404);
    expect((await g.delete(`/v1/feeds/${item.id}`, undefined, owner.auth)).statusCode).toBe(404);
    expect(await allIds(`/v1/feeds/user/${owner.id}`, owner)).toEqual([]);
    expect(await allIds('/v1/feeds', other)).not.toContain(item.id);
    const [row] = await t.app.db.select().from(feeds).where(eq(feeds.id, item.id));
    expect(row?.deleted_at).toBeInstanceOf(Date);
  });

  it('answers unknown or malformed ids with the error shape', async () => {
    const anna = await signUp(t.app);
    expect((await g.get('/v1/feeds/99999999', anna.auth)).json()).toEqual({ code: 0, message: 'Post not found' });
    expect((await g.get('/v1/feeds/abc')).json()).toMatchObject({ code: 400001 });
    expect((await g.get('/v1/feeds?max_id=-3')).json()).toMatchObject({ code: 400001 });
  });
});

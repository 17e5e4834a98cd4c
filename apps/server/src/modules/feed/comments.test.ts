import {
  COMMENT_MAX_LENGTH,
  REACTION_EMOJI,
  type FeedComment,
  type FeedItem,
  type FeedReactions,
  type NotificationItem,
} from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedComments, feedReactions, feeds, users } from '../../db/schema';
import { signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { signUpOperator } from '../admin/admin.test-helpers';
import { graphApi, makeVip, members } from '../relations/relations.test-helpers';

const t = useTestApp();
let g: ReturnType<typeof graphApi>;
beforeAll(() => {
  g = graphApi(t.app);
});

type Page<T> = { data: T[]; next_max_id: number };
const publish = async (m: Member, content = 'a post') => {
  const res = await g.post('/v1/feeds', { content }, m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FeedItem>();
};
const comment = (m: Member, feedId: number, content: unknown) =>
  g.post(`/v1/feeds/${feedId}/comments`, { content }, m.auth);
const commented = async (m: Member, feedId: number, content: string) => {
  const res = await comment(m, feedId, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FeedComment>();
};
const comments = async (viewer: Member | null, feedId: number, maxId?: number) => {
  const res = await g.get(`/v1/feeds/${feedId}/comments${maxId ? `?max_id=${maxId}` : ''}`, viewer?.auth ?? {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<FeedComment>>();
};
const react = (m: Member, feedId: number, emoji: string) => g.put(`/v1/feeds/${feedId}/reaction`, { emoji }, m.auth);
const postOf = async (viewer: Member, feedId: number) => {
  const res = await g.get(`/v1/feeds/${feedId}`, viewer.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FeedItem>();
};
const reportComment = async (m: Member, commentId: number) => {
  const res = await g.post('/v1/reports', { type: 'comment', related_id: commentId, content: 'not ok' }, m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
};
const unreact = (m: Member, feedId: number) => g.delete(`/v1/feeds/${feedId}/reaction`, undefined, m.auth);
const bell = async (m: Member) => (await g.get('/v1/notifications', m.auth)).json<Page<NotificationItem>>().data;
const storedCount = async (feedId: number) =>
  (await t.app.db.select({ n: feeds.comment_count, r: feeds.reactions }).from(feeds).where(eq(feeds.id, feedId)))[0]!;

describe('comments', () => {
  it('a reader comments; the post counts it, lists it newest first, and its author hears of it', async () => {
    const [anna, ben, cleo] = await members(t.app, 3);
    const post = await publish(anna);
    expect(post).toMatchObject({ comment_count: 0, reactions: {}, my_reaction: null });
    const first = await commented(ben, post.id, '  nice [smile]  ');
    expect(first).toMatchObject({
      feed_id: post.id,
      user_id: ben.id,
      user: { user_id: ben.id, name: ben.name, vip: 0 },
      content: 'nice [smile]',
      can: { delete: true, report: false, translate: false },
    });
    const second = await commented(cleo, post.id, 'second');
    const page = await comments(anna, post.id);
    expect(page.data.map((c) => c.id)).toEqual([second.id, first.id]);
    // The post's author may delete others' comments on it, and report or translate them.
    expect(page.data[1]!.can).toEqual({ delete: true, report: true, translate: true });
    expect((await comments(ben, post.id)).data[0]!.can).toEqual({ delete: false, report: true, translate: true });
    expect((await postOf(ben, post.id)).comment_count).toBe(2);
    const home = (await g.get('/v1/feeds', anna.auth)).json<Page<FeedItem>>();
    expect(home.data.find((p) => p.id === post.id)?.comment_count).toBe(2);
    const notices = (await bell(anna)).filter((n) => n.type === 'comment');
    expect(notices.map((n) => n.data)).toEqual([
      expect.objectContaining({ user_id: cleo.id, feed_id: post.id }),
      expect.objectContaining({ user_id: ben.id, feed_id: post.id }),
    ]);
    // Commenting on one's own post tells nobody.
    await commented(anna, post.id, 'thanks');
    expect((await bell(anna)).filter((n) => n.type === 'comment')).toHaveLength(2);
  });

  it('pages 20 at a time by max_id until -1', async () => {
    const [anna, ben] = await members(t.app, 2);
    const post = await publish(anna);
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push((await commented(ben, post.id, `comment ${i}`)).id);
    const first = await comments(anna, post.id);
    expect(first.data).toHaveLength(20);
    const second = await comments(anna, post.id, first.next_max_id);
    expect(second.next_max_id).toBe(-1);
    expect([...first.data, ...second.data].map((c) => c.id)).toEqual(ids.reverse());
  });

  it('refuses empty, too long or extra input with 400001 and stores nothing; visitors read but cannot write', async () => {
    const [anna, ben] = await members(t.app, 2);
    const post = await publish(anna);
    for (const content of ['', '   ', 'x'.repeat(COMMENT_MAX_LENGTH + 1), 42, undefined]) {
      const res = await comment(ben, post.id, content);
      expect(res.statusCode, String(content)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001 });
    }
    const extra = await g.post(`/v1/feeds/${post.id}/comments`, { content: 'x', html: '<b>' }, ben.auth);
    expect(extra.json()).toMatchObject({ code: 400001 });
    expect((await g.post(`/v1/feeds/${post.id}/comments`, { content: 'anon' })).statusCode).toBe(401);
    expect(await t.app.db.select().from(feedComments).where(eq(feedComments.feed_id, post.id))).toEqual([]);
    await commented(ben, post.id, 'x'.repeat(COMMENT_MAX_LENGTH));
    expect((await comments(null, post.id)).data).toHaveLength(1);
    expect((await comment(ben, 999_999, 'nowhere')).statusCode).toBe(404);
  });

  it('deletes: the writer and the post author may, nobody else (403); the count follows', async () => {
    const [anna, ben, cleo] = await members(t.app, 3);
    const post = await publish(anna);
    const bens = await commented(ben, post.id, 'by ben');
    const cleos = await commented(cleo, post.id, 'by cleo');
    const refused = await g.delete(`/v1/feeds/${post.id}/comments/${bens.id}`, undefined, cleo.auth);
    expect(refused.statusCode).toBe(403);
    expect((await comments(anna, post.id)).data).toHaveLength(2);
    const own = await g.delete(`/v1/feeds/${post.id}/comments/${cleos.id}`, undefined, cleo.auth);
    expect(own.json()).toEqual({ id: cleos.id, deleted: true, comment_count: 1 });
    const byAuthor = await g.delete(`/v1/feeds/${post.id}/comments/${bens.id}`, undefined, anna.auth);
    expect(byAuthor.json()).toEqual({ id: bens.id, deleted: true, comment_count: 0 });
    expect((await g.delete(`/v1/feeds/${post.id}/comments/${bens.id}`, undefined, anna.auth)).statusCode).toBe(404);
    expect((await comments(anna, post.id)).data).toEqual([]);
    expect((await storedCount(post.id)).n).toBe(0);
    // A comment id under another post is not found there.
    const other = await publish(ben);
    const c = await commented(anna, other.id, 'elsewhere');
    expect((await g.delete(`/v1/feeds/${post.id}/comments/${c.id}`, undefined, anna.auth)).statusCode).toBe(404);
  });
});

describe('reactions', () => {
  it('one per member: set, change, remove; counts and my_reaction in lists and the single post', async () => {
    const [anna, ben, cleo] = await members(t.app, 3);
    const post = await publish(anna);
    expect((await react(ben, post.id, '❤️')).json()).toEqual({
      id: post.id,
      reactions: { '❤️': 1 },
      my_reaction: '❤️',
    });
    await react(cleo, post.id, '❤️');
    const changed = (await react(ben, post.id, '😂')).json<FeedReactions>();
    expect(changed).toEqual({ id: post.id, reactions: { '❤️': 1, '😂': 1 }, my_reaction: '😂' });
    // Choosing the same again changes nothing.
    expect((await react(ben, post.id, '😂')).json<FeedReactions>().reactions).toEqual({ '❤️': 1, '😂': 1 });
    expect(await postOf(ben, post.id)).toMatchObject({ reactions: { '❤️': 1, '😂': 1 }, my_reaction: '😂' });
    const timeline = (await g.get(`/v1/feeds/user/${anna.id}`, cleo.auth)).json<Page<FeedItem>>();
    expect(timeline.data[0]).toMatchObject({ id: post.id, my_reaction: '❤️' });
    expect((await postOf(anna, post.id)).my_reaction).toBeNull();
    const removed = await g.delete(`/v1/feeds/${post.id}/reaction`, undefined, ben.auth);
    expect(removed.json()).toEqual({ id: post.id, reactions: { '❤️': 1 }, my_reaction: null });
    expect((await g.delete(`/v1/feeds/${post.id}/reaction`, undefined, ben.auth)).json<FeedReactions>()).toMatchObject({
      reactions: { '❤️': 1 },
    });
    // The author hears of each member's first reaction only, not of a change.
    const notices = (await bell(anna)).filter((n) => n.type === 'reaction');
    expect(notices.map((n) => n.data.user_id).sort()).toEqual([ben.id, cleo.id].sort());
  });

  it('refuses an emoji outside the set (400001) and changes nothing; visitors cannot react', async () => {
    const [anna, ben] = await members(t.app, 2);
    const post = await publish(anna);
    for (const emoji of ['💩', 'heart', '', '❤️❤️']) {
      const res = await react(ben, post.id, emoji);
      expect(res.statusCode, emoji).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001 });
    }
    expect((await g.put(`/v1/feeds/${post.id}/reaction`, { emoji: '👍' })).statusCode).toBe(401);
    expect(await storedCount(post.id)).toEqual({ n: 0, r: {} });
    expect((await react(ben, 999_999, '👍')).statusCode).toBe(404);
  });

  it('keeps exact counts when many members react, change and comment at the same time', async () => {
    const anna = await signUp(t.app);
    const crowd = await Promise.all(Array.from({ length: 8 }, () => signUp(t.app)));
    const post = await publish(anna);
    const first = (i: number) => REACTION_EMOJI[i % REACTION_EMOJI.length]!;
    const results = await Promise.all(crowd.map((m, i) => react(m, post.id, first(i))));
    expect(results.map((r) => r.statusCode)).toEqual(crowd.map(() => 200));
    // Half of them change their mind while the other half take theirs back, all at once, with comments.
    await Promise.all(
      crowd.flatMap((m, i) => [
        i % 2 ? react(m, post.id, '🔥') : g.delete(`/v1/feeds/${post.id}/reaction`, undefined, m.auth),
        comment(m, post.id, `comment ${i}`),
      ]),
    );
    const rows = await t.app.db.select().from(feedReactions).where(eq(feedReactions.feed_id, post.id));
    const expected: Record<string, number> = {};
    for (const row of rows) expected[row.emoji] = (expected[row.emoji] ?? 0) + 1;
    expect(rows).toHaveLength(4);
    expect(expected).toEqual({ '🔥': 4 });
    expect(await storedCount(post.id)).toEqual({ n: 8, r: expected });
    expect(await postOf(anna, post.id)).toMatchObject({ comment_count: 8, reactions: { '🔥': 4 } });
    // Sign-ups hash passwords: on a busy machine the crowd takes longer than the default minute.
  }, 180_000);
});

describe('privacy, blocks and reports', () => {
  it('a block either way refuses commenting and reacting with 403001, saying which way', async () => {
    const [anna, blocker, blocked] = await members(t.app, 3);
    const post = await publish(anna);
    expect((await g.block(blocker, anna.id)).statusCode).toBe(200);
    expect((await g.block(anna, blocked.id)).statusCode).toBe(200);
    for (const [m, reason] of [
      [blocker, 'blocking'],
      [blocked, 'blocked_by'],
    ] as const) {
      for (const res of [await comment(m, post.id, 'hi'), await react(m, post.id, '👍')]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ code: 403001, reason });
      }
      expect((await g.get(`/v1/feeds/${post.id}/comments`, m.auth)).statusCode).toBe(404);
    }
    expect(await storedCount(post.id)).toEqual({ n: 0, r: {} });
  });

  it('hides the comments of members the viewer blocks or is blocked by, of hidden and banned writers', async () => {
    const [anna, viewer, blocker, blocked, hidden, banned, plain] = await members(t.app, 7);
    const post = await publish(anna);
    const by: Record<string, FeedComment> = {};
    for (const [key, m] of Object.entries({ blocker, blocked, hidden, banned, plain }))
      by[key] = await commented(m, post.id, `by ${key}`);
    expect((await g.block(blocker, viewer.id)).statusCode).toBe(200);
    expect((await g.block(viewer, blocked.id)).statusCode).toBe(200);
    expect((await g.updateProfile(hidden, { visibility: 'hidden' })).statusCode).toBe(200);
    await t.app.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.id));
    expect((await comments(viewer, post.id)).data.map((c) => c.id)).toEqual([by.plain!.id]);
    // Someone between whom and the writers nothing stands sees them (a VIP sees hidden profiles too).
    await makeVip(t.app, plain);
    const seen = (await comments(plain, post.id)).data.map((c) => c.id);
    expect(seen).toEqual([by.plain!.id, by.hidden!.id, by.blocked!.id, by.blocker!.id]);
    // A hidden comment cannot be translated or reported by the one it is hidden from.
    const translate = await g.post('/v1/translations', { type: 'comment', id: by.blocked!.id }, viewer.auth);
    expect(translate.statusCode).toBe(404);
    const report = await g.post(
      '/v1/reports',
      { type: 'comment', related_id: by.hidden!.id, content: 'x' },
      viewer.auth,
    );
    expect(report.statusCode).toBe(404);
  });

  it('a post the viewer may not see: 404 for its comments, commenting and reacting', async () => {
    const [anna, viewer] = await members(t.app, 2);
    const post = await publish(anna);
    const own = await commented(anna, post.id, 'own comment');
    expect((await g.updateProfile(anna, { visibility: 'hidden' })).statusCode).toBe(200);
    expect((await g.get(`/v1/feeds/${post.id}/comments`, viewer.auth)).statusCode).toBe(404);
    expect((await comment(viewer, post.id, 'hi')).statusCode).toBe(404);
    expect((await react(viewer, post.id, '👍')).statusCode).toBe(404);
    expect((await g.post('/v1/translations', { type: 'comment', id: own.id }, viewer.auth)).statusCode).toBe(404);
    // Registered-only authors: visitors see neither the post nor its comments.
    expect((await g.updateProfile(anna, { visibility: 'registered' })).statusCode).toBe(200);
    expect((await g.get(`/v1/feeds/${post.id}/comments`)).statusCode).toBe(404);
    expect((await comments(viewer, post.id)).data).toHaveLength(1);
    // A deleted post takes its comments with it.
    await g.delete(`/v1/feeds/${post.id}`, undefined, anna.auth);
    expect((await g.get(`/v1/feeds/${post.id}/comments`, anna.auth)).statusCode).toBe(404);
  });

  it('a reported comment is hidden from its reporter only, and stays for everyone else', async () => {
    const [anna, ben, cleo] = await members(t.app, 3);
    const post = await publish(anna);
    const rude = await commented(ben, post.id, 'rude words');
    const res = await g.post('/v1/reports', { type: 'comment', related_id: rude.id, content: 'rude' }, cleo.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect((await comments(cleo, post.id)).data).toEqual([]);
    expect((await comments(anna, post.id)).data.map((c) => c.id)).toEqual([rude.id]);
    expect((await comments(ben, post.id)).data.map((c) => c.id)).toEqual([rude.id]);
    // The post's count follows: the reporter's copy no longer counts what they no longer see.
    expect((await postOf(cleo, post.id)).comment_count).toBe(0);
    expect((await postOf(anna, post.id)).comment_count).toBe(1);
  });

  it('the count on a post is the number of comments its list shows that viewer, wherever the post shows', async () => {
    const [anna, viewer, blocker, blocked, hidden, banned, plain, spammer, other] = await members(t.app, 9);
    const moderator = await signUpOperator(t.app, ['moderator']);
    const post = await publish(anna);
    for (const m of [blocker, blocked, hidden, banned, plain]) await commented(m, post.id, 'hello');
    const reported = await commented(plain, post.id, 'reported by the viewer');
    const spam = await commented(spammer, post.id, 'spam link');
    expect((await g.block(blocker, viewer.id)).statusCode).toBe(200);
    expect((await g.block(viewer, blocked.id)).statusCode).toBe(200);
    expect((await g.updateProfile(hidden, { visibility: 'hidden' })).statusCode).toBe(200);
    await t.app.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.id));
    await reportComment(viewer, reported.id);
    // An operator hides a reported comment: it leaves the stored count in the same transaction.
    const report = await reportComment(other, spam.id);
    const decided = await g.put(`/v1/admin/reports/${report}`, { decision: 'hide' }, moderator.auth);
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await storedCount(post.id)).n).toBe(6);

    const countsOf = async (m: Member | null) => {
      const auth = m?.auth ?? {};
      const home = (await g.get('/v1/feeds', auth)).json<Page<FeedItem>>().data;
      const timeline = (await g.get(`/v1/feeds/user/${anna.id}`, auth)).json<Page<FeedItem>>().data;
      const single = (await g.get(`/v1/feeds/${post.id}`, auth)).json<FeedItem>();
      return [home, timeline, [single]].map((items) => items.find((p) => p.id === post.id)?.comment_count);
    };
    const listed = async (m: Member | null) => (await comments(m, post.id)).data.length;
    // The viewer lists one comment: not the blocked either way, the hidden, the banned, the reported, the hidden by an operator.
    expect(await listed(viewer)).toBe(1);
    expect(await countsOf(viewer)).toEqual([1, 1, 1]);
    // The post's author and a visitor each see their own number.
    expect(await listed(anna)).toBe(4);
    expect(await countsOf(anna)).toEqual([4, 4, 4]);
    expect(await listed(null)).toBe(4);
    expect(await countsOf(null)).toEqual([4, 4, 4]);
    // A VIP sees the hidden writer, and counts them.
    await makeVip(t.app, other);
    expect(await listed(other)).toBe(5);
    expect(await countsOf(other)).toEqual([5, 5, 5]);
    // Deleting one's own comment answers the count the deleter's copy of the post shows.
    const own = await commented(viewer, post.id, 'mine');
    expect((await postOf(viewer, post.id)).comment_count).toBe(2);
    const deleted = await g.delete(`/v1/feeds/${post.id}/comments/${own.id}`, undefined, viewer.auth);
    expect(deleted.json()).toEqual({ id: own.id, deleted: true, comment_count: 1 });
    expect((await storedCount(post.id)).n).toBe(6);
  });
});

describe('taking back after a block or a privacy change', () => {
  it('a member takes back their reaction and comment on a post a block now hides; new ones stay refused', async () => {
    const [anna, ben, cleo, dave] = await members(t.app, 4);
    const post = await publish(anna);
    await react(ben, post.id, '❤️');
    await react(cleo, post.id, '👍');
    await react(dave, post.id, '👍');
    const bens = await commented(ben, post.id, 'by ben');
    const cleos = await commented(cleo, post.id, 'by cleo');
    // The author blocks ben; cleo blocks the author. Reactions are anonymous counts: they stay counted.
    expect((await g.block(anna, ben.id)).statusCode).toBe(200);
    expect((await g.block(cleo, anna.id)).statusCode).toBe(200);
    expect((await postOf(anna, post.id)).reactions).toEqual({ '❤️': 1, '👍': 2 });
    for (const m of [ben, cleo]) {
      expect((await g.get(`/v1/feeds/${post.id}`, m.auth)).statusCode).toBe(404);
      expect((await react(m, post.id, '😂')).statusCode).toBe(403);
      expect((await comment(m, post.id, 'again')).statusCode).toBe(403);
    }
    // Taking back works, and answers no counts of a post they may no longer see.
    const taken = await unreact(ben, post.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ id: post.id, reactions: {}, my_reaction: null });
    expect((await unreact(cleo, post.id)).json()).toEqual({ id: post.id, reactions: {}, my_reaction: null });
    expect((await postOf(anna, post.id)).reactions).toEqual({ '👍': 1 });
    expect((await storedCount(post.id)).r).toEqual({ '👍': 1 });
    // With nothing left to take back, the hidden post is not found, as for every other call.
    expect((await unreact(ben, post.id)).statusCode).toBe(404);
    for (const [m, c] of [
      [ben, bens],
      [cleo, cleos],
    ] as const) {
      const res = await g.delete(`/v1/feeds/${post.id}/comments/${c.id}`, undefined, m.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: c.id, deleted: true });
    }
    expect((await storedCount(post.id)).n).toBe(0);
    // The author hiding their profile: a reader without VIP takes their reaction back all the same.
    expect((await g.updateProfile(anna, { visibility: 'hidden' })).statusCode).toBe(200);
    expect((await react(dave, post.id, '😂')).statusCode).toBe(404);
    expect((await unreact(dave, post.id)).json()).toEqual({ id: post.id, reactions: {}, my_reaction: null });
    expect(await t.app.db.select().from(feedReactions).where(eq(feedReactions.feed_id, post.id))).toEqual([]);
  });
});

import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reports, users } from '../../db/schema';
import { api } from '../../test/account-helpers';
import { chatApi } from '../chat/chat.test-helpers';
import { makeVip } from '../relations/relations.test-helpers';
import { signUp, type Member } from '../../test/factories';
import { createTestApp } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

let reporter: Member;
let other: Member;
const t = useTestApp({}, createTestApp);
beforeAll(async () => {
  reporter = await signUp(t.app);
  other = await signUp(t.app);
});

const report = (payload: unknown, headers: Record<string, string> = reporter.auth) =>
  t.app.inject({ method: 'POST', url: '/v1/reports', payload: payload as object, headers });
const stored = async () =>
  (await t.database.db.select({ n: count() }).from(reports).where(eq(reports.reporter_id, reporter.id)))[0]!.n;

describe('POST reports', () => {
  it('files a complaint about a member, and a repeat updates it instead of piling up', async () => {
    const first = await report({ type: 'user', related_id: other.id, content: 'Asks for money' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'open' });
    const again = await report({ type: 'user', related_id: other.id, content: 'Asks for money again' });
    expect(again.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
    expect(await stored()).toBe(1);
  });

  it('refuses an empty complaint with "Cannot be empty" and stores nothing', async () => {
    const before = await stored();
    const res = await report({ type: 'feed', related_id: 7, content: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001, errors: { content: 'Cannot be empty' } });
    expect(await stored()).toBe(before);
  });

  it('refuses an unknown category, oneself, an unknown member and a visitor', async () => {
    expect((await report({ type: 'spam', related_id: other.id, content: 'x' })).json()).toMatchObject({
      code: 400001,
      errors: { type: 'Illegal access' },
    });
    expect((await report({ type: 'user', related_id: reporter.id, content: 'me' })).statusCode).toBe(400);
    expect((await report({ type: 'user', related_id: 999999, content: 'ghost' })).statusCode).toBe(400);
    expect((await report({ type: 'user', related_id: other.id, content: 'x' }, {})).statusCode).toBe(401);
  });

  it('answers a hidden or closed member as an unknown one, unless they wrote to the reporter', async () => {
    const [hidden, closed, writer] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await t.app.db.update(users).set({ visibility: 'hidden' }).where(eq(users.id, hidden.id));
    await t.app.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, closed.id));
    const unknown = (await report({ type: 'user', related_id: 999999, content: 'ghost' })).json();
    expect(unknown).toMatchObject({ code: 400001 });
    for (const member of [hidden, closed]) {
      const res = await report({ type: 'user', related_id: member.id, content: 'Rude' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(unknown);
    }
    // A hidden member who wrote to the reporter can be reported.
    await makeVip(t.app, writer);
    const sent = await chatApi(t.app).sent(writer, reporter.id, 'Send me money');
    await t.app.db.update(users).set({ visibility: 'hidden' }).where(eq(users.id, writer.id));
    expect((await report({ type: 'user', related_id: writer.id, content: 'Asks for money' })).statusCode).toBe(200);
    expect((await report({ type: 'message', related_id: sent.id, content: 'Asks for money' })).statusCode).toBe(200);
  });

  it('takes reports of posts and messages the reporter can see, and only those', async () => {
    const [author, third] = [await signUp(t.app), await signUp(t.app)];
    await makeVip(t.app, author);
    const post = (await api(t.app).post('/v1/feeds', { content: 'Hello world' }, author.auth)).json<{ id: number }>();
    expect((await report({ type: 'feed', related_id: post.id, content: 'Spam' })).statusCode).toBe(200);
    await api(t.app).delete(`/v1/feeds/${post.id}`, undefined, author.auth);
    const gonePost = await report({ type: 'feed', related_id: post.id, content: 'Spam' });
    const unknownPost = await report({ type: 'feed', related_id: 999999, content: 'Spam' });
    expect(gonePost.statusCode).toBe(404);
    expect(gonePost.json()).toEqual(unknownPost.json());
    // A message between two others is not the reporter's to report.
    const theirs = await chatApi(t.app).sent(author, third.id, 'Private');
    const res = await report({ type: 'message', related_id: theirs.id, content: 'Spam' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual((await report({ type: 'message', related_id: 999999, content: 'x' })).json());
  });
});

describe('a reported item is hidden from its reporter at once', () => {
  it('a reported post leaves the reporter’s feeds (others still see it); a repeat is the same report', async () => {
    // Of the gender the reporter and the onlooker seek, so the post is in their home feeds.
    const [author, onlooker] = [await signUp(t.app, { gender: 0 }), await signUp(t.app)];
    await makeVip(t.app, author);
    const post = (await api(t.app).post('/v1/feeds', { content: 'Cheap pills here' }, author.auth)).json<{
      id: number;
    }>();
    const ids = async (url: string, who: Member) =>
      (await api(t.app).get(url, who.auth)).json<{ data: { id: number }[] }>().data.map((p) => p.id);
    expect(await ids('/v1/feeds', reporter)).toContain(post.id);

    const first = await report({ type: 'feed', related_id: post.id, content: 'Spam' });
    expect(first.statusCode).toBe(200);
    expect(await ids('/v1/feeds', reporter)).not.toContain(post.id);
    expect(await ids(`/v1/feeds/user/${author.id}`, reporter)).not.toContain(post.id);
    expect(await ids('/v1/feeds', onlooker)).toContain(post.id);
    expect(await ids(`/v1/feeds/user/${author.id}`, onlooker)).toContain(post.id);

    const again = await report({ type: 'feed', related_id: post.id, content: 'Spam, really' });
    expect(again.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
  });

  it('a reported member leaves the reporter’s lists and home feed; their page still opens from a link', async () => {
    const [member, onlooker] = [await signUp(t.app, { gender: 0 }), await signUp(t.app)];
    await makeVip(t.app, member);
    const post = (await api(t.app).post('/v1/feeds', { content: 'Hi all' }, member.auth)).json<{ id: number }>();
    const ids = async (url: string, who: Member) =>
      (await api(t.app).get(url, who.auth)).json<{ data: { id: number }[] }>().data.map((p) => p.id);
    const cards = async (url: string, who: Member) =>
      (await api(t.app).get(url, who.auth)).json<{ data: { user_id: number }[] }>().data.map((c) => c.user_id);
    const found = async (who: Member) =>
      (await api(t.app).post('/v1/search', { mode: 'keyword', q: member.name }, who.auth))
        .json<{ data: { user_id: number }[] }>()
        .data.map((c) => c.user_id);
    expect(await cards('/v1/latest', reporter)).toContain(member.id);
    expect(await found(reporter)).toContain(member.id);
    expect(await ids('/v1/feeds', reporter)).toContain(post.id);

    expect((await report({ type: 'user', related_id: member.id, content: 'Fake photos' })).statusCode).toBe(200);
    expect(await cards('/v1/latest', reporter)).not.toContain(member.id);
    expect(await cards('/v1/recommend', reporter)).not.toContain(member.id);
    expect(await found(reporter)).not.toContain(member.id);
    expect(await ids('/v1/feeds', reporter)).not.toContain(post.id);
    expect((await api(t.app).get(`/v1/user/${member.id}`, reporter.auth)).statusCode).toBe(200);
    // Others still find them.
    expect(await cards('/v1/latest', onlooker)).toContain(member.id);
    expect(await found(onlooker)).toContain(member.id);
    expect(await ids('/v1/feeds', onlooker)).toContain(post.id);
  });

  it('a reported message leaves the reporter’s conversation (the sender keeps it); a repeat is the same report', async () => {
    const sender = await signUp(t.app);
    await makeVip(t.app, sender);
    const chat = chatApi(t.app);
    const rude = await chat.sent(sender, reporter.id, 'You are stupid');
    const kind = await chat.sent(sender, reporter.id, 'Sorry');
    const shown = async (who: Member, peer: number) => (await chat.openWith(who, peer)).data.map((m) => m.id);
    expect(await shown(reporter, sender.id)).toContain(rude.id);

    const first = await report({ type: 'message', related_id: rude.id, content: 'Insult' });
    expect(first.statusCode, first.body).toBe(200);
    expect(await shown(reporter, sender.id)).toEqual(expect.not.arrayContaining([rude.id]));
    expect(await shown(reporter, sender.id)).toContain(kind.id);
    expect((await api(t.app).get(`/v1/messages/${rude.id}`, reporter.auth)).statusCode).toBe(404);
    expect(await shown(sender, reporter.id)).toContain(rude.id);

    const again = await report({ type: 'message', related_id: rude.id, content: 'Insult!' });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
  });
});

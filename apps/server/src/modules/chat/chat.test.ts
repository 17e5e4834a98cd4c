import type { ChatMessage, MessageEvent } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { makeVip, members } from '../relations/relations.test-helpers';
import { chatApi, newClientId } from './chat.test-helpers';

let clock = new Date();
let c: ReturnType<typeof chatApi>;
const t = useTestApp({ deps: { now: () => clock } });
beforeAll(async () => {
  c = chatApi(t.app);
});

/** Two VIP members, so the turn rules stay out of the way of what a test shows. */
async function vipPair() {
  const [anna, bob] = await members(t.app, 2);
  await makeVip(t.app, anna);
  await makeVip(t.app, bob);
  return [anna, bob] as const;
}

describe('sending', () => {
  it('answers the stored message; both sides see it in their own thread, the recipient’s clients hear of it', async () => {
    const [anna, bob] = await vipPair();
    const events = recordEvents(t.app);
    const sent = await c.sent(anna, bob.id, '  hello <b>bob</b> [smile]  ');
    expect(sent).toMatchObject({
      sender: anna.id,
      recipient: bob.id,
      message_type: 'text',
      message_content: 'hello <b>bob</b> [smile]',
      upload_ids: [],
      uploads: [],
      recalled: false,
      can: { recall: true, delete: true, translate: false },
    });

    const bobView = await c.openWith(bob, anna.id);
    expect(bobView.thread).toMatchObject({
      user_id: anna.id,
      name: anna.name,
      unread: 1,
      summary: sent.message_content,
    });
    expect(bobView.data).toEqual([
      {
        ...sent,
        thread_id: bobView.thread.id,
        can: { recall: false, delete: true, translate: true },
        client_id: null,
      },
    ]);
    expect(sent.thread_id).not.toBe(bobView.thread.id);

    const [toBob] = await events.waitFor(bob.id, 'message');
    expect(toBob?.payload).toEqual({ kind: 'new', thread_id: bobView.thread.id, message: bobView.data[0] });
    const [toAnna] = await events.waitFor(anna.id, 'message');
    expect((toAnna?.payload as MessageEvent).message).toEqual(sent);
    expect((await events.waitFor(bob.id, 'counter')).map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ message: 1 }),
    );
    events.stop();
  });

  it('refuses an empty message, bad input and gifts sent as text, storing nothing', async () => {
    const [anna, bob] = await vipPair();
    for (const body of [
      {},
      { message_content: '' },
      { message_content: '   ' },
      { upload_ids: [] },
      { message_content: 'x'.repeat(2001) },
      { message_content: 'hi', client_id: 'short' },
      { message_content: 'hi', extra: 1 },
      { message_content: 'hi', message_type: 'hi' },
      { message_content: 'hi', gift_id: 3 },
    ]) {
      const res = await c.send(anna, bob.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001 });
    }
    expect((await c.post('/v1/messages', { user_id: bob.id, message_content: 'hi' })).statusCode).toBe(401);
    expect((await c.openWith(bob, anna.id)).data).toEqual([]);
  });

  it('a retried send with the same client id stores one message and answers the first', async () => {
    const [anna, bob] = await members(t.app, 2);
    const clientId = newClientId();
    const first = await c.sent(anna, bob.id, 'only once', { client_id: clientId });
    // Retrying is not "sending more": the turn rule does not refuse it.
    const again = await c.sent(anna, bob.id, 'only once', { client_id: clientId });
    expect(again).toEqual(first);
    const concurrent = await Promise.all([1, 2, 3].map(() => c.sent(anna, bob.id, 'x', { client_id: clientId })));
    expect(concurrent.map((m) => m.id)).toEqual([first.id, first.id, first.id]);
    expect((await c.openWith(bob, anna.id)).data.map((m) => m.id)).toEqual([first.id]);
    expect((await c.threads(bob)).data[0]).toMatchObject({ user_id: anna.id, unread: 1 });

    // The first send itself racing its retries: still one message.
    const carl = await signUp(t.app);
    const raceId = newClientId();
    const raced = await Promise.all([1, 2, 3].map(() => c.sent(carl, bob.id, 'raced', { client_id: raceId })));
    expect(new Set(raced.map((m) => m.id)).size).toBe(1);
    expect((await c.openWith(bob, carl.id)).data).toHaveLength(1);
  });

  it('keeps the order of 20 concurrent sends by a VIP member', async () => {
    const [anna, bob] = await vipPair();
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => c.sent(anna, bob.id, `message ${i}`, { client_id: newClientId() })),
    );
    const seen = (await c.openWith(bob, anna.id)).data;
    expect(seen.map((m) => m.id)).toEqual([...sent.map((m) => m.id)].sort((a, b) => a - b));
    expect(new Set(seen.map((m) => m.message_content)).size).toBe(20);
    expect((await c.threads(bob)).data[0]).toMatchObject({ unread: 20 });
    expect((await c.counters(bob)).message).toBe(20);
  });
});

describe('recall', () => {
  it('the sender recalls their own message within the window; the other side sees it recalled', async () => {
    const [anna, bob] = await vipPair();
    const sent = await c.sent(anna, bob.id, 'oops, wrong person');
    const events = recordEvents(t.app);

    expect((await c.post('/v1/recall', { id: sent.id }, bob.auth)).statusCode).toBe(403);
    const stranger = await signUp(t.app);
    expect((await c.post('/v1/recall', { id: sent.id }, stranger.auth)).statusCode).toBe(404);

    const recalled = await c.post('/v1/recall', { id: sent.id }, anna.auth);
    expect(recalled.statusCode, recalled.body).toBe(200);
    expect(recalled.json()).toMatchObject({
      id: sent.id,
      recalled: true,
      message_content: '',
      can: { recall: false, delete: true, translate: false },
    });
    // Recalling again (a retry) answers the recalled message.
    expect((await c.post('/v1/recall', { id: sent.id }, anna.auth)).json()).toMatchObject({ recalled: true });
    const [event] = await events.waitFor(bob.id, 'message');
    expect(event?.payload).toMatchObject({
      kind: 'recall',
      message: { id: sent.id, recalled: true, message_content: '' },
    });
    const bobSees = (await c.openWith(bob, anna.id)).data;
    expect(bobSees).toEqual([expect.objectContaining({ id: sent.id, recalled: true, message_content: '' })]);
    expect((await c.threads(bob)).data[0]).toMatchObject({ summary: '[recalled]' });
    events.stop();
  });

  it('refuses once the operator’s window has passed', async () => {
    const [anna, bob] = await vipPair();
    await t.app.services.operator.set('recallWindowSeconds', 60);
    const sent = await c.sent(anna, bob.id, 'too late to take back');
    clock = new Date(clock.getTime() + 61_000);
    const res = await c.post('/v1/recall', { id: sent.id }, anna.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'This message can no longer be recalled' });
    expect((await c.openWith(bob, anna.id)).data[0]).toMatchObject({
      message_content: 'too late to take back',
      recalled: false,
    });
  });
});

describe('unread', () => {
  it('rises by one per message and drops to zero when the chat is marked read', async () => {
    const [anna, bob] = await vipPair();
    await c.sent(anna, bob.id, 'one');
    await c.sent(anna, bob.id, 'two');
    const thread = (await c.threads(bob)).data[0]!;
    expect(thread.unread).toBe(2);
    expect((await c.counters(bob)).message).toBe(2);
    expect((await c.counters(anna)).message).toBe(0);

    const events = recordEvents(t.app);
    const read = await c.updateThread(bob, thread.id, { read: true });
    expect(read).toMatchObject({ unread: 0 });
    expect(read.last_read_at).not.toBeNull();
    expect((await c.counters(bob)).message).toBe(0);
    expect((await events.waitFor(bob.id, 'counter')).at(-1)?.payload).toMatchObject({ message: 0 });
    events.stop();
  });

  it('a chat open on the recipient’s client (marked read on arrival) adds nothing; the total spans threads', async () => {
    const [anna, bob] = await vipPair();
    const carl = await signUp(t.app);
    await makeVip(t.app, carl);
    const bobWithAnna = (await c.openWith(bob, anna.id)).thread;
    for (const text of ['seen at once', 'this too']) {
      await c.sent(anna, bob.id, text);
      await c.updateThread(bob, bobWithAnna.id, { read: true });
    }
    await c.sent(carl, bob.id, 'unseen');
    expect((await c.counters(bob)).message).toBe(1);
    const list = (await c.threads(bob)).data;
    expect(list.map((th) => [th.user_id, th.unread])).toEqual([
      [carl.id, 1],
      [anna.id, 0],
    ]);
  });

  it('resetting the message counter reads every conversation, so counter and threads stay equal', async () => {
    const [anna, bob] = await vipPair();
    const carl = await signUp(t.app);
    await makeVip(t.app, carl);
    await c.sent(anna, bob.id, 'from anna');
    await c.sent(carl, bob.id, 'from carl');
    expect((await c.counters(bob)).message).toBe(2);

    const res = await c.put('/v1/counters', { type: 'message' }, bob.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 0 });
    expect((await c.threads(bob)).data.map((th) => th.unread)).toEqual([0, 0]);
    await c.sent(anna, bob.id, 'later');
    expect((await c.counters(bob)).message).toBe(1);
  });
});

describe('thread list', () => {
  it('pinned first, then by last message; q matches names; drafts show', async () => {
    const bob = await signUp(t.app);
    await makeVip(t.app, bob);
    const [first, second, third] = await members(t.app, 3);
    for (const m of [first, second, third]) await c.sent(m, bob.id, `from ${m.name}`);
    const ids = async (q = '') => (await c.threads(bob, q)).data.map((th) => th.user_id);
    expect(await ids()).toEqual([third.id, second.id, first.id]);

    const firstThread = (await c.openWith(bob, first.id)).thread;
    expect(await c.updateThread(bob, firstThread.id, { top: 1 })).toMatchObject({ top: 1 });
    expect(await ids()).toEqual([first.id, third.id, second.id]);
    expect(await ids(`?q=${encodeURIComponent(second.name.slice(0, 10).toUpperCase())}`)).toEqual([second.id]);
    expect(await ids('?q=%25')).toEqual([]);

    const draft = await c.post('/v1/draft', { user_id: second.id, draft: 'half a thought' }, bob.auth);
    expect(draft.json()).toMatchObject({ draft: 'half a thought' });
    const [secondThread] = (await c.threads(bob, `?q=${encodeURIComponent(second.name)}`)).data;
    expect(secondThread).toMatchObject({ draft: 'half a thought', summary: `from ${second.name}` });
    await c.sent(bob, second.id, 'the whole thought');
    expect((await c.threads(bob, `?q=${encodeURIComponent(second.name)}`)).data[0]).toMatchObject({ draft: '' });

    await c.updateThread(bob, firstThread.id, { top: 0 });
    expect(await ids()).toEqual([second.id, third.id, first.id]);
  });

  it('delete for me hides the thread until a new message, which shows only the newer messages', async () => {
    const [anna, bob] = await vipPair();
    await c.sent(anna, bob.id, 'old one');
    await c.sent(anna, bob.id, 'old two');
    const thread = (await c.threads(bob)).data[0]!;
    const removed = await c.delete(`/v1/message_threads/${thread.id}`, undefined, bob.auth);
    expect(removed.json()).toEqual({ id: thread.id, deleted: true });
    expect((await c.threads(bob)).data).toEqual([]);
    expect((await c.counters(bob)).message).toBe(0);
    expect((await c.view(anna, (await c.threads(anna)).data[0]!.id)).data).toHaveLength(2);

    await c.sent(anna, bob.id, 'new one');
    const [back] = (await c.threads(bob)).data;
    expect(back).toMatchObject({ id: thread.id, unread: 1, summary: 'new one' });
    expect((await c.view(bob, thread.id)).data.map((m) => m.message_content)).toEqual(['new one']);
  });

  it('translation settings are the member’s own per thread; another member’s thread is not found', async () => {
    const [anna, bob] = await vipPair();
    await c.sent(anna, bob.id, 'hello');
    const thread = (await c.threads(bob)).data[0]!;
    const updated = await c.updateThread(bob, thread.id, { translate_engine: 2, receive_translate: false });
    expect(updated).toMatchObject({ translate_engine: 2, receive_translate: false, send_translate: false });
    expect((await c.threads(anna)).data[0]).toMatchObject({ translate_engine: null, receive_translate: true });
    expect((await c.put(`/v1/message_threads/${thread.id}`, { top: 1 }, anna.auth)).statusCode).toBe(404);
    expect((await c.put(`/v1/message_threads/${thread.id}`, {}, bob.auth)).statusCode).toBe(400);
    expect((await c.get(`/v1/message_threads/${thread.id}`, anna.auth)).statusCode).toBe(404);
  });
});

describe('one message', () => {
  it('is read by either side and deleted for the caller only', async () => {
    const [anna, bob] = await vipPair();
    const keep = await c.sent(anna, bob.id, 'keep');
    const gone = await c.sent(anna, bob.id, 'gone for bob');
    expect((await c.get(`/v1/messages/${gone.id}`, bob.auth)).json()).toMatchObject({
      id: gone.id,
      can: { recall: false, delete: true },
    });
    const stranger = await signUp(t.app);
    expect((await c.get(`/v1/messages/${gone.id}`, stranger.auth)).statusCode).toBe(404);
    expect((await c.delete(`/v1/messages/${gone.id}`, undefined, stranger.auth)).statusCode).toBe(404);

    expect((await c.delete(`/v1/messages/${gone.id}`, undefined, bob.auth)).json()).toEqual({
      id: gone.id,
      deleted: true,
    });
    expect((await c.get(`/v1/messages/${gone.id}`, bob.auth)).statusCode).toBe(404);
    expect((await c.openWith(bob, anna.id)).data.map((m) => m.id)).toEqual([keep.id]);
    expect((await c.threads(bob)).data[0]).toMatchObject({ summary: 'keep' });
    expect((await c.openWith(anna, bob.id)).data.map((m) => m.id)).toEqual([keep.id, gone.id]);
  });
});

describe('history and catching up', () => {
  it('pages back with max_id and answers what came after after_id', async () => {
    const [anna, bob] = await vipPair();
    const sent: ChatMessage[] = [];
    for (let i = 0; i < 25; i++) sent.push(await c.sent(anna, bob.id, `m${i}`));
    const first = await c.openWith(bob, anna.id);
    expect(first.data.map((m) => m.message_content)).toEqual(sent.slice(5).map((m) => m.message_content));
    const older = await c.view(bob, first.thread.id, `?max_id=${first.next_max_id}`);
    expect(older.data.map((m) => m.id)).toEqual(sent.slice(0, 5).map((m) => m.id));
    expect(older.next_max_id).toBe(-1);
    const missed = await c.view(bob, first.thread.id, `?after_id=${sent[21]!.id}`);
    expect(missed.data.map((m) => m.id)).toEqual(sent.slice(22).map((m) => m.id));
  });
});

describe('say hi', () => {
  it('sends the say-hi template, and refuses clearly when none is set', async () => {
    const [anna, bob] = await members(t.app, 2);
    const none = await c.post('/v1/sayhi', { user_id: bob.id }, anna.auth);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 400001, message: 'Set your say-hi message first' });
    expect((await c.get(`/v1/message_templates/${bob.id}`, anna.auth)).json()).toEqual({
      user_id: bob.id,
      hi_content: null,
      hi_photo: null,
      available: false,
    });

    await c.updateProfile(anna, { hi_content: 'Hi! I love hiking too.' });
    expect((await c.get(`/v1/message_templates/${bob.id}`, anna.auth)).json()).toMatchObject({ available: true });
    const hi = await c.post('/v1/sayhi', { user_id: bob.id }, anna.auth);
    expect(hi.statusCode, hi.body).toBe(200);
    expect(hi.json()).toMatchObject({
      message_type: 'hi',
      message_content: 'Hi! I love hiking too.',
      recipient: bob.id,
    });
    // Say-hi is a message like any other: the turn rule holds.
    expect((await c.post('/v1/sayhi', { user_id: bob.id }, anna.auth)).json()).toMatchObject({ code: 400059 });
  });
});

import { ChatMessages } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { befriend, makeVip, members } from '../relations/relations.test-helpers';
import { chatApi, verifyEmail } from './chat.test-helpers';

let c: ReturnType<typeof chatApi>;
const t = useTestApp();
beforeAll(async () => {
  c = chatApi(t.app);
  await t.app.services.operator.set('newConversationsPerDayUnverified', 2);
});

const GERMAN = 'Guten Tag, wie geht es dir heute? Ich hoffe, es geht dir gut.';
const JAPANESE = 'こんにちは、お元気ですか？今日はいい天気ですね。';

describe('new conversations a day (400058)', () => {
  it('a non-VIP member without a verified e-mail starts only the operator’s number of conversations a day', async () => {
    const [anna, bob, carl, dora] = await members(t.app, 4);
    await c.sent(anna, bob.id, 'hello bob');
    await c.sent(anna, carl.id, 'hello carl');
    const third = await c.send(anna, dora.id, { message_content: 'hello dora' });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ code: 400058, message: ChatMessages.needVipOrEmail });
    expect((await c.openWith(dora, anna.id)).data).toEqual([]);

    // Answering a conversation someone else opened is not starting one.
    await c.sent(dora, anna.id, 'hi anna');
    await c.sent(anna, dora.id, 'hi dora');
  });

  it('does not limit a member with a verified e-mail, nor a VIP member', async () => {
    const [verified, vip, ...others] = await members(t.app, 5);
    await verifyEmail(t.app, verified);
    await makeVip(t.app, vip);
    for (const other of others) {
      await c.sent(verified, other.id, 'hello from a verified member');
      await c.sent(vip, other.id, 'hello from a VIP');
    }
  });
});

describe('wait for a reply (400059)', () => {
  it('a non-VIP member sends one message and may write again once the other member replied', async () => {
    const [anna, bob] = await members(t.app, 2);
    await verifyEmail(t.app, anna);
    await c.sent(anna, bob.id, 'first');
    const second = await c.send(anna, bob.id, { message_content: 'second' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      code: 400059,
      message: 'Please wait for response before sending more messages',
    });

    await c.sent(bob, anna.id, 'a reply');
    await c.sent(anna, bob.id, 'second, after the reply');
    expect((await c.send(anna, bob.id, { message_content: 'third' })).json()).toMatchObject({ code: 400059 });
    const seen = (await c.openWith(bob, anna.id)).data.map((m) => m.message_content);
    expect(seen).toEqual(['first', 'a reply', 'second, after the reply']);
  });

  it('does not hold back a VIP member', async () => {
    const [vip, bob] = await members(t.app, 2);
    await makeVip(t.app, vip);
    for (const text of ['one', 'two', 'three']) await c.sent(vip, bob.id, text);
  });
});

describe('blocks (403001)', () => {
  it('a member blocked by the recipient cannot message them, and the blocker is told they block', async () => {
    const [anna, bob] = await members(t.app, 2);
    await makeVip(t.app, anna);
    await makeVip(t.app, bob);
    await c.sent(anna, bob.id, 'before the block');
    expect((await c.block(bob, anna.id)).statusCode).toBe(200);

    const blocked = await c.send(anna, bob.id, { message_content: 'after the block' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 403001, message: ChatMessages.blocked });
    const blocking = await c.send(bob, anna.id, { message_content: 'a reply' });
    expect(blocking.statusCode).toBe(403);
    expect(blocking.json()).toMatchObject({ code: 403001, message: 'You are blocking this user, they cannot reply' });

    const [thread] = (await c.threads(bob)).data;
    expect(thread).toMatchObject({ user_id: anna.id, block: 1, summary: 'before the block' });
    expect((await c.threads(anna)).data[0]).toMatchObject({ user_id: bob.id, block: 2 });
  });
});

describe('message source', () => {
  it('validate: only members with a verified e-mail, VIP members or friends may start a conversation', async () => {
    const [picky, stranger, verified, vip, friend] = await members(t.app, 5);
    expect((await c.updateProfile(picky, { message_source: 'validate' })).statusCode).toBe(200);
    await verifyEmail(t.app, verified);
    await makeVip(t.app, vip);
    await befriend(t.app, friend, picky);

    const refused = await c.send(stranger, picky.id, { message_content: 'hello' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400058, message: ChatMessages.validateFirst });
    await c.sent(verified, picky.id, 'hello from a verified member');
    await c.sent(vip, picky.id, 'hello from a VIP');
    await c.sent(friend, picky.id, 'hello from a friend');
  });

  it('pass: nobody new may start one; conversations already started and friends continue', async () => {
    const [closed, earlier, friend, vip] = await members(t.app, 4);
    await makeVip(t.app, vip);
    await c.sent(earlier, closed.id, 'we talked before');
    await c.sent(closed, earlier.id, 'yes we did');
    await befriend(t.app, friend, closed);
    expect((await c.updateProfile(closed, { message_source: 'pass' })).statusCode).toBe(200);

    const refused = await c.send(vip, closed.id, { message_content: 'hello' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403001, message: ChatMessages.notAccepting });
    await c.sent(earlier, closed.id, 'still talking');
    await c.sent(friend, closed.id, 'hello friend');
  });
});

describe('messages only in my language', () => {
  it('refuses a German text to a member who speaks Japanese and accepts a Japanese one', async () => {
    const [writer, reader] = await members(t.app, 2);
    await makeVip(t.app, writer);
    expect((await c.updateProfile(reader, { language: 'ja', block_other_language: true })).statusCode).toBe(200);

    const refused = await c.send(writer, reader.id, { message_content: GERMAN });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403001, message: ChatMessages.otherLanguage });
    await c.sent(writer, reader.id, JAPANESE);
    // Too short to tell: never refused.
    await c.sent(writer, reader.id, 'ok :)');
    expect((await c.openWith(reader, writer.id)).data.map((m) => m.message_content)).toEqual([JAPANESE, 'ok :)']);
  });

  it('takes Chinese for a member who chose traditional Chinese, and lets anything through when the setting is off', async () => {
    const [writer, tw, open] = await members(t.app, 3);
    await makeVip(t.app, writer);
    await c.updateProfile(tw, { language: 'tw', block_other_language: true });
    await c.updateProfile(open, { language: 'ja' });
    await c.sent(writer, tw.id, '你好，你今天过得怎么样？我很高兴认识你。');
    await c.sent(writer, open.id, GERMAN);
  });
});

describe('hidden profiles (400061)', () => {
  it('a member may not write to a hidden profile they may not see, until that member wrote to them', async () => {
    const [hidden, stranger, vip] = await members(t.app, 3);
    await verifyEmail(t.app, stranger);
    await makeVip(t.app, vip);
    expect((await c.updateProfile(hidden, { visibility: 'hidden' })).statusCode).toBe(200);

    const refused = await c.send(stranger, hidden.id, { message_content: 'hello' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400061, message: "User doesn't exist or hidden" });
    expect((await c.get(`/v1/message_threads/${hidden.id}?user=1`, stranger.auth)).json()).toMatchObject({
      code: 400061,
    });
    await c.sent(vip, hidden.id, 'VIP members see hidden profiles');

    await c.sent(hidden, stranger.id, 'I write first');
    await c.sent(stranger, hidden.id, 'and I may answer');
  });

  it('answers an unknown member like a hidden one, and refuses writing to oneself', async () => {
    const anna = await signUp(t.app);
    expect((await c.send(anna, 2_000_000, { message_content: 'anyone?' })).json()).toMatchObject({ code: 400061 });
    expect((await c.send(anna, anna.id, { message_content: 'me' })).json()).toMatchObject({ code: 400001 });
  });
});

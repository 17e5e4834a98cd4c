import { ErrorCode, RefusalReason, type ChatMessage } from '@yuanfen/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatApi, verifyEmail } from '../modules/chat/chat.test-helpers';
import { makeVip, members } from '../modules/relations/relations.test-helpers';
import { speaker } from '../modules/translation/translation.test-helpers';
import { twoColourImage, upload } from '../modules/uploads/uploads.test-helpers';
import { api, signIn } from '../test/account-helpers';
import type { Member } from '../test/factories';
import { fund } from '../test/money-helpers';
import { useTestApp } from '../test/use-test-app';

/**
 * Every cause of a multi-cause refusal reaches the client as `reason` (ARCHITECTURE.md §4), so clients
 * branch on code + reason and never on the English message. One case per cause, driven through the API.
 */

let clock = new Date();
let c: ReturnType<typeof chatApi>;
const t = useTestApp({ deps: { now: () => clock } });
beforeAll(async () => {
  c = chatApi(t.app);
  await t.app.services.operator.set('newConversationsPerDayUnverified', 1);
  await t.app.services.operator.set('photoTextCheck', 0);
});

/** The refusal as a client reads it: status, code and reason. */
const refusal = (res: LightMyRequestResponse) => {
  const body = res.json<{ code: number; reason?: string }>();
  return { status: res.statusCode, code: body.code, reason: body.reason };
};

async function vipPair() {
  const [a, b] = await members(t.app, 2);
  await makeVip(t.app, a);
  await makeVip(t.app, b);
  return [a, b] as const;
}

describe('403001: why a message may not be sent', () => {
  it('blocking (the sender blocks the recipient) and blocked_by (the recipient blocks the sender)', async () => {
    const [anna, bob] = await vipPair();
    expect((await c.block(bob, anna.id)).statusCode).toBe(200);
    expect(refusal(await c.send(bob, anna.id, { message_content: 'hi' }))).toEqual({
      status: 403,
      code: ErrorCode.Blocked,
      reason: RefusalReason.Blocking,
    });
    expect(refusal(await c.send(anna, bob.id, { message_content: 'hi' }))).toEqual({
      status: 403,
      code: ErrorCode.Blocked,
      reason: RefusalReason.BlockedBy,
    });
  });

  it('not_accepting: the recipient takes no new conversations', async () => {
    const [anna, closed] = await vipPair();
    expect((await c.updateProfile(closed, { message_source: 'pass' })).statusCode).toBe(200);
    expect(refusal(await c.send(anna, closed.id, { message_content: 'hi' }))).toEqual({
      status: 403,
      code: ErrorCode.Blocked,
      reason: RefusalReason.NotAccepting,
    });
  });

  it('other_language: the recipient takes messages only in their own language', async () => {
    const [writer, reader] = await vipPair();
    expect((await c.updateProfile(reader, { language: 'ja', block_other_language: true })).statusCode).toBe(200);
    const german = 'Guten Tag, wie geht es dir heute? Ich hoffe, es geht dir gut.';
    expect(refusal(await c.send(writer, reader.id, { message_content: german }))).toEqual({
      status: 403,
      code: ErrorCode.Blocked,
      reason: RefusalReason.OtherLanguage,
    });
  });
});

describe('400058: why a conversation may not be started', () => {
  it('verified_only: the recipient takes new conversations only from verified or VIP members', async () => {
    const [stranger, picky] = await members(t.app, 2);
    expect((await c.updateProfile(picky, { message_source: 'validate' })).statusCode).toBe(200);
    expect(refusal(await c.send(stranger, picky.id, { message_content: 'hi' }))).toEqual({
      status: 400,
      code: ErrorCode.MessageNeedsVipOrEmail,
      reason: RefusalReason.VerifiedOnly,
    });
  });

  it('daily_limit: an unverified member without VIP has started the day’s conversations', async () => {
    const [anna, bob, carl] = await members(t.app, 3);
    await c.sent(anna, bob.id, 'hello bob');
    expect(refusal(await c.send(anna, carl.id, { message_content: 'hello carl' }))).toEqual({
      status: 400,
      code: ErrorCode.MessageNeedsVipOrEmail,
      reason: RefusalReason.DailyLimit,
    });
  });

  it('400059 stays a one-cause code: no reason', async () => {
    const [anna, bob] = await members(t.app, 2);
    await verifyEmail(t.app, anna);
    await c.sent(anna, bob.id, 'first');
    const res = await c.send(anna, bob.id, { message_content: 'second' });
    expect(refusal(res)).toEqual({ status: 400, code: ErrorCode.WaitForReply, reason: undefined });
  });
});

describe('400002: which credential is wrong', () => {
  it('wrong_credentials on sign-in, wrong_password when the current password is asked again', async () => {
    const [anna] = await members(t.app, 1);
    expect(refusal(await signIn(t.app, anna.email, 'not-her-password'))).toEqual({
      status: 400,
      code: ErrorCode.WrongCredentials,
      reason: RefusalReason.WrongCredentials,
    });
    const change = { password: 'not-her-password', new_password: 'changed-pw-1', new_password_confirm: 'changed-pw-1' };
    expect(refusal(await api(t.app).put('/v1/password/reset', change, anna.auth))).toEqual({
      status: 400,
      code: ErrorCode.WrongCredentials,
      reason: RefusalReason.WrongPassword,
    });
    expect(refusal(await api(t.app).delete('/v1/user', { password: 'not-her-password' }, anna.auth))).toEqual({
      status: 400,
      code: ErrorCode.WrongCredentials,
      reason: RefusalReason.WrongPassword,
    });
  });
});

describe('recall', () => {
  it('recall_expired past the operator’s window, recall_not_sender for the other side’s message', async () => {
    const [anna, bob] = await vipPair();
    await t.app.services.operator.set('recallWindowSeconds', 60);
    const sent = await c.sent(anna, bob.id, 'take this back');
    expect(refusal(await c.post('/v1/recall', { id: sent.id }, bob.auth))).toEqual({
      status: 403,
      code: ErrorCode.Plain,
      reason: RefusalReason.RecallNotSender,
    });
    clock = new Date(clock.getTime() + 61_000);
    expect(refusal(await c.post('/v1/recall', { id: sent.id }, anna.auth))).toEqual({
      status: 400,
      code: ErrorCode.Plain,
      reason: RefusalReason.RecallExpired,
    });
  });
});

describe('friend requests', () => {
  it('friend_requests_closed when the member has turned them off', async () => {
    const [anna, ben] = await members(t.app, 2);
    expect((await c.updateProfile(ben, { friend_request: false })).statusCode).toBe(200);
    expect(refusal(await c.request(anna, ben.id))).toEqual({
      status: 400,
      code: ErrorCode.Plain,
      reason: RefusalReason.FriendRequestsClosed,
    });
  });
});

describe('400001 on photos: what is wrong with the file', () => {
  it('not_image, image_too_small, image_too_large and upload_malformed', async () => {
    const [anna] = await members(t.app, 1);
    const text = Buffer.from('just some text, not a photo\n'.repeat(50));
    expect(refusal(await upload(t.app, anna, text, { type: 'album' }))).toEqual({
      status: 400,
      code: ErrorCode.ValidationFailed,
      reason: RefusalReason.NotImage,
    });
    const tiny = await twoColourImage(20, 20, '#ff0000', '#0000ff').png().toBuffer();
    expect(refusal(await upload(t.app, anna, tiny, { type: 'album' }))).toEqual({
      status: 400,
      code: ErrorCode.ValidationFailed,
      reason: RefusalReason.ImageTooSmall,
    });
    const wide = await twoColourImage(12_002, 40, '#ff0000', '#0000ff').png().toBuffer();
    expect(refusal(await upload(t.app, anna, wide, { type: 'album' }))).toEqual({
      status: 400,
      code: ErrorCode.ValidationFailed,
      reason: RefusalReason.ImageTooLarge,
    });
    const cutOff = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: { ...anna.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(refusal(cutOff)).toEqual({
      status: 400,
      code: ErrorCode.ValidationFailed,
      reason: RefusalReason.UploadMalformed,
    });
  });

  it('already_shown: a photo sent in a message cannot become secret', async () => {
    const [anna, bob] = await vipPair();
    const image = await twoColourImage(200, 200, '#ff0000', '#0000ff').png().toBuffer();
    const stored = await upload(t.app, anna, image, { type: 'message' });
    expect(stored.statusCode, stored.body).toBe(200);
    const photo = stored.json<{ id: number }>();
    const sent = await c.send(anna, bob.id, { upload_ids: [photo.id] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<ChatMessage>().upload_ids).toEqual([photo.id]);
    expect(refusal(await c.put(`/v1/uploads/${photo.id}`, { folder: 'secret' }, anna.auth))).toEqual({
      status: 400,
      code: ErrorCode.ValidationFailed,
      reason: RefusalReason.AlreadyShown,
    });
  });
});

describe('human translation requests', () => {
  const GERMAN = 'Hallo Keiko, wie war dein Wochenende in Osaka? Ich war wandern.';
  const translatorOf = async (pairs: string[], member?: Member) => {
    const m = member ?? (await speaker(t.app, 'ja'));
    await t.app.services.humanTranslation.setTranslator(m.id, pairs);
    return m;
  };
  /** A German member's message to a Japanese member with gold, who asks a translator for it. */
  const asked = async (keiko?: Member) => {
    const hans = await speaker(t.app, 'de');
    const reader = keiko ?? (await speaker(t.app, 'ja'));
    await makeVip(t.app, hans);
    await fund(t.app, reader.id, 20);
    const message = await c.sent(hans, reader.id, GERMAN);
    const res = await c.post('/v1/ask', { type: 'message', id: message.id }, reader.auth);
    expect(res.statusCode, res.body).toBe(200);
    return { hans, keiko: reader, message, request: res.json<{ id: number }>() };
  };
  const claim = (m: Member, id: number) => c.post(`/v1/translation_requests/${id}/claim`, {}, m.auth);

  it('not_translator, own_request, already_claimed, not_yours and request_expired', async () => {
    const [plain] = await members(t.app, 1);
    expect(refusal(await c.get('/v1/translation_requests', plain.auth))).toEqual({
      status: 403,
      code: ErrorCode.Plain,
      reason: RefusalReason.NotTranslator,
    });

    const asker = await translatorOf(['de-ja']);
    const own = await asked(asker);
    expect(refusal(await claim(asker, own.request.id))).toEqual({
      status: 403,
      code: ErrorCode.Plain,
      reason: RefusalReason.OwnRequest,
    });

    const [yuki, kenji] = [await translatorOf(['de-ja']), await translatorOf(['de-ja'])];
    const { request } = await asked();
    expect((await claim(yuki, request.id)).statusCode).toBe(200);
    expect(refusal(await claim(kenji, request.id))).toEqual({
      status: 409,
      code: ErrorCode.ValidationFailed,
      reason: RefusalReason.AlreadyClaimed,
    });
    expect(refusal(await c.post('/v1/answer', { id: request.id, content: 'こんにちは' }, kenji.auth))).toEqual({
      status: 403,
      code: ErrorCode.Plain,
      reason: RefusalReason.NotYours,
    });

    const late = await asked();
    expect((await claim(yuki, late.request.id)).statusCode).toBe(200);
    await t.app.services.humanTranslation.expireDue(new Date(Date.now() + 61 * 60_000));
    expect(refusal(await c.post('/v1/answer', { id: late.request.id, content: 'おそい' }, yuki.auth))).toEqual({
      status: 409,
      code: ErrorCode.ValidationFailed,
      reason: RefusalReason.RequestExpired,
    });
  });

  it('same_language and nothing_to_translate when asking', async () => {
    const [jun, keiko] = [await speaker(t.app, 'ja'), await speaker(t.app, 'ja')];
    await makeVip(t.app, jun);
    const same = await c.sent(jun, keiko.id, 'こんにちは、お元気ですか？今日はいい天気ですね。');
    expect(refusal(await c.post('/v1/ask', { type: 'message', id: same.id }, keiko.auth))).toEqual({
      status: 400,
      code: ErrorCode.ValidationFailed,
      reason: RefusalReason.SameLanguage,
    });
    const empty = await c.sent(jun, keiko.id, '12345 :)');
    expect(refusal(await c.post('/v1/ask', { type: 'message', id: empty.id }, keiko.auth))).toEqual({
      status: 400,
      code: ErrorCode.ValidationFailed,
      reason: RefusalReason.NothingToTranslate,
    });
  });
});

describe('one-cause refusals carry no reason', () => {
  it('400061 hidden profile and a plain 404', async () => {
    const [anna, hidden] = await members(t.app, 2);
    expect((await c.updateProfile(hidden, { visibility: 'hidden' })).statusCode).toBe(200);
    expect(refusal(await c.profile(anna, hidden.id))).toEqual({
      status: 400,
      code: ErrorCode.HiddenProfile,
      reason: undefined,
    });
    expect(refusal(await c.post('/v1/recall', { id: 99_999_999 }, anna.auth))).toEqual({
      status: 404,
      code: ErrorCode.Plain,
      reason: undefined,
    });
  });
});

import { ChatMessages, ErrorCode, RefusalReason } from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import { authorize, can, memberActor, VISITOR } from '../../platform/policy';
import { refusalOf } from '../../test/refusal';
import { chatPolicy, checkTurn, messageFlags, rationed, type SendSubject } from './chat.policy';

const anna = memberActor(1);
const bob = memberActor(2);
const send = (over: Partial<SendSubject> = {}, pair: Partial<SendSubject['pair']> = {}): SendSubject => ({
  emailVerified: false,
  recipient: { language: 'en', messageSource: 'everyone', blockOtherLanguage: false },
  pair: { friend: false, blocking: false, blockedBy: false, started: false, ...pair },
  reachable: true,
  text: 'hello',
  ...over,
});
const reasonOf = (actor = anna, subject = send()) => refusalOf(() => authorize(actor, chatPolicy.send, subject));

describe('the send rule, in order', () => {
  it('lets a member write to someone open to everyone', () => {
    expect(reasonOf()).toBeUndefined();
  });

  it('a block either way comes first: 403001 blocking / blocked_by', () => {
    const subject = send(
      { reachable: false, recipient: { ...send().recipient, messageSource: 'pass' } },
      { blocking: true },
    );
    expect(reasonOf(anna, subject)).toEqual({
      status: 403,
      body: { code: ErrorCode.Blocked, message: ChatMessages.blocking, reason: RefusalReason.Blocking },
    });
    expect(reasonOf(anna, send({}, { blockedBy: true }))?.body.reason).toBe(RefusalReason.BlockedBy);
  });

  it('then the profile rule: 400061 when the recipient may not be seen and never wrote', () => {
    expect(reasonOf(anna, send({ reachable: false }))).toEqual({
      status: 400,
      body: { code: ErrorCode.HiddenProfile, message: expect.any(String) },
    });
  });

  it('then the message source: pass 403001 not_accepting; validate 400058 unless verified or VIP', () => {
    const pass = send({ recipient: { ...send().recipient, messageSource: 'pass' } });
    expect(reasonOf(anna, pass)?.body.reason).toBe(RefusalReason.NotAccepting);
    const validate = send({ recipient: { ...send().recipient, messageSource: 'validate' } });
    expect(reasonOf(anna, validate)?.body).toMatchObject({
      code: ErrorCode.MessageNeedsVipOrEmail,
      reason: RefusalReason.VerifiedOnly,
    });
    expect(reasonOf(anna, { ...validate, emailVerified: true })).toBeUndefined();
    expect(reasonOf(memberActor(1, { vip: true }), validate)).toBeUndefined();
    expect(reasonOf(anna, { ...pass, pair: { ...pass.pair, started: true } })).toBeUndefined();
    expect(reasonOf(anna, { ...pass, pair: { ...pass.pair, friend: true } })).toBeUndefined();
  });

  it('then the language: 403001 other_language for a text in another language', () => {
    const strict = send({
      recipient: { language: 'en', messageSource: 'everyone', blockOtherLanguage: true },
      text: 'Guten Tag, wie geht es dir heute? Ich hoffe, es geht dir gut.',
    });
    expect(reasonOf(anna, strict)?.body.reason).toBe(RefusalReason.OtherLanguage);
  });

  it('a visitor never sends', () => {
    expect(reasonOf(VISITOR as never)?.status).toBe(401);
  });
});

describe('turn rules', () => {
  const turn = (lastSenderId: number | null, started = 0) => ({
    lastSenderId,
    dailyNewLimit: 2,
    startedToday: () => Promise.resolve(started),
  });

  it('a non-VIP waits for a reply (400059) and opens only the daily number unverified (400058)', async () => {
    await expect(checkTurn(anna, false, turn(1))).rejects.toMatchObject({ code: ErrorCode.WaitForReply });
    await expect(checkTurn(anna, false, turn(2))).resolves.toBeUndefined();
    await expect(checkTurn(anna, false, turn(null, 2))).rejects.toMatchObject({ reason: RefusalReason.DailyLimit });
    await expect(checkTurn(anna, true, turn(null, 2))).resolves.toBeUndefined();
    await expect(checkTurn(memberActor(1, { vip: true }), false, turn(1))).resolves.toBeUndefined();
  });
});

describe('a message', () => {
  const message = { sender_id: 1, recipient_id: 2, recalled_at: null };

  it('is read by its two members; anyone else is told it does not exist', () => {
    expect(can(anna, chatPolicy.read, message)).toBe(true);
    expect(can(bob, chatPolicy.read, message)).toBe(true);
    expect(refusalOf(() => authorize(memberActor(3), chatPolicy.read, message))).toEqual({
      status: 404,
      body: { code: 0, message: 'Message not found' },
    });
  });

  it('is recalled by its sender only (403 recall_not_sender)', () => {
    expect(refusalOf(() => authorize(bob, chatPolicy.recall, message))).toEqual({
      status: 403,
      body: { code: 0, message: 'Only the sender can recall a message', reason: RefusalReason.RecallNotSender },
    });
  });

  it('is not recalled when it is a gift: the gift was paid and delivered', () => {
    const gift = { ...message, message_type: 'gift' };
    expect(refusalOf(() => authorize(anna, chatPolicy.recall, gift))).toEqual({
      status: 403,
      body: { code: 0, message: 'A gift cannot be recalled' },
    });
    expect(messageFlags(anna, gift).recall).toBe(false);
  });

  it('offers each side its actions as can flags', () => {
    expect(messageFlags(anna, message)).toEqual({ recall: true, delete: true, translate: false });
    expect(messageFlags(bob, message)).toEqual({ recall: false, delete: true, translate: true });
    expect(messageFlags(anna, { ...message, recalled_at: new Date() })).toEqual({
      recall: false,
      delete: true,
      translate: false,
    });
  });
});

describe('the turn rules', () => {
  it('ration texts and say-hi, not gifts, which are paid for', () => {
    expect(rationed('text')).toBe(true);
    expect(rationed('hi')).toBe(true);
    expect(rationed('gift')).toBe(false);
  });
});

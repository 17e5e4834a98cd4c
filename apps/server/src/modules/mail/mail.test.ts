import type { Me, PurchaseResponse } from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSockets } from '../../realtime/test-client';
import { api, outboxOf } from '../../test/account-helpers';
import { startSmtp } from '../../test/fake-smtp';
import { signUp, type Member } from '../../test/factories';
import { fund } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { chatApi } from '../chat/chat.test-helpers';
import { makeVip } from '../relations/relations.test-helpers';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});
// Mail goes over a real SMTP connection (headers as sent); the outbox keeps a copy outside production.
const t = useTestApp(() => ({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } }));
let c: ReturnType<typeof chatApi>;
const { socketOf } = useSockets(t);
beforeAll(() => {
  c = chatApi(t.app);
});

const HOUR = 3_600_000;
const at = (offsetMs = 0) => new Date(Date.now() + offsetMs);
const remind = (when = at()) => t.app.services.mail.remindUnreadMessages(when);
const subjects = async (m: Member) => (await outboxOf(t.app, m.email)).map((mail) => mail.subject);
/** The raw mail as the SMTP server received it, headers unfolded. */
const rawTo = (m: Member) =>
  smtp.received
    .filter((mail) => mail.to.includes(m.email))
    .map((mail) => mail.raw.replace(/\r?\n[ \t]+/g, ' '))
    .at(-1) ?? '';
const unsubscribeUrl = (raw: string) => /^List-Unsubscribe: <([^>]+)>/m.exec(raw)?.[1] ?? '';
const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

describe('reminders of unread messages', () => {
  it('mail an offline member once per conversation an hour, and again only for newer messages', async () => {
    const [anna, ben, cara] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    await makeVip(t.app, anna); // VIP: may write again before Ben answers
    await c.sent(anna, ben.id, 'Are you there?');
    await c.sent(cara, ben.id, 'Hello from Cara');
    expect(await remind()).toBeGreaterThanOrEqual(2);
    expect((await subjects(ben)).sort()).toEqual(
      [`${anna.name} sent you a message`, `${cara.name} sent you a message`].sort(),
    );
    const [mail] = await outboxOf(t.app, ben.email);
    expect(mail!.text).toContain('/chat/');

    // More from Anna within the hour: no second mail of that conversation.
    await c.sent(anna, ben.id, 'Hello?');
    await remind();
    expect(await subjects(ben)).toHaveLength(2);
    // An hour later the newer message is mailed (Cara's, already mailed about, is not); then nothing new.
    await remind(at(HOUR + 60_000));
    const fromAnna = async () => (await subjects(ben)).filter((s) => s.startsWith(anna.name));
    expect(await fromAnna()).toHaveLength(2);
    expect(await subjects(ben)).toHaveLength(3);
    await remind(at(3 * HOUR));
    expect(await subjects(ben)).toHaveLength(3);
  });

  it('are not sent while the member is connected, once read, or with message mails turned off', async () => {
    const [anna, ben, cara, dora] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
    await socketOf(ben);
    await c.sent(anna, ben.id, 'You are online');
    await c.sent(anna, cara.id, 'You will read this');
    await c.updateThread(cara, (await c.threads(cara)).data[0]!.id, { read: true });
    await c.updateProfile(dora, { email_notifications: { messages: false } });
    await c.sent(anna, dora.id, 'You turned mails off');
    await remind();
    expect(await subjects(ben)).toEqual([]);
    expect(await subjects(cara)).toEqual([]);
    expect(await subjects(dora)).toEqual([]);
  });

  it('are written in the member’s language', async () => {
    const [anna, li, lena] = await Promise.all([
      signUp(t.app),
      signUp(t.app, { language: 'zh' }),
      signUp(t.app, { language: 'de' }),
    ]);
    await c.sent(anna, li.id, 'Ni hao');
    await c.sent(anna, lena.id, 'Hallo');
    await remind();
    expect(await subjects(li)).toEqual([`${anna.name} 给你发了消息`]);
    expect(await subjects(lena)).toEqual([`${anna.name} hat dir eine Nachricht geschickt`]);
    const [german] = await outboxOf(t.app, lena.email);
    expect(german!.text).toContain('Mit einem Klick abbestellen');
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('carries the headers; GET shows a localized page, POST turns that mail off without a session', async () => {
    const [anna, lena] = await Promise.all([signUp(t.app), signUp(t.app, { language: 'de' })]);
    await makeVip(t.app, anna);
    await c.sent(anna, lena.id, 'Hallo Lena');
    await remind();
    const raw = rawTo(lena);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = unsubscribeUrl(raw);
    expect(link).toMatch(/\/v1\/mail\/unsubscribe\?token=/);
    expect((await outboxOf(t.app, lena.email))[0]!.text).toContain(link);

    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Keine E-Mails zu neuen Nachrichten mehr an');
    expect(page.body).toContain('<button type="submit">Abbestellen</button>');

    const posted = await t.app.inject({
      method: 'POST',
      url: pathOf(link),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const me = (await c.get('/v1/me', lena.auth)).json<Me>();
    expect(me.email_notifications).toMatchObject({ messages: false, likes: true, billing: true });
    // From now on no reminders reach her; the page's own button answers a page.
    await c.sent(anna, lena.id, 'Still there?');
    await remind(at(2 * HOUR));
    expect(await outboxOf(t.app, lena.email)).toHaveLength(1);
    const again = await t.app.inject({ method: 'POST', url: pathOf(link), headers: { accept: 'text/html' } });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Erledigt');
  });

  it('refuses a forged or altered link with 400 and changes nothing', async () => {
    const [ben, eve] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const [, kind, signature] = (await tokenFor(eve)).split('.');
    const forged = [
      `${ben.id}.${kind}.${signature}`, // Eve's signature on Ben's id
      `${eve.id}.likes.${signature}`, // another kind
      `${eve.id}.${kind}.${'A'.repeat(32)}`,
      'nonsense',
    ];
    for (const token of forged) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toMatchObject({ code: 0, message: 'This unsubscribe link is not valid' });
      const page = await t.app.inject({
        method: 'GET',
        url: `/v1/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This link is not valid');
    }
    for (const m of [ben, eve])
      expect((await c.get('/v1/me', m.auth)).json<Me>().email_notifications).toMatchObject({ messages: true });
  });
});

/** A real token of the member's, as their reminder mail carries it. */
async function tokenFor(m: Member) {
  await c.sent(await signUp(t.app), m.id, 'A message to get a link');
  await remind();
  const token = new URL(unsubscribeUrl(rawTo(m))).searchParams.get('token') ?? '';
  expect(token.startsWith(`${m.id}.messages.`)).toBe(true);
  return token;
}

describe('billing mails', () => {
  it('a successful recharge and a VIP purchase each send a localized receipt when "billing" is on', async () => {
    const lena = await signUp(t.app, { language: 'de' });
    const created = (
      await api(t.app).post('/v1/payment/sandbox/purchase', { amount: 50 }, lena.auth)
    ).json<PurchaseResponse>();
    const confirmed = await api(t.app).post(
      '/v1/payment/sandbox/confirm',
      { order_id: created.order_id, result: 'success' },
      lena.auth,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await subjects(lena)).toEqual(['Deine Yuanfen-Quittung: 50 Gold']);
    expect(rawTo(lena)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    await fund(t.app, lena.id, 200);
    expect((await api(t.app).post('/v1/upgrade', { month: 1 }, lena.auth)).statusCode).toBe(200);
    expect((await subjects(lena))[0]).toBe('Deine Yuanfen-Quittung: VIP-Mitgliedschaft');

    await c.updateProfile(lena, { email_notifications: { billing: false } });
    await api(t.app).post('/v1/upgrade', { month: 1 }, lena.auth);
    expect(await subjects(lena)).toHaveLength(2);
  });
});

describe('promotions (plumbing only: no promotion exists yet)', () => {
  it('reach a member who wants them while offline, at most once a day, in their language', async () => {
    const [li, ben, dora] = await Promise.all([signUp(t.app, { language: 'zh' }), signUp(t.app), signUp(t.app)]);
    await c.updateProfile(li, { email_notifications: { promotions: true } });
    await c.updateProfile(ben, { email_notifications: { promotions: true } });
    await c.updateProfile(dora, { email_notifications: { promotions: false } });
    await socketOf(ben);
    const texts = { en: { subject: 'Offer', body: 'An offer' }, zh: { subject: '优惠', body: '一个优惠' } };
    const { mail } = t.app.services;
    expect(await mail.promote(li.id, texts)).toBe(true);
    expect(await mail.promote(li.id, texts)).toBe(false);
    expect(await mail.promote(ben.id, texts)).toBe(false);
    expect(await mail.promote(dora.id, texts)).toBe(false);
    expect(await subjects(li)).toEqual(['优惠']);
    expect(await subjects(ben)).toEqual([]);
    expect(await subjects(dora)).toEqual([]);
  });
});

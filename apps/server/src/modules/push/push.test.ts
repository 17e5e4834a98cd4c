import type { PushPayload } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, settings } from '../../db/schema';
import { connect, listen, type TestClient } from '../../realtime/test-client';
import { signedIn } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { startFakePushService, type FakePushService, type FakeSubscription } from '../../test/fake-push';
import { fund } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { seedGifts } from '../../seed/gifts';
import { chatApi } from '../chat/chat.test-helpers';

/*
 * Web Push (issue 20) against a local push service that checks the VAPID JWT and decrypts the aes128gcm
 * payload as a browser would: a member with no tab open gets a push for a new message, gift, like or
 * friend request, in their language, as their notification choices allow; one with a tab open gets none;
 * a subscription the push service calls gone (404/410) or whose device signed out is removed.
 */

let fake: FakePushService;
beforeAll(async () => {
  fake = await startFakePushService();
});
const t = useTestApp(() => ({ deps: { pushAgent: fake.agent } }));
afterAll(async () => {
  await fake.close();
});
const c = () => chatApi(t.app);
const sockets: TestClient[] = [];
let url: string;
beforeAll(async () => {
  url = await listen(t.app);
  await seedGifts(t.app.db, t.app.services.storage);
});
afterAll(() => {
  for (const s of sockets.splice(0)) s.close();
});

const subscribe = async (m: { auth: Record<string, string> }, subscription = fake.subscribe()) => {
  const res = await c().post('/v1/push/subscriptions', subscription, m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return subscription;
};
/** What the fake received for this subscription once every push under way was sent. */
const pushesTo = async (subscription: FakeSubscription) => {
  await t.app.services.push.settled();
  return fake.received.filter((r) => r.endpoint === subscription.endpoint).map((r) => r.payload as PushPayload);
};
const subscriptionRows = (endpoint: string) =>
  t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('GET push/key', () => {
  it('answers the VAPID public key (an uncompressed P-256 point, base64url) kept in the database', async () => {
    const res = await c().get('/v1/push/key');
    expect(res.statusCode).toBe(200);
    const key = res.json<{ public_key: string }>().public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const [stored] = await t.app.db.select().from(settings).where(eq(settings.key, 'vapid_keys'));
    expect(JSON.parse(stored!.value)).toMatchObject({ publicKey: key });
  });
});

describe('pushes to a member with no tab open', () => {
  let anna: Member;
  let ben: Member;
  let annaBrowser: FakeSubscription;
  beforeAll(async () => {
    anna = await signUp(t.app, { language: 'de' });
    ben = await signUp(t.app);
    annaBrowser = await subscribe(anna);
  });

  it('sends a new message, VAPID-signed for the push service, encrypted for the browser, in German', async () => {
    await c().sent(ben, anna.id, 'Hello Anna, how are you?');
    expect(await pushesTo(annaBrowser)).toEqual([
      {
        kind: 'message',
        title: `Neue Nachricht von ${ben.name}`,
        body: 'Hello Anna, how are you?',
        url: `/chat/${ben.id}`,
        tag: `chat-${ben.id}`,
      },
    ]);
    const push = fake.received.find((r) => r.endpoint === annaBrowser.endpoint)!;
    const { public_key } = (await c().get('/v1/push/key')).json<{ public_key: string }>();
    expect(push.vapid).toMatchObject({ aud: fake.origin, k: public_key, sub: expect.stringMatching(/^mailto:/) });
    expect(push.ttl).toBeGreaterThan(0);
    expect(fake.refused).toEqual([]);
  });

  it('sends likes, friend requests and gifts, each in the member’s language', async () => {
    const before = (await pushesTo(annaBrowser)).length;
    expect((await c().like(ben, anna.id)).statusCode).toBe(200);
    expect((await c().request(ben, anna.id)).statusCode).toBe(202);
    // A gift is a message of its own: from someone who has not written yet (no reply is awaited).
    const cleo = await signUp(t.app);
    await fund(t.app, cleo.id, 100);
    const { data: gifts } = (await c().get('/v1/gifts', cleo.auth)).json<{ data: { id: number; price: number }[] }>();
    const gift = gifts.find((g) => g.price <= 100)!;
    const sent = await c().send(cleo, anna.id, { message_type: 'gift', gift_id: gift.id });
    expect(sent.statusCode, sent.body).toBe(200);
    const pushes = (await pushesTo(annaBrowser)).slice(before);
    expect(pushes.map((p) => [p.kind, p.title, p.url])).toEqual([
      ['like', `${ben.name} mag dich`, '/user/likeme'],
      ['request', `${ben.name} möchte mit dir befreundet sein`, '/user/request'],
      ['gift', `${cleo.name} hat dir ein Geschenk geschickt`, `/chat/${cleo.id}`],
    ]);
  });

  it('sends nothing while a tab of the member is connected', async () => {
    const before = (await pushesTo(annaBrowser)).length;
    const socket = await connect(url, { token: anna.token });
    sockets.push(socket);
    const dora = await signUp(t.app);
    await c().sent(dora, anna.id, 'Are you there?');
    expect((await c().like(dora, anna.id)).statusCode).toBe(200);
    expect(await pushesTo(annaBrowser)).toHaveLength(before);
    socket.close();
    await t.app.realtime?.presence.settled();
  });

  it('follows the member’s notification choices: messages off, no message pushes; likes still come', async () => {
    const carla = await signUp(t.app, { language: 'ja' });
    const browser = await subscribe(carla);
    expect((await c().put('/v1/user', { email_notifications: { messages: false } }, carla.auth)).statusCode).toBe(200);
    await c().sent(ben, carla.id, 'Hi Carla');
    await c().like(ben, carla.id);
    expect((await pushesTo(browser)).map((p) => [p.kind, p.title])).toEqual([
      ['like', `${ben.name}さんがあなたにいいねしました`],
    ]);
  });

  it('removes a subscription the push service calls gone (410) or unknown (404), and sends to it no more', async () => {
    const dan = await signUp(t.app);
    const gone = await subscribe(dan);
    const unknown = await subscribe(dan);
    fake.answer(gone.endpoint, 410);
    fake.answer(unknown.endpoint, 404);
    await c().sent(ben, dan.id, 'Hello Dan');
    await t.app.services.push.settled();
    expect(fake.refused.map((r) => [r.endpoint, r.status])).toEqual(
      expect.arrayContaining([
        [gone.endpoint, 410],
        [unknown.endpoint, 404],
      ]),
    );
    expect(await subscriptionRows(gone.endpoint)).toEqual([]);
    expect(await subscriptionRows(unknown.endpoint)).toEqual([]);
  });
});

describe('subscriptions belong to a signed-in device', () => {
  it('removes the device’s subscription when it signs out; the member’s other device keeps getting pushes', async () => {
    const eva = await signUp(t.app);
    const ben = await signUp(t.app);
    const laptop = await subscribe(eva);
    const phoneSession = await signedIn(t.app, eva.email, eva.password, 'eva-phone-client');
    const phone = await subscribe(phoneSession);
    expect((await c().post('/v1/logout', {}, eva.auth)).statusCode).toBe(200);
    expect(await subscriptionRows(laptop.endpoint)).toEqual([]);
    await c().sent(ben, eva.id, 'Still there?');
    expect(await pushesTo(laptop)).toEqual([]);
    expect((await pushesTo(phone)).map((p) => p.body)).toEqual(['Still there?']);
  });

  it('moves an endpoint to whoever subscribes it last (another member signed in on that browser)', async () => {
    const [fay, gus, ben] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const browser = await subscribe(fay);
    await subscribe(gus, browser);
    await c().sent(ben, fay.id, 'For Fay');
    await c().sent(ben, gus.id, 'For Gus');
    expect((await pushesTo(browser)).map((p) => p.body)).toEqual(['For Gus']);
  });

  it('DELETE push/subscriptions stops pushes to that browser; another member cannot remove it', async () => {
    const [hana, ben] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const browser = await subscribe(hana);
    const other = await c().delete('/v1/push/subscriptions', { endpoint: browser.endpoint }, ben.auth);
    expect(other.json()).toEqual({ endpoint: browser.endpoint, subscribed: false });
    expect(await subscriptionRows(browser.endpoint)).toHaveLength(1);
    const res = await c().delete('/v1/push/subscriptions', { endpoint: browser.endpoint }, hana.auth);
    expect(res.statusCode).toBe(200);
    await c().sent(ben, hana.id, 'Gone?');
    expect(await pushesTo(browser)).toEqual([]);
  });
});

describe('blocks both ways (battery C)', () => {
  // Whichever side blocked, nothing the other does reaches the member's lock screen.
  for (const direction of ['the member blocked them', 'they blocked the member'] as const) {
    it(`sends no push for a message, like, friend request or gift when ${direction}`, async () => {
      const member = await signUp(t.app);
      const other = await signUp(t.app);
      const browser = await subscribe(member);
      await fund(t.app, other.id, 500);
      // Before the block the same member's message is pushed: the refusal below is the block's doing.
      await c().sent(other, member.id, 'Hello before the block');
      expect((await pushesTo(browser)).map((p) => p.kind)).toEqual(['message']);

      const [blocker, blocked] = direction === 'the member blocked them' ? [member, other] : [other, member];
      expect((await c().block(blocker, blocked.id)).statusCode).toBe(200);
      const { data: gifts } = (await c().get('/v1/gifts', other.auth)).json<{
        data: { id: number; price: number }[];
      }>();
      const attempts = [
        await c().send(other, member.id, { message_content: 'Hello after the block' }),
        await c().like(other, member.id),
        await c().request(other, member.id),
        await c().send(other, member.id, { message_type: 'gift', gift_id: gifts.find((g) => g.price <= 500)!.id }),
      ];
      expect(attempts.map((r) => r.statusCode >= 400)).toEqual([true, true, true, true]);
      expect((await pushesTo(browser)).map((p) => p.kind)).toEqual(['message']);
    });
  }
});

describe('refusals', () => {
  it('refuses a visitor with 401 and changes nothing', async () => {
    const res = await c().post('/v1/push/subscriptions', fake.subscribe());
    expect(res.statusCode).toBe(401);
    const del = await c().delete('/v1/push/subscriptions', { endpoint: 'https://push.example.test/x' });
    expect(del.statusCode).toBe(401);
  });

  it('refuses a malformed subscription with 400001, per field', async () => {
    const ivy = await signUp(t.app);
    const good = fake.subscribe();
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ endpoint: good.endpoint }, 'keys'],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: '!!!!!!!!!!!!!!!!!!!!!!' } }, 'keys.auth'],
    ];
    for (const [body, field] of cases) {
      const res = await c().post('/v1/push/subscriptions', body, ivy.auth);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ code: 400001, errors: { [field]: expect.any(String) } });
    }
    const del = await c().delete('/v1/push/subscriptions', { endpoint: 42 }, ivy.auth);
    expect(del.json()).toMatchObject({ code: 400001 });
    expect(await subscriptionRows(good.endpoint)).toEqual([]);
  });
});

import { ErrorCode, type ChatMessage, type GiftList } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gifts, ledger } from '../../db/schema';
import { seedGifts, STARTER_GIFTS } from '../../seed/gifts';
import type { Member } from '../../test/factories';
import { balanceOf, fund, ledgerBalanceOf, ledgerState, recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { chatApi } from '../chat/chat.test-helpers';
import { makeVip, members } from '../relations/relations.test-helpers';

const t = useTestApp();
let c: ReturnType<typeof chatApi>;
beforeAll(async () => {
  c = chatApi(t.app);
  await seedGifts(t.app.db, t.app.services.storage);
});

const catalogue = async (m: Member, query = '') => {
  const res = await c.get(`/v1/gifts${query}`, m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GiftList>().data;
};
const giftByKey = async (key: string) => (await t.app.db.select().from(gifts).where(eq(gifts.key, key)))[0]!;
const sendGift = (m: Member, userId: number, giftId: number, extra: Record<string, unknown> = {}) =>
  c.send(m, userId, { message_type: 'gift', gift_id: giftId, ...extra });
const ledgerRowsOf = (userId: number) =>
  t.app.db
    .select()
    .from(ledger)
    .where(eq(ledger.from_account, `user:${userId}`));

describe('GET gifts', () => {
  it('offers the whole starter catalogue, every category, with pictures and names in the member’s language', async () => {
    const [anna] = await members(t.app, 1);
    const all = await catalogue(anna);
    expect(all.length).toBe(STARTER_GIFTS.length);
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((g) => g.category))).toEqual(new Set(['romance', 'fashion', 'flower', 'sexy', 'festival']));
    const rose = all.find((g) => g.name === 'Red Rose')!;
    expect(rose).toMatchObject({ category: 'flower', price: 2, vip: 0 });
    expect(rose.src).toMatch(/gifts\/red_rose\.webp$/);
    expect(rose.thumb).toMatch(/gifts\/red_rose_100\.webp$/);

    await c.put('/v1/user', { language: 'ja' }, anna.auth);
    expect((await catalogue(anna)).find((g) => g.id === rose.id)?.name).toBe('赤いバラ');
    expect((await catalogue(anna, '?lang=de')).find((g) => g.id === rose.id)?.name).toBe('Rote Rose');
  });

  it('filters by category and by the birthday tag, and orders by price or popularity', async () => {
    const [anna] = await members(t.app, 1);
    const flowers = await catalogue(anna, '?category=flower&order=price');
    expect(flowers.every((g) => g.category === 'flower')).toBe(true);
    expect(flowers.map((g) => g.price)).toEqual([...flowers.map((g) => g.price)].sort((a, b) => a - b));

    const birthday = await catalogue(anna, '?category=birthday');
    expect(birthday.length).toBeGreaterThanOrEqual(5);
    expect(birthday.every((g) => g.birthday)).toBe(true);
    expect(new Set(birthday.map((g) => g.category)).size).toBeGreaterThan(1);

    const popular = await catalogue(anna, '?order=popular');
    expect(popular.map((g) => g.hit)).toEqual([...popular.map((g) => g.hit)].sort((a, b) => b - a));
    expect((await c.get('/v1/gifts?category=cars', anna.auth)).statusCode).toBe(400);
  });

  it('is for signed-in members', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/gifts' })).statusCode).toBe(401);
  });
});

describe('sending a gift (POST messages, message_type gift)', () => {
  it('charges the price through the ledger, counts the send, and both sides see the gift card live', async () => {
    const [anna, bob] = await members(t.app, 2);
    await fund(t.app, anna.id, 50);
    const bouquet = await giftByKey('rose-bouquet');
    const events = recordEvents(t.app);
    const res = await sendGift(anna, bob.id, bouquet.id);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json<ChatMessage>();
    expect(sent).toMatchObject({
      message_type: 'gift',
      gift_id: bouquet.id,
      gift: { id: bouquet.id, name: 'Bouquet of Roses', price: 29 },
      can: { recall: false },
    });
    expect(await balanceOf(t.app, anna.id)).toBe(21);
    expect(await ledgerBalanceOf(t.app, anna.id)).toBe(21);
    expect((await giftByKey('rose-bouquet')).hit).toBe(bouquet.hit + 1);

    const [live] = await events.waitFor(bob.id, 'message');
    const [balance] = await events.waitFor(anna.id, 'balance');
    events.stop();
    expect(balance?.payload).toEqual({ balance: 21 });
    expect((live!.payload as { message: ChatMessage }).message.gift).toMatchObject({ id: bouquet.id });
    const seen = (await c.openWith(bob, anna.id)).data.at(-1)!;
    expect(seen).toMatchObject({ message_type: 'gift', gift: { name: 'Bouquet of Roses', price: 29 } });
    expect((await c.threads(bob)).data[0]?.summary).toBe('[gift]');
    // A gift is paid and delivered: it cannot be recalled.
    expect((await c.post('/v1/recall', { id: sent.id }, anna.auth)).statusCode).toBe(403);
  });

  it('earns a partner gold when the operator counts gifts: the price less the commission, live, withdrawable', async () => {
    const [anna, bob, cleo] = await members(t.app, 3);
    await fund(t.app, anna.id, 100);
    const bouquet = await giftByKey('rose-bouquet');
    for (const partner of [bob, cleo]) await t.app.services.sessions.updateAccount(partner.id, { is_partner: 1 });
    // Off by default: the gold goes to the house, nothing to the partner.
    expect((await sendGift(anna, bob.id, bouquet.id)).statusCode).toBe(200);
    expect(await balanceOf(t.app, bob.id)).toBe(0);

    const { operator } = t.app.services;
    await operator.set('withdrawGiftsEarn', 1);
    await operator.set('withdrawClearingDays', 0);
    try {
      const events = recordEvents(t.app);
      expect((await sendGift(anna, cleo.id, bouquet.id)).statusCode).toBe(200);
      // 29 gold: the partner earns 21, the operator keeps floor(29 × 30 %) = 8.
      expect(await balanceOf(t.app, cleo.id)).toBe(21);
      expect(await balanceOf(t.app, anna.id)).toBe(100 - 29 - 29);
      expect(await ledgerBalanceOf(t.app, cleo.id)).toBe(21);
      const [live] = await events.waitFor(cleo.id, 'balance');
      events.stop();
      expect(live?.payload).toEqual({ balance: 21 });
      const me = await c.get('/v1/me', cleo.auth);
      expect(me.json<{ withdrawable: number }>().withdrawable).toBe(21);
      // A member who is not a partner earns nothing from gifts, whatever the setting.
      const [dan] = await members(t.app, 1);
      expect((await sendGift(anna, dan.id, (await giftByKey('red-rose')).id)).statusCode).toBe(200);
      expect(await balanceOf(t.app, dan.id)).toBe(0);
    } finally {
      await operator.set('withdrawGiftsEarn', 0);
      await operator.set('withdrawClearingDays', 7);
    }
  });

  it('names the gift in each side’s own language', async () => {
    const [anna, bob] = await members(t.app, 2);
    await c.put('/v1/user', { language: 'ko' }, bob.auth);
    await fund(t.app, anna.id, 6);
    const tulip = await giftByKey('tulip');
    expect((await sendGift(anna, bob.id, tulip.id)).json<ChatMessage>().gift?.name).toBe('Tulip');
    expect((await c.openWith(bob, anna.id)).data.at(-1)?.gift?.name).toBe('튤립');
  });

  it('a VIP gift is free for a VIP member and costs its price for anyone else', async () => {
    const [vip, plain, bob] = await members(t.app, 3);
    await makeVip(t.app, vip);
    const perfume = await giftByKey('perfume');
    expect(perfume.vip).toBe(1);
    expect((await catalogue(vip)).find((g) => g.id === perfume.id)?.price).toBe(0);
    expect((await catalogue(plain)).find((g) => g.id === perfume.id)?.price).toBe(perfume.price);

    expect((await sendGift(vip, bob.id, perfume.id)).statusCode).toBe(200);
    expect(await balanceOf(t.app, vip.id)).toBe(0);
    expect(await ledgerRowsOf(vip.id)).toEqual([]);

    await fund(t.app, plain.id, perfume.price);
    expect((await sendGift(plain, bob.id, perfume.id)).statusCode).toBe(200);
    expect(await balanceOf(t.app, plain.id)).toBe(0);
    // A paid gift of a VIP member is still paid.
    await fund(t.app, vip.id, 10);
    expect((await sendGift(vip, bob.id, (await giftByKey('love-letter')).id)).statusCode).toBe(200);
    expect(await balanceOf(t.app, vip.id)).toBe(2);
  });

  it('too little gold is 400022: no message, no ledger row, no send counted', async () => {
    const [anna, bob] = await members(t.app, 2);
    await fund(t.app, anna.id, 10);
    const ring = await giftByKey('diamond-ring');
    const res = await sendGift(anna, bob.id, ring.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.NotEnoughGold });
    expect(await balanceOf(t.app, anna.id)).toBe(10);
    expect(await ledgerRowsOf(anna.id)).toEqual([]);
    expect((await giftByKey('diamond-ring')).hit).toBe(ring.hit);
    expect((await c.openWith(bob, anna.id)).data).toEqual([]);
  });

  it('30 concurrent sends against gold for three: exactly three go through and the ledger adds up', async () => {
    const [anna, bob] = await members(t.app, 2);
    const heart = await giftByKey('loving-heart');
    await fund(t.app, anna.id, heart.price * 3 + heart.price - 1);
    const results = await Promise.all(Array.from({ length: 30 }, () => sendGift(anna, bob.id, heart.id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.json().code === ErrorCode.NotEnoughGold)).toBe(
      true,
    );
    expect(await balanceOf(t.app, anna.id)).toBe(heart.price - 1);
    expect(await ledgerBalanceOf(t.app, anna.id)).toBe(heart.price - 1);
    expect(await ledgerRowsOf(anna.id)).toHaveLength(3);
    expect((await c.openWith(bob, anna.id)).data).toHaveLength(3);

    const { balances, net } = await ledgerState(t.app);
    for (const { id, balance } of balances) expect(net.get(`user:${id}`) ?? 0).toBe(balance);
  });

  it('a gift is not held back by the wait-for-reply rule: it is paid for', async () => {
    const [anna, bob] = await members(t.app, 2);
    await fund(t.app, anna.id, 10);
    await c.sent(anna, bob.id, 'hello');
    expect((await sendGift(anna, bob.id, (await giftByKey('red-rose')).id)).statusCode).toBe(200);
  });

  it('a blocked member cannot send a gift, nor pay for one', async () => {
    const [anna, bob] = await members(t.app, 2);
    await fund(t.app, anna.id, 50);
    expect((await c.post('/v1/blacklist', { user_id: anna.id }, bob.auth)).statusCode).toBeLessThan(300);
    const res = await sendGift(anna, bob.id, (await giftByKey('red-rose')).id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: ErrorCode.Blocked });
    expect(await balanceOf(t.app, anna.id)).toBe(50);
  });

  it('refuses an unknown or withdrawn gift, and a gift with text or without gift_id', async () => {
    const [anna, bob] = await members(t.app, 2);
    await fund(t.app, anna.id, 50);
    expect((await sendGift(anna, bob.id, 999_999)).statusCode).toBe(404);
    const lily = await giftByKey('white-lily');
    await t.app.db.update(gifts).set({ active: false }).where(eq(gifts.id, lily.id));
    expect((await sendGift(anna, bob.id, lily.id)).statusCode).toBe(404);
    expect((await catalogue(anna)).some((g) => g.id === lily.id)).toBe(false);
    await t.app.db.update(gifts).set({ active: true }).where(eq(gifts.id, lily.id));
    expect((await sendGift(anna, bob.id, lily.id, { message_content: 'hi' })).statusCode).toBe(400);
    expect((await c.send(anna, bob.id, { message_type: 'gift' })).statusCode).toBe(400);
    expect((await c.send(anna, bob.id, { message_content: 'hi', gift_id: lily.id })).statusCode).toBe(400);
    expect(await balanceOf(t.app, anna.id)).toBe(50);
  });

  it('seeding again adds nothing and keeps the operator’s changes', async () => {
    await t.app.db.update(gifts).set({ price: 3 }).where(eq(gifts.key, 'red-rose'));
    expect(await seedGifts(t.app.db, t.app.services.storage)).toBe(0);
    expect((await giftByKey('red-rose')).price).toBe(3);
    await t.app.db.update(gifts).set({ price: 2 }).where(eq(gifts.key, 'red-rose'));
  });
});

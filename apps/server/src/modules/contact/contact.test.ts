import {
  ErrorCode,
  RefusalReason,
  type AdminReport,
  type ContactPurchase,
  type ContactRecord,
  type ContactSettings,
} from '@yuanfen/contract';
import { and, eq, or } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactPurchases, ledger, users } from '../../db/schema';
import { api } from '../../test/account-helpers';
import type { Member } from '../../test/factories';
import { balanceOf, fund, ledgerBalanceOf, recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { signUpOperator, type OperatorMember } from '../admin/admin.test-helpers';
import { SystemAccount } from '../money/ledger.service';
import { befriend, graphApi, makeVip, members } from '../relations/relations.test-helpers';

/*
 * Contact details for gold (issue 18, spec §6): partners sell, VIP and paying members buy once, through the
 * ledger; the seller earns the price less the operator's commission (30 % by default).
 */

const t = useTestApp();
const http = () => api(t.app);
let admin: OperatorMember;
let moderator: OperatorMember;
beforeAll(async () => {
  admin = await signUpOperator(t.app, ['admin']);
  moderator = await signUpOperator(t.app, ['moderator']);
});

const OFFER = { email: 'olga@example.com', phone: '+49 30 1234567', wechat: 'olga_w', other: 'Line: olga', price: 50 };

const save = (m: Member, body: object) => http().put('/v1/contact', body, m.auth);
const view = (m: Member, ownerId: number) => http().get(`/v1/contact/${ownerId}`, m.auth);
const buy = (m: Member, sellerId: number, body: object = {}) => http().post(`/v1/contact/${sellerId}`, body, m.auth);
const refusal = (res: LightMyRequestResponse) => {
  const body = res.json<{ code: number; reason?: string }>();
  return { status: res.statusCode, code: body.code, reason: body.reason };
};

/** An operator makes the member a partner, as the console does. */
async function makePartner(m: Member) {
  const res = await http().put(`/v1/admin/users/${m.id}`, { is_partner: 1 }, admin.auth);
  expect(res.statusCode, res.body).toBe(200);
}

/** A partner selling OFFER (allow on, unless told). */
async function seller(offer: object = {}) {
  const [m] = await members(t.app, 1);
  await makePartner(m);
  const res = await save(m, { ...OFFER, allow: true, ...offer });
  expect(res.statusCode, res.body).toBe(200);
  return m;
}

/** A member who paid once through the sandbox gateway (a "paying member"), with `gold` from that payment. */
async function payingMember(gold = 100) {
  const [m] = await members(t.app, 1);
  const order = await http().post('/v1/payment/sandbox/purchase', { amount: gold }, m.auth);
  expect(order.statusCode, order.body).toBe(200);
  const done = await http().post(
    '/v1/payment/sandbox/confirm',
    { order_id: order.json<{ order_id: string }>().order_id, result: 'success' },
    m.auth,
  );
  expect(done.json()).toMatchObject({ status: 'success' });
  return m;
}

async function vipMember(gold = 100) {
  const [m] = await members(t.app, 1);
  await makeVip(t.app, m);
  if (gold) await fund(t.app, m.id, gold);
  return m;
}

const purchasesOf = (buyerId: number, sellerId: number) =>
  t.app.db
    .select()
    .from(contactPurchases)
    .where(and(eq(contactPurchases.buyer_id, buyerId), eq(contactPurchases.seller_id, sellerId)));
const entriesOf = (buyerId: number) =>
  t.app.db
    .select()
    .from(ledger)
    .where(or(eq(ledger.kind, 'contact'), eq(ledger.kind, 'contact_commission')))
    .then((rows) => rows.filter((e) => e.from_account === `user:${buyerId}`));

const LOCKED_50: ContactRecord = { allow: true, price: 50, locked: true };
const UNLOCKED_50: ContactRecord = { allow: true, locked: false, ...OFFER };

describe('PUT contact: what a partner sells', () => {
  it('only partners sell: others get 403 not_partner and nothing is stored', async () => {
    const [plain] = await members(t.app, 1);
    expect(refusal(await save(plain, { ...OFFER, allow: true }))).toEqual({
      status: 403,
      code: 0,
      reason: RefusalReason.NotPartner,
    });
    expect((await http().get('/v1/contact', plain.auth)).json<ContactSettings>()).toMatchObject({
      partner: false,
      offer: null,
    });
  });

  it('a partner saves an offer, reads it back whole, and the owner sees their own record unlocked', async () => {
    const [olga] = await members(t.app, 1);
    await makePartner(olga);
    expect((await http().get('/v1/contact', olga.auth)).json<ContactSettings>()).toEqual({
      partner: true,
      offer: null,
      price_min: 1,
      price_max: 10000,
      commission_percent: 30,
    });
    const res = await save(olga, { ...OFFER, email: '  olga@example.com ', allow: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ContactSettings>().offer).toEqual(UNLOCKED_50);
    expect((await view(olga, olga.id)).json()).toEqual(UNLOCKED_50);
    // PUT replaces the offer: a detail left out (or empty) is cleared.
    const fewer = await save(olga, { email: 'olga@example.com', phone: '', price: 60, allow: false });
    expect(fewer.json<ContactSettings>().offer).toEqual({
      allow: false,
      price: 60,
      locked: false,
      email: 'olga@example.com',
    });
  });

  it('refuses a bad e-mail, phone or WeChat ID, too long a text, a price outside the operator range, no detail', async () => {
    const olga = await seller();
    const field = async (body: object) => {
      const res = await save(olga, { ...OFFER, allow: true, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ code: number }>().code).toBe(ErrorCode.ValidationFailed);
      return Object.keys(res.json<{ errors: Record<string, string> }>().errors);
    };
    expect(await field({ email: 'not-an-email' })).toEqual(['email']);
    expect(await field({ phone: 'call me' })).toEqual(['phone']);
    expect(await field({ phone: '+1 (2)' })).toEqual(['phone']);
    expect(await field({ wechat: 'has space' })).toEqual(['wechat']);
    expect(await field({ other: 'x'.repeat(201) })).toEqual(['other']);
    expect(await field({ price: 0 })).toEqual(['price']);
    expect(await field({ price: 2.5 })).toEqual(['price']);
    expect(await field({ price: 10001 })).toEqual(['price']);
    await t.app.services.operator.set('contactPriceMin', 20);
    try {
      expect(await field({ price: 19 })).toEqual(['price']);
    } finally {
      await t.app.services.operator.set('contactPriceMin', 1);
    }
    expect(await field({ email: '', phone: '', wechat: '', other: '   ' })).toEqual(['details']);
    // Switched off, an offer may hold no detail at all.
    expect((await save(olga, { price: 5, allow: false })).statusCode).toBe(200);
    expect((await view(olga, olga.id)).json()).toEqual({ allow: false, price: 5, locked: false });
  });
});

describe('GET contact/{id}: who sees what', () => {
  it('the visibility matrix: owner allows or not × viewer VIP, paying or neither', async () => {
    const selling = await seller();
    const notSelling = await seller({ allow: false });
    const vip = await vipMember(0);
    const paying = await payingMember(10);
    const [neither] = await members(t.app, 1);
    await fund(t.app, neither.id, 500); // gold from an operator is no payment: still neither

    expect((await view(vip, selling.id)).json()).toEqual(LOCKED_50);
    expect((await view(paying, selling.id)).json()).toEqual(LOCKED_50);
    expect(refusal(await view(neither, selling.id))).toEqual({
      status: 400,
      code: ErrorCode.ContactNeedsVip,
      reason: RefusalReason.VipOrPayment,
    });
    const notForSale = { allow: false, price: 0, locked: true };
    for (const m of [vip, paying, neither]) expect((await view(m, notSelling.id)).json()).toEqual(notForSale);
    // A member who never offered anything answers the same.
    expect((await view(vip, neither.id)).json()).toEqual(notForSale);
  });

  it('a seller no longer a partner sells nothing: not for sale, and buying is refused', async () => {
    const olga = await seller();
    const vip = await vipMember();
    await t.app.services.sessions.updateAccount(olga.id, { is_partner: 0 });
    expect((await view(vip, olga.id)).json()).toEqual({ allow: false, price: 0, locked: true });
    expect(refusal(await buy(vip, olga.id))).toEqual({
      status: 403,
      code: 0,
      reason: RefusalReason.ContactNotOffered,
    });
    expect(await balanceOf(t.app, vip.id)).toBe(100);
  });

  it('a block either way, a hidden profile or a banned owner answers 400061, as the profile does', async () => {
    const olga = await seller();
    const [blocker, blocked] = [await vipMember(), await vipMember()];
    const g = graphApi(t.app);
    expect((await g.block(blocker, olga.id)).statusCode).toBe(200);
    expect((await g.block(olga, blocked.id)).statusCode).toBe(200);
    for (const m of [blocker, blocked]) {
      expect(refusal(await view(m, olga.id)).code).toBe(ErrorCode.HiddenProfile);
      expect(refusal(await buy(m, olga.id)).code).toBe(ErrorCode.HiddenProfile);
      expect(await balanceOf(t.app, m.id)).toBe(100);
    }

    const hidden = await seller();
    expect((await g.updateProfile(hidden, { visibility: 'friends' })).statusCode).toBe(200);
    const [stranger, friend] = [await vipMember(), await vipMember()];
    await befriend(t.app, hidden, friend);
    expect(refusal(await view(stranger, hidden.id)).code).toBe(ErrorCode.HiddenProfile);
    expect((await view(friend, hidden.id)).json()).toEqual(LOCKED_50);

    const banned = await seller();
    await t.app.services.sessions.updateAccount(banned.id, { status: 'banned' });
    expect(refusal(await view(stranger, banned.id)).code).toBe(ErrorCode.HiddenProfile);
    expect(refusal(await buy(stranger, banned.id)).code).toBe(ErrorCode.HiddenProfile);
  });
});

describe('POST contact/{id}: buying', () => {
  it('20 racing buys charge once; the seller gets the price less the commission; events after commit', async () => {
    const olga = await seller();
    const ben = await vipMember(120);
    const sellerBefore = await balanceOf(t.app, olga.id);
    const events = recordEvents(t.app);

    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(ben, olga.id, { price: 50 })));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ContactPurchase>()).toEqual({ contact: UNLOCKED_50, balance: 70 });
    }
    expect(await balanceOf(t.app, ben.id)).toBe(70);
    expect(await ledgerBalanceOf(t.app, ben.id)).toBe(70);
    expect((await balanceOf(t.app, olga.id)) - sellerBefore).toBe(35);
    expect(await purchasesOf(ben.id, olga.id)).toMatchObject([{ price: 50, commission: 15 }]);
    const entries = await entriesOf(ben.id);
    expect(entries.map((e) => [e.kind, e.to_account, e.amount, e.idempotency_key]).sort()).toEqual([
      ['contact', `user:${olga.id}`, 35, `contact:${ben.id}:${olga.id}`],
      ['contact_commission', SystemAccount.revenue, 15, `contact-fee:${ben.id}:${olga.id}`],
    ]);
    expect(await events.waitFor(ben.id, 'balance')).toEqual([expect.objectContaining({ payload: { balance: 70 } })]);
    expect(await events.waitFor(olga.id, 'balance')).toEqual([
      expect.objectContaining({ payload: { balance: sellerBefore + 35 } }),
    ]);
    events.stop();

    // The details now show to Ben; a replay later charges nothing.
    expect((await view(ben, olga.id)).json()).toEqual(UNLOCKED_50);
    const again = await buy(ben, olga.id);
    expect(again.json<ContactPurchase>()).toEqual({ contact: UNLOCKED_50, balance: 70 });
    expect(await balanceOf(t.app, ben.id)).toBe(70);
    expect(await entriesOf(ben.id)).toHaveLength(2);
  });

  it('a paying member buys too; the commission follows the operator setting', async () => {
    await t.app.services.operator.set('contactCommissionPercent', 10);
    try {
      const olga = await seller({ price: 99 });
      const paying = await payingMember(100);
      const res = await buy(paying, olga.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ContactPurchase>().balance).toBe(1);
      expect(await purchasesOf(paying.id, olga.id)).toMatchObject([{ price: 99, commission: 9 }]);
      expect(await balanceOf(t.app, olga.id)).toBe(90);
    } finally {
      await t.app.services.operator.set('contactCommissionPercent', 30);
    }
  });

  it('400022 when the buyer lacks the gold: nothing is charged or stored', async () => {
    const olga = await seller();
    const ben = await vipMember(49);
    expect(refusal(await buy(ben, olga.id)).code).toBe(ErrorCode.NotEnoughGold);
    expect(await balanceOf(t.app, ben.id)).toBe(49);
    expect(await balanceOf(t.app, olga.id)).toBe(0);
    expect(await purchasesOf(ben.id, olga.id)).toEqual([]);
    expect(await entriesOf(ben.id)).toEqual([]);
    expect((await view(ben, olga.id)).json()).toEqual(LOCKED_50);
  });

  it('refuses buying one’s own, an offer switched off, a non-VIP non-paying buyer, a changed price: nothing charged', async () => {
    const olga = await seller();
    await fund(t.app, olga.id, 100);
    expect(refusal(await buy(olga, olga.id))).toMatchObject({ status: 400, code: ErrorCode.ValidationFailed });
    expect(await balanceOf(t.app, olga.id)).toBe(100);

    const [neither] = await members(t.app, 1);
    await fund(t.app, neither.id, 100);
    expect(refusal(await buy(neither, olga.id))).toEqual({
      status: 400,
      code: ErrorCode.ContactNeedsVip,
      reason: RefusalReason.VipOrPayment,
    });
    expect(await balanceOf(t.app, neither.id)).toBe(100);

    const vip = await vipMember();
    const changed = await buy(vip, olga.id, { price: 40 });
    expect(refusal(changed)).toEqual({ status: 400, code: ErrorCode.ValidationFailed, reason: 'price_changed' });
    expect(await balanceOf(t.app, vip.id)).toBe(100);

    expect((await save(olga, { ...OFFER, allow: false })).statusCode).toBe(200);
    expect(refusal(await buy(vip, olga.id))).toEqual({
      status: 403,
      code: 0,
      reason: RefusalReason.ContactNotOffered,
    });
    expect(await balanceOf(t.app, vip.id)).toBe(100);
    expect(await purchasesOf(vip.id, olga.id)).toEqual([]);
  });

  it('switched off after a sale, the details hide from the buyer too; switched on again, they show without a charge', async () => {
    const olga = await seller();
    const ben = await vipMember();
    expect((await buy(ben, olga.id)).statusCode).toBe(200);
    expect((await save(olga, { ...OFFER, allow: false })).statusCode).toBe(200);
    expect((await view(ben, olga.id)).json()).toEqual({ allow: false, price: 0, locked: true });
    expect((await save(olga, { ...OFFER, price: 80, allow: true })).statusCode).toBe(200);
    expect((await view(ben, olga.id)).json()).toEqual({ ...UNLOCKED_50, price: 80 });
    expect(await balanceOf(t.app, ben.id)).toBe(50);
  });

  it('a buyer whose VIP ended, who never paid, no longer sees the details (spec §6: VIP or paying members only)', async () => {
    const olga = await seller();
    const ben = await vipMember();
    expect((await buy(ben, olga.id)).statusCode).toBe(200);
    await t.app.db.update(users).set({ free: 0 }).where(eq(users.id, ben.id));
    expect(refusal(await view(ben, olga.id)).code).toBe(ErrorCode.ContactNeedsVip);
  });
});

describe('reports of kind contact', () => {
  it('a member reports an offer they can see; the queue shows the offer as the reported content', async () => {
    const olga = await seller();
    const ben = await vipMember();
    const filed = await http().post(
      '/v1/reports',
      { type: 'contact', related_id: olga.id, content: 'Fake number' },
      ben.auth,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const id = filed.json<{ id: number }>().id;
    const queue = (await http().get('/v1/admin/reports?kind=contact', moderator.auth)).json<{ data: AdminReport[] }>();
    const report = queue.data.find((r) => r.id === id)!;
    expect(report).toMatchObject({
      kind: 'contact',
      content: 'Fake number',
      reporter: { id: ben.id },
      subject: {
        type: 'contact',
        id: olga.id,
        missing: false,
        member: { id: olga.id },
        text: 'E-mail: olga@example.com\nPhone: +49 30 1234567\nWeChat: olga_w\nOther: Line: olga\nPrice: 50 gold',
      },
    });
  });

  it('hides a reported offer from its reporter at once: not for sale to them, still on sale to others', async () => {
    const olga = await seller();
    const [ben, eva] = [await vipMember(), await vipMember()];
    expect((await view(ben, olga.id)).json()).toEqual(LOCKED_50);
    const filed = await http().post('/v1/reports', { type: 'contact', related_id: olga.id, content: 'Scam' }, ben.auth);
    expect(filed.statusCode).toBe(200);
    expect((await view(ben, olga.id)).json()).toEqual({ allow: false, price: 0, locked: true });
    expect(refusal(await buy(ben, olga.id))).toEqual({ status: 403, code: 0, reason: RefusalReason.ContactNotOffered });
    expect(await purchasesOf(ben.id, olga.id)).toHaveLength(0);
    expect((await view(eva, olga.id)).json()).toEqual(LOCKED_50);
    // A repeat of the report is still taken (the same report).
    const again = await http().post(
      '/v1/reports',
      { type: 'contact', related_id: olga.id, content: 'Scam!' },
      ben.auth,
    );
    expect(again.json<{ id: number }>().id).toBe(filed.json<{ id: number }>().id);
  });

  it('refuses a report about no offer, one’s own, or a member hidden from the reporter', async () => {
    const olga = await seller();
    const [plain, stranger] = await members(t.app, 2);
    const report = (m: Member, relatedId: number) =>
      http().post('/v1/reports', { type: 'contact', related_id: relatedId, content: 'x' }, m.auth);
    expect((await report(stranger, plain.id)).statusCode).toBe(400);
    expect((await report(olga, olga.id)).statusCode).toBe(400);
    expect((await graphApi(t.app).block(olga, stranger.id)).statusCode).toBe(200);
    expect(refusal(await report(stranger, olga.id)).code).toBe(ErrorCode.HiddenProfile);
  });
});

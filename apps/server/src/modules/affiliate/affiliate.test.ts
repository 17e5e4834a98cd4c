import type { AffiliateSummary, AuthResponse, PurchaseResponse } from '@yuanfen/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, referrals } from '../../db/schema';
import { api, requestCode, testClock } from '../../test/account-helpers';
import { startFakeWechat, wechatUser } from '../../test/fake-wechat';
import { SIGN_UP_FACTS, signUp, uniqueName, type Member } from '../../test/factories';
import { balanceOf } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';

const APP = { appId: 'wx1234567890abcdef', appSecret: 'fake-wechat-secret' };
let wechat: Awaited<ReturnType<typeof startFakeWechat>>;
beforeAll(async () => {
  wechat = await startFakeWechat(APP);
});
afterAll(async () => {
  await wechat.close();
});

const clock = testClock(Date.parse('2030-05-15T08:00:00Z'));
const t = useTestApp(() => ({
  deps: { now: clock.now },
  config: {
    publicUrl: 'https://yuanfen.test',
    wechat: { ...APP, apiBase: wechat.url, openBase: 'https://open.weixin.test' },
  },
}));

const summary = async (m: Member) => {
  const res = await api(t.app).get('/v1/affiliate', m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AffiliateSummary>();
};
const referralOf = async (userId: number) =>
  (await t.app.db.select().from(referrals).where(eq(referrals.user_id, userId)))[0];
const purchase = (m: Member, amount: number) => api(t.app).post('/v1/payment/sandbox/purchase', { amount }, m.auth);
const confirm = (m: Member, orderId: string, result: 'success' | 'pending') =>
  api(t.app).post('/v1/payment/sandbox/confirm', { order_id: orderId, result }, m.auth);
const commissionEntries = async (orderId: string) =>
  t.app.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.kind, 'affiliate'), eq(ledger.idempotency_key, `affiliate:${orderId}`)));

/** A sign-up through e-mail with `?pid=`. */
const signUpWith = (pid: string) => signUp(t.app, {}, `?pid=${encodeURIComponent(pid)}`);

describe('GET affiliate', () => {
  it('gives every member one 6-character code of the unambiguous alphabet and a link with it', async () => {
    const m = await signUp(t.app);
    const first = await summary(m);
    expect(first.pid).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(first.link).toBe(`https://yuanfen.test/?pid=${first.pid}`);
    expect((await summary(m)).pid).toBe(first.pid);
    expect(first).toMatchObject({ signups: 0, paying: 0, revenue: 0, commission: 0, percent: 10 });
    expect(first.periods).toHaveLength(12);
    expect(first.periods.at(-1)!.month).toBe('2030-05');
    expect(first.periods[0]!.month).toBe('2029-06');
  });

  it('racing first calls give one code', async () => {
    const m = await signUp(t.app);
    const codes = await Promise.all(Array.from({ length: 8 }, () => summary(m)));
    expect(new Set(codes.map((c) => c.pid)).size).toBe(1);
  });

  it('asks for a session', async () => {
    expect((await api(t.app).get('/v1/affiliate')).statusCode).toBe(401);
  });
});

describe('attribution at sign-up', () => {
  it('attributes an e-mail sign-up once, to the code it carried', async () => {
    const affiliate = await signUp(t.app);
    const { pid } = await summary(affiliate);
    const newcomer = await signUpWith(pid.toLowerCase());
    expect(await referralOf(newcomer.id)).toMatchObject({ affiliate_id: affiliate.id, pid, via: 'email' });
    expect(await summary(affiliate)).toMatchObject({ signups: 1 });
  });

  it('attributes a phone sign-up with a code', async () => {
    const affiliate = await signUp(t.app);
    const { pid } = await summary(affiliate);
    const phone = `+49 152 ${String(Date.now()).slice(-8)}`;
    const code = await requestCode(t.app, { phone, purpose: 'register' });
    const res = await api(t.app).post(`/v1/register?pid=${pid}`, {
      ...SIGN_UP_FACTS,
      phone,
      code,
      name: uniqueName(),
      password: 'secret123',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await referralOf(res.json<AuthResponse>().me.id)).toMatchObject({
      affiliate_id: affiliate.id,
      via: 'phone',
    });
  });

  it('attributes a WeChat sign-up once, and not its later sign-ins', async () => {
    const affiliate = await signUp(t.app);
    const other = await signUp(t.app);
    const { pid } = await summary(affiliate);
    const otherPid = (await summary(other)).pid;
    const user = wechatUser({ nickname: 'Referred' });
    const state = async () =>
      new URL((await api(t.app).get('/v1/social/wechat/url')).json<{ url: string }>().url).searchParams.get('state');
    const first = await api(t.app).post(`/v1/social/wechat?pid=${pid}`, {
      code: wechat.authorize(user),
      state: await state(),
    });
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json<AuthResponse>().me.id;
    expect(await referralOf(id)).toMatchObject({ affiliate_id: affiliate.id, via: 'wechat' });
    // Signing in again through another affiliate's link changes nothing: attribution happens once.
    const again = await api(t.app).post(`/v1/social/wechat?pid=${otherPid}`, {
      code: wechat.authorize(user),
      state: await state(),
    });
    expect(again.json<AuthResponse>().me.id).toBe(id);
    expect(await referralOf(id)).toMatchObject({ affiliate_id: affiliate.id });
    expect(await summary(other)).toMatchObject({ signups: 0 });
  });

  it('ignores an unknown, malformed or repeated pid without failing the sign-up', async () => {
    for (const query of ['?pid=ZZZZZZ', '?pid=toolongpid', '?pid=%00%01', '?pid=', '?pid=ab&pid=cd']) {
      const m = await signUp(t.app, {}, query);
      expect(await referralOf(m.id)).toBeUndefined();
    }
  });

  it('never attributes a member to their own code', async () => {
    // A code exists only after its member signed up, so this is the service's own guard.
    const affiliate = await signUp(t.app);
    const { pid } = await summary(affiliate);
    await t.app.services.affiliates.attribute(affiliate.id, pid, 'email');
    expect(await referralOf(affiliate.id)).toBeUndefined();
  });
});

describe('commission', () => {
  it('credits the affiliate 10% of the gold, once, when a payment succeeds twice', async () => {
    const affiliate = await signUp(t.app);
    const payer = await signUpWith((await summary(affiliate)).pid);
    const { order_id } = (await purchase(payer, 155)).json<PurchaseResponse>();
    await confirm(payer, order_id, 'success');
    await confirm(payer, order_id, 'success');
    expect(await balanceOf(t.app, affiliate.id)).toBe(15);
    expect(await commissionEntries(order_id)).toHaveLength(1);
    expect(await summary(affiliate)).toMatchObject({ signups: 1, paying: 1, revenue: 155, commission: 15 });
    const trades = await api(t.app).get('/v1/trades?k=income', affiliate.auth);
    expect(trades.json()).toMatchObject({ data: [{ amount: 15, kind: 'affiliate', related_id: order_id }] });
  });

  it('pays nothing on a pending payment until the release job credits it, once', async () => {
    const affiliate = await signUp(t.app);
    const payer = await signUpWith((await summary(affiliate)).pid);
    const { order_id } = (await purchase(payer, 300)).json<PurchaseResponse>();
    await confirm(payer, order_id, 'pending');
    await t.app.services.jobs.runOnce('release-pending-payments');
    expect(await balanceOf(t.app, affiliate.id)).toBe(0);
    expect(await summary(affiliate)).toMatchObject({ paying: 0, revenue: 0, commission: 0 });

    clock.advance(4 * 86_400_000);
    await t.app.services.jobs.runOnce('release-pending-payments');
    await t.app.services.jobs.runOnce('release-pending-payments');
    await confirm(payer, order_id, 'success');
    expect(await balanceOf(t.app, payer.id)).toBe(300);
    expect(await balanceOf(t.app, affiliate.id)).toBe(30);
    expect(await commissionEntries(order_id)).toHaveLength(1);
  });

  it('credits nothing for a member nobody referred, and follows the operator’s percent', async () => {
    const loner = await signUp(t.app);
    const { order_id } = (await purchase(loner, 100)).json<PurchaseResponse>();
    await confirm(loner, order_id, 'success');
    expect(await commissionEntries(order_id)).toHaveLength(0);

    const affiliate = await signUp(t.app);
    const payer = await signUpWith((await summary(affiliate)).pid);
    await t.app.services.operator.set('affiliateCommissionPercent', 25);
    try {
      const paid = (await purchase(payer, 9)).json<PurchaseResponse>();
      await confirm(payer, paid.order_id, 'success');
      expect(await balanceOf(t.app, affiliate.id)).toBe(2); // floor(9 × 25 / 100)
    } finally {
      await t.app.services.operator.set('affiliateCommissionPercent', 10);
    }
  });

  it('counts figures per month for the chart: sign-ups, paying members, revenue and commission', async () => {
    const affiliate = await signUp(t.app);
    const { pid } = await summary(affiliate);
    const a = await signUpWith(pid);
    const b = await signUpWith(pid);
    const first = (await purchase(a, 100)).json<PurchaseResponse>();
    await confirm(a, first.order_id, 'success');
    clock.advance(31 * 86_400_000);
    const month = clock.now().toISOString().slice(0, 7);
    const second = (await purchase(a, 50)).json<PurchaseResponse>();
    await confirm(a, second.order_id, 'success');
    const third = (await purchase(b, 20)).json<PurchaseResponse>();
    await confirm(b, third.order_id, 'success');
    const s = await summary(affiliate);
    expect(s).toMatchObject({ signups: 2, paying: 2, revenue: 170, commission: 17 });
    expect(s.periods.at(-1)).toEqual({ month, signups: 0, paying: 2, revenue: 70, commission: 7 });
    expect(s.periods.at(-2)).toMatchObject({ signups: 2, paying: 1, revenue: 100, commission: 10 });
  });
});

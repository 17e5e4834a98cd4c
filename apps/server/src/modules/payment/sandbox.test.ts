import type { PaymentOrder, PricesResponse, PurchaseResponse } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { api, testClock, userRow } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import type { SandboxGateway } from './gateways/sandbox.gateway';
import { balanceOf, fund, ledgerBalanceOf, recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';

const clock = testClock(Date.parse('2030-05-01T08:00:00Z'));
const t = useTestApp({ deps: { now: clock.now } });

const purchase = (m: Member, body: object, method = 'sandbox') =>
  api(t.app).post(`/v1/payment/${method}/purchase`, body, m.auth);
const confirm = (m: Member, orderId: string, result: string, reason?: string) =>
  api(t.app).post('/v1/payment/sandbox/confirm', { order_id: orderId, result, ...(reason ? { reason } : {}) }, m.auth);
const order = async (m: Member, id: string) =>
  (await api(t.app).get(`/v1/payment/orders/${id}`, m.auth)).json<PaymentOrder>();

describe('sandbox recharge through HTTP', () => {
  it('purchase → confirm page → success credits the gold and publishes pay and balance', async () => {
    const m = await signUp(t.app);
    const events = recordEvents(t.app);
    const res = await purchase(m, { amount: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<PurchaseResponse>();
    expect(created).toMatchObject({
      status: 'created',
      gateway: 'sandbox',
      amount: 50,
      price_cents: 5000,
      currency: 'USD',
    });
    expect(created.url).toBe(`${t.config.publicUrl}/pay/sandbox/${created.order_id}`);
    expect(await order(m, created.order_id)).toMatchObject({ status: 'created', amount: 50 });

    const confirmed = await confirm(m, created.order_id, 'success');
    expect(confirmed.json()).toMatchObject({ order_id: created.order_id, status: 'success' });
    expect(await balanceOf(t.app, m.id)).toBe(50);
    expect(await ledgerBalanceOf(t.app, m.id)).toBe(50);
    const [pay] = await events.waitFor(m.id, 'pay');
    expect(pay!.payload).toEqual({ order_id: created.order_id, status: 'success', amount: 50 });
    expect((await events.waitFor(m.id, 'balance'))[0]!.payload).toEqual({ balance: 50 });
    events.stop();
    const trades = await api(t.app).get('/v1/trades?k=recharge', m.auth);
    expect(trades.json()).toMatchObject({ data: [{ amount: 50, kind: 'recharge', related_id: created.order_id }] });
  });

  it('credits once when the same confirmation arrives 25 times at once', async () => {
    const m = await signUp(t.app);
    const { order_id } = (await purchase(m, { amount: 20 })).json<PurchaseResponse>();
    const results = await Promise.all(Array.from({ length: 25 }, () => confirm(m, order_id, 'success')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balanceOf(t.app, m.id)).toBe(20);
    expect(await ledgerBalanceOf(t.app, m.id)).toBe(20);
  });

  it('credits once whatever order 25 results arrive in, success among them', async () => {
    const m = await signUp(t.app);
    const { order_id } = (await purchase(m, { amount: 40 })).json<PurchaseResponse>();
    const results = ['pending', 'failed', 'success', 'canceled', 'success'];
    // Out of order and at once: late failures and pendings after the success must not undo it.
    const shuffled = Array.from({ length: 25 }, (_, i) => results[(i * 7) % results.length]!);
    await Promise.all(shuffled.map((result) => confirm(m, order_id, result)));
    for (const result of ['failed', 'canceled', 'pending']) await confirm(m, order_id, result);
    expect(await order(m, order_id)).toMatchObject({ status: 'success' });
    expect(await balanceOf(t.app, m.id)).toBe(40);
    expect(await ledgerBalanceOf(t.app, m.id)).toBe(40);
  });

  it('records canceled and failed results without gold, and a later success still credits', async () => {
    const m = await signUp(t.app);
    const a = (await purchase(m, { amount: 20 })).json<PurchaseResponse>();
    const b = (await purchase(m, { amount: 100 })).json<PurchaseResponse>();
    expect((await confirm(m, a.order_id, 'canceled')).json()).toMatchObject({ status: 'canceled' });
    expect((await confirm(m, b.order_id, 'failed')).json()).toMatchObject({ status: 'failed' });
    expect(await balanceOf(t.app, m.id)).toBe(0);
    await confirm(m, b.order_id, 'success');
    await confirm(m, b.order_id, 'failed');
    expect(await order(m, b.order_id)).toMatchObject({ status: 'success' });
    expect(await balanceOf(t.app, m.id)).toBe(100);
  });

  it('holds a pending payment with its reason until the release job credits it after the release days', async () => {
    const m = await signUp(t.app);
    const events = recordEvents(t.app);
    const { order_id } = (await purchase(m, { amount: 200 })).json<PurchaseResponse>();
    const pending = (await confirm(m, order_id, 'pending', 'eCheck clearing')).json<PaymentOrder>();
    expect(pending).toMatchObject({ status: 'pending', reason: 'eCheck clearing' });
    expect(Date.parse(pending.release_at!) - clock.now().getTime()).toBe(3 * 86_400_000);
    expect((await events.waitFor(m.id, 'pay'))[0]!.payload).toMatchObject({
      status: 'pending',
      reason: 'eCheck clearing',
    });
    await t.app.services.jobs.runOnce('release-pending-payments');
    expect(await balanceOf(t.app, m.id)).toBe(0);

    clock.advance(3 * 86_400_000 + 1000);
    expect(await t.app.services.jobs.runOnce('release-pending-payments')).toMatchObject({
      'release-pending-payments': 1,
    });
    expect(await t.app.services.jobs.runOnce('release-pending-payments')).toMatchObject({
      'release-pending-payments': 0,
    });
    expect(await order(m, order_id)).toMatchObject({ status: 'success' });
    expect(await balanceOf(t.app, m.id)).toBe(200);
    expect((await events.waitFor(m.id, 'pay', 2))[1]!.payload).toMatchObject({ status: 'success', amount: 200 });
    events.stop();
  });

  it('caps a custom amount at 1000 and prices an upgrade-mode recharge at the pack’s gold', async () => {
    const m = await signUp(t.app);
    expect((await purchase(m, { amount: 5000 })).json()).toMatchObject({ amount: 1000, price_cents: 100000 });
    expect((await purchase(m, { month: 3 })).json()).toMatchObject({ amount: 84, price_cents: 8400 });
  });

  it('takes 5 % off the USD price for VIP and uses the account’s own rate', async () => {
    const m = await signUp(t.app);
    await t.app.db.update(users).set({ free: 1, rate: '0.2' }).where(eq(users.id, m.id));
    expect((await purchase(m, { amount: 50 })).json()).toMatchObject({ price_cents: 950 });
    const prices = (await api(t.app).get('/v1/payment/prices', m.auth)).json<PricesResponse>();
    expect(prices).toMatchObject({ rate: 0.2, vip: true, vip_discount: 0.05, default: 50, custom_max: 1000 });
    expect(prices.presets[1]).toEqual({ units: 50, usd_cents: 950, usd_full_cents: 1000, cny_cents: 6000 });
    expect(prices.gateways).toEqual(['sandbox', 'balance']);
  });

  it('refuses bad purchases with 4xx and creates nothing', async () => {
    const m = await signUp(t.app);
    const cases: [string, object, number][] = [
      ['sandbox', {}, 400],
      ['sandbox', { amount: 50, month: 1 }, 400],
      ['sandbox', { amount: 0 }, 400],
      ['sandbox', { month: 2 }, 400],
      ['sandbox', { amount: 50, for: m.id + 1 }, 400],
      ['bitcoin', { amount: 50 }, 400],
      ['paypal', { amount: 50 }, 400],
    ];
    for (const [method, body, status] of cases) expect((await purchase(m, body, method)).statusCode).toBe(status);
    const other = await signUp(t.app);
    const { order_id } = (await purchase(m, { amount: 20 })).json<PurchaseResponse>();
    expect((await confirm(other, order_id, 'success')).statusCode).toBe(404);
    expect((await api(t.app).get(`/v1/payment/orders/${order_id}`, other.auth)).statusCode).toBe(404);
    expect((await balanceOf(t.app, m.id)) + (await balanceOf(t.app, other.id))).toBe(0);
  });

  it('sells a membership for another member only when the buyer may see them, without saying why not', async () => {
    const [buyer, blocker, hidden, open] = await Promise.all([
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
    ]);
    expect((await api(t.app).post('/v1/blacklist', { user_id: buyer.id }, blocker.auth)).statusCode).toBe(200);
    expect((await api(t.app).put('/v1/user', { visibility: 'hidden' }, hidden.auth)).statusCode).toBe(200);
    const refusals = await Promise.all([blocker, hidden].map((to) => purchase(buyer, { month: 1, for: to.id })));
    for (const res of refusals) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001, errors: { for: "User doesn't exist or hidden" } });
    }
    expect(refusals[0]!.body).toBe(refusals[1]!.body);
    expect((await purchase(buyer, { month: 1, for: open.id })).statusCode).toBe(200);
  });
});

describe('sandbox notifications', () => {
  it('credit nothing when the signature is tampered, the amount changed or the timestamp is stale', async () => {
    const m = await signUp(t.app);
    const { order_id, price_cents } = (await purchase(m, { amount: 50 })).json<PurchaseResponse>();
    const { payments } = t.app.services;
    const sandbox = payments.gateway('sandbox') as SandboxGateway;
    const genuine = sandbox.notify({ id: order_id, priceCents: price_cents, currency: 'USD' }, 'success');
    const forged = { ...genuine, body: genuine.body.replace(`${price_cents}`, '1') };
    await expect(payments.handleNotification('sandbox', forged)).rejects.toMatchObject({ status: 401 });
    const cheap = sandbox.notify({ id: order_id, priceCents: 1, currency: 'USD' }, 'success');
    await expect(payments.handleNotification('sandbox', cheap)).rejects.toMatchObject({ status: 400 });
    clock.advance(-10 * 60_000);
    const old = sandbox.notify({ id: order_id, priceCents: price_cents, currency: 'USD' }, 'success');
    clock.advance(10 * 60_000);
    await expect(payments.handleNotification('sandbox', old)).rejects.toMatchObject({ status: 400 });
    expect(await balanceOf(t.app, m.id)).toBe(0);
    expect(await order(m, order_id)).toMatchObject({ status: 'created' });
  });
});

describe('the balance gateway', () => {
  it('upgrades straight from a balance above 30', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 100);
    const res = await purchase(m, { month: 3 }, 'balance');
    expect(res.json()).toMatchObject({ status: 'success', gateway: 'balance', upgrade: { month: 3, balance: 16 } });
    expect(await userRow(t.app, m.id)).toMatchObject({ vip: 1, balance: 16 });
  });

  it('is refused for a balance of 30 or less (400022) and for a plain recharge', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 30);
    expect((await purchase(m, { month: 1 }, 'balance')).json()).toMatchObject({ code: 400022 });
    expect((await purchase(m, { amount: 20 }, 'balance')).json()).toMatchObject({ code: 400001 });
    expect(await userRow(t.app, m.id)).toMatchObject({ vip: 0, balance: 30 });
  });
});

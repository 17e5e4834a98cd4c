import type { PaymentOrder, PurchaseResponse } from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/account-helpers';
import { startFakePaypal } from '../../test/fake-paypal';
import { signUp, type Member } from '../../test/factories';
import { balanceOf, paymentsConfig, recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';

const credentials = { clientId: 'client-id', clientSecret: 'client-secret', webhookId: 'WH-1' };
let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
beforeAll(async () => {
  paypal = await startFakePaypal(credentials);
});
afterAll(async () => {
  await paypal.close();
});
const t = useTestApp(() => ({
  config: { payments: paymentsConfig({ sandbox: false, paypal: { ...credentials, apiBase: paypal.base } }) },
}));

async function buy(m: Member, amount = 50) {
  const res = await api(t.app).post('/v1/payment/paypal/purchase', { amount }, m.auth);
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json<PurchaseResponse>();
  const paypalId = new URL(created.url!).searchParams.get('token')!;
  return { created, paypalId };
}
const order = async (m: Member, id: string) =>
  (await api(t.app).get(`/v1/payment/orders/${id}`, m.auth)).json<PaymentOrder>();
const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payment/paypal/webhook',
    payload: delivery.body,
    headers: delivery.headers,
  });

describe('PayPal Orders API', () => {
  it('creates an order in USD and answers PayPal’s approval link', async () => {
    const m = await signUp(t.app);
    const { created, paypalId } = await buy(m, 100);
    expect(created).toMatchObject({ status: 'created', gateway: 'paypal', currency: 'USD', price_cents: 10000 });
    expect(created.url).toBe(`${paypal.base}/checkoutnow?token=${paypalId}`);
    expect(paypal.orders.get(paypalId)).toMatchObject({ customId: created.order_id, amount: { value: '100.00' } });
  });

  it('approve → return URL captures, credits once and sends the browser to the bill page', async () => {
    const m = await signUp(t.app);
    const events = recordEvents(t.app);
    const { created, paypalId } = await buy(m);
    const returnUrl = paypal.approve(paypalId);
    expect(returnUrl).toMatch(/^\/v1\/payment\/paypal\/return\?token=/);
    const back = await t.app.inject({ method: 'GET', url: returnUrl });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`${t.config.publicUrl}/bill?pay=${created.order_id}`);
    expect(await order(m, created.order_id)).toMatchObject({ status: 'success' });
    expect(await balanceOf(t.app, m.id)).toBe(50);
    expect((await events.waitFor(m.id, 'balance'))[0]!.payload).toEqual({ balance: 50 });
    events.stop();

    await t.app.inject({ method: 'GET', url: returnUrl });
    expect((await deliver(paypal.webhook(paypalId, 'PAYMENT.CAPTURE.COMPLETED'))).statusCode).toBe(200);
    expect(await balanceOf(t.app, m.id)).toBe(50);
  });

  it('credits from the PAYMENT.CAPTURE.COMPLETED webhook when the payer never comes back', async () => {
    const m = await signUp(t.app);
    const { created, paypalId } = await buy(m, 20);
    paypal.approve(paypalId);
    const res = await deliver(paypal.webhook(paypalId, 'PAYMENT.CAPTURE.COMPLETED'));
    expect(res.statusCode).toBe(200);
    expect(await order(m, created.order_id)).toMatchObject({ status: 'success' });
    expect(await balanceOf(t.app, m.id)).toBe(20);
  });

  it('credits nothing for a webhook with a bad signature, a wrong amount or no PayPal headers', async () => {
    const m = await signUp(t.app);
    const { created, paypalId } = await buy(m, 20);
    const genuine = paypal.webhook(paypalId, 'PAYMENT.CAPTURE.COMPLETED');
    const forged = { ...genuine, body: genuine.body.replace('"20.00"', '"0.01"') };
    expect((await deliver(forged)).statusCode).toBe(401);
    const badSig = { ...genuine, headers: { ...genuine.headers, 'paypal-transmission-sig': 'AAAA' } };
    expect((await deliver(badSig)).statusCode).toBe(401);
    expect((await deliver(paypal.webhook(paypalId, 'PAYMENT.CAPTURE.COMPLETED', { value: '0.01' }))).statusCode).toBe(
      400,
    );
    const bare = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/paypal/webhook',
      payload: genuine.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(bare.statusCode).toBe(400);
    expect(await order(m, created.order_id)).toMatchObject({ status: 'created' });
    expect(await balanceOf(t.app, m.id)).toBe(0);
  });

  it('holds a PENDING capture with its reason, then a DENIED webhook fails it without gold', async () => {
    const m = await signUp(t.app);
    const { created, paypalId } = await buy(m, 20);
    await t.app.inject({ method: 'GET', url: paypal.approve(paypalId, 'PENDING') });
    expect(await order(m, created.order_id)).toMatchObject({ status: 'pending', reason: 'PENDING_REVIEW' });
    await deliver(paypal.webhook(paypalId, 'PAYMENT.CAPTURE.DENIED'));
    expect(await order(m, created.order_id)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(t.app, m.id)).toBe(0);
  });

  it('marks the order canceled when the payer cancels at PayPal', async () => {
    const m = await signUp(t.app);
    const { created, paypalId } = await buy(m);
    const res = await t.app.inject({ method: 'GET', url: `/v1/payment/paypal/cancel?token=${paypalId}` });
    expect(res.statusCode).toBe(302);
    expect(await order(m, created.order_id)).toMatchObject({ status: 'canceled' });
  });

  it('reconciles an approved order whose payer and webhook never arrived', async () => {
    const m = await signUp(t.app);
    const { created, paypalId } = await buy(m, 20);
    paypal.approve(paypalId);
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await t.app.services.payments.reconcile(later)).toBeGreaterThanOrEqual(1);
    expect(await order(m, created.order_id)).toMatchObject({ status: 'success' });
    expect(await balanceOf(t.app, m.id)).toBe(20);
  });
});

import { createVerify, generateKeyPairSync } from 'node:crypto';
import type { PaymentOrder, PurchaseResponse } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema';
import type { PaymentsConfig } from '../../config';
import { api, createApiTestApp } from '../../test/account-helpers';
import { startFakeWechatPay } from '../../test/fake-wechat-pay';
import { signUp, type Member } from '../../test/factories';
import { balanceOf, ledgerBalanceOf, paymentsConfig, recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';

const merchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = {
  mchid: '1900000109',
  appid: 'wxd678efh567hg6787',
  apiV3Key: 'a'.repeat(16) + 'B'.repeat(16),
  serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
};
let fake: Awaited<ReturnType<typeof startFakeWechatPay>>;

const wechatConfig = (privateKey = merchantKeys.privateKey): PaymentsConfig['wechatPay'] => ({
  ...merchant,
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  platformCert: fake.platformPublicPem,
  platformSerial: fake.platformSerial,
  apiBase: fake.base,
});
beforeAll(async () => {
  fake = await startFakeWechatPay({ ...merchant, publicKey: merchantKeys.publicKey });
});
afterAll(async () => {
  await fake.close();
});
const t = useTestApp(() => ({ config: { payments: paymentsConfig({ sandbox: false, wechatPay: wechatConfig() }) } }));

const buy = async (m: Member, body: object = { amount: 50 }, headers: Record<string, string> = {}) => {
  const res = await api(t.app).post('/v1/payment/wechat/purchase', body, { ...m.auth, ...headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PurchaseResponse>();
};
const notify = (delivery: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/v1/payment/wechat/notify', payload: delivery.body, headers: delivery.headers });
const order = async (m: Member, id: string) =>
  (await api(t.app).get(`/v1/payment/orders/${id}`, m.auth)).json<PaymentOrder>();

describe('WeChat Pay v3 orders', () => {
  it('native: answers a QR code image of the code_url, priced in CNY (rate × 6)', async () => {
    const m = await signUp(t.app);
    const created = await buy(m);
    expect(created).toMatchObject({ gateway: 'wechat', currency: 'CNY', price_cents: 30000, status: 'created' });
    expect(created.qr).toMatch(/^data:image\/png;base64,/);
    expect(fake.transactions.get(created.order_id)).toMatchObject({ kind: 'native', amount: { total: 30000 } });
  });

  it('JSAPI in the WeChat browser: answers bridge parameters signed with the merchant key', async () => {
    const m = await signUp(t.app);
    const created = await buy(m, { amount: 20, openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }, { 'x-client': 'wechat' });
    const js = created.js!;
    const prepay = fake.transactions.get(created.order_id)!.prepay_id;
    expect(js).toMatchObject({ appId: merchant.appid, package: `prepay_id=${prepay}`, signType: 'RSA' });
    const message = `${js.appId}\n${js.timeStamp}\n${js.nonceStr}\n${js.package}\n`;
    expect(createVerify('RSA-SHA256').update(message).verify(merchantKeys.publicKey, js.paySign, 'base64')).toBe(true);
    const noOpenid = await api(t.app).post('/v1/payment/wechat/purchase', { amount: 20, scene: 'jsapi' }, m.auth);
    expect(noOpenid.json()).toMatchObject({ code: 400001, errors: { openid: expect.any(String) } });
  });

  it('H5 in a mobile browser: answers the h5_url with a redirect back to the bill page', async () => {
    const m = await signUp(t.app);
    const created = await buy(m, { amount: 20 }, { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile' });
    expect(created.url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=wx/);
    expect(created.url).toContain(
      `&redirect_url=${encodeURIComponent(`${t.config.publicUrl}/bill?pay=${created.order_id}`)}`,
    );
  });

  it('answers 502 and marks the order failed when WeChat refuses a request signed with the wrong key', async () => {
    const wrong = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const other = await createApiTestApp({ config: { payments: paymentsConfig({ wechatPay: wechatConfig(wrong) }) } });
    try {
      const m = await signUp(other.app);
      const res = await api(other.app).post('/v1/payment/wechat/purchase', { amount: 20 }, m.auth);
      expect(res.statusCode).toBe(502);
      const [row] = await other.app.db.select().from(paymentOrders).where(eq(paymentOrders.user_id, m.id));
      expect(row).toMatchObject({ status: 'failed' });
    } finally {
      await other.close();
    }
  });
});

describe('WeChat Pay notifications', () => {
  it('a genuine TRANSACTION.SUCCESS notification credits the gold and publishes pay and balance', async () => {
    const m = await signUp(t.app);
    const events = recordEvents(t.app);
    const created = await buy(m, { amount: 100 });
    fake.pay(created.order_id);
    const res = await notify(fake.notification(created.order_id));
    expect(res.statusCode).toBe(204);
    expect(await order(m, created.order_id)).toMatchObject({ status: 'success' });
    expect(await balanceOf(t.app, m.id)).toBe(100);
    expect((await events.waitFor(m.id, 'pay'))[0]!.payload).toMatchObject({ status: 'success', amount: 100 });
    expect((await events.waitFor(m.id, 'balance'))[0]!.payload).toEqual({ balance: 100 });
    events.stop();
  });

  it('credits once when one notification is delivered 25 times at once and again later', async () => {
    const m = await signUp(t.app);
    const created = await buy(m, { amount: 50 });
    fake.pay(created.order_id);
    const delivery = fake.notification(created.order_id);
    const results = await Promise.all(Array.from({ length: 25 }, () => notify(delivery)));
    expect(results.every((r) => r.statusCode === 204)).toBe(true);
    expect((await notify(fake.notification(created.order_id))).statusCode).toBe(204);
    expect(await balanceOf(t.app, m.id)).toBe(50);
    expect(await ledgerBalanceOf(t.app, m.id)).toBe(50);
  });

  it('credits nothing for a tampered body, a bad signature, a wrong amount or a stale timestamp', async () => {
    const m = await signUp(t.app);
    const created = await buy(m, { amount: 50 });
    fake.pay(created.order_id);
    const genuine = fake.notification(created.order_id);
    const tampered = { ...genuine, body: genuine.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') };
    expect((await notify(tampered)).statusCode).toBe(401);
    const badSig = { ...genuine, headers: { ...genuine.headers, 'wechatpay-signature': 'AAAA' } };
    expect((await notify(badSig)).statusCode).toBe(401);
    const unsigned = { ...genuine, headers: { 'content-type': 'application/json' } };
    expect((await notify(unsigned)).statusCode).toBe(401);
    expect((await notify(fake.notification(created.order_id, { total: 1 }))).statusCode).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 6 * 60;
    expect((await notify(fake.notification(created.order_id, { timestamp: stale }))).statusCode).toBe(400);
    expect(await order(m, created.order_id)).toMatchObject({ status: 'created' });
    expect(await balanceOf(t.app, m.id)).toBe(0);
  });

  it('reconciles by order query when the notification was lost', async () => {
    const m = await signUp(t.app);
    const created = await buy(m, { amount: 20 });
    fake.pay(created.order_id);
    await t.app.services.payments.reconcile(new Date(Date.now() + 10 * 60_000));
    expect(await order(m, created.order_id)).toMatchObject({ status: 'success' });
    expect(await balanceOf(t.app, m.id)).toBe(20);
  });
});

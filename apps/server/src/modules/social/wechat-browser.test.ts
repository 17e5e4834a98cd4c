import { createHash, createVerify, generateKeyPairSync } from 'node:crypto';
import type { AuthResponse, PurchaseResponse, WechatJsConfig } from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bearer } from '../../test/account-helpers';
import { startFakeWechat, wechatUser } from '../../test/fake-wechat';
import { startFakeWechatPay } from '../../test/fake-wechat-pay';
import { signUp } from '../../test/factories';
import { paymentsConfig } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';

/** The WeChat browser end to end on the server: sign-in keeps the openid, JSAPI pays with it, sharing is signed. */
const APP = { appId: 'wx1234567890abcdef', appSecret: 'fake-wechat-secret' };
const merchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = {
  mchid: '1900000109',
  appid: APP.appId,
  apiV3Key: 'c'.repeat(32),
  serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
};
const PUBLIC_URL = 'https://yuanfen.test';
let wechat: Awaited<ReturnType<typeof startFakeWechat>>;
let pay: Awaited<ReturnType<typeof startFakeWechatPay>>;

beforeAll(async () => {
  wechat = await startFakeWechat(APP);
  pay = await startFakeWechatPay({ ...merchant, publicKey: merchantKeys.publicKey });
});
afterAll(async () => {
  await wechat.close();
  await pay.close();
});
const t = useTestApp(() => ({
  config: {
    publicUrl: PUBLIC_URL,
    wechat: { ...APP, apiBase: wechat.url, openBase: 'https://open.weixin.test' },
    payments: paymentsConfig({
      sandbox: false,
      wechatPay: {
        ...merchant,
        privateKey: merchantKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        platformCert: pay.platformPublicPem,
        platformSerial: pay.platformSerial,
        apiBase: pay.base,
      },
    }),
  },
}));

const inWechat = { 'x-client': 'wechat', 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.40' };

async function signInInsideWechat(user = wechatUser()) {
  const urlRes = await api(t.app).get('/v1/social/wechat/url', inWechat);
  const state = new URL(urlRes.json<{ url: string }>().url).searchParams.get('state')!;
  const res = await api(t.app).post('/v1/social/wechat', { code: wechat.authorize(user), state }, inWechat);
  expect(res.statusCode, res.body).toBe(200);
  return { user, session: res.json<AuthResponse>() };
}

describe('JSAPI payment inside WeChat', () => {
  it('pays with the openid the WeChat sign-in gave: bridge parameters signed per WeChat Pay v3', async () => {
    const { user, session } = await signInInsideWechat();
    const res = await api(t.app).post(
      '/v1/payment/wechat/purchase',
      { amount: 20 },
      { ...bearer(session.token), ...inWechat },
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<PurchaseResponse>();
    const tx = pay.transactions.get(order.order_id)!;
    expect(tx).toMatchObject({ kind: 'jsapi', openid: user.openid });
    const js = order.js!;
    expect(js).toMatchObject({ appId: APP.appId, package: `prepay_id=${tx.prepay_id}`, signType: 'RSA' });
    expect(js.timeStamp).toMatch(/^\d{10}$/);
    expect(js.nonceStr).toMatch(/^[0-9a-f]{32}$/);
    const message = `${js.appId}\n${js.timeStamp}\n${js.nonceStr}\n${js.package}\n`;
    expect(createVerify('RSA-SHA256').update(message).verify(merchantKeys.publicKey, js.paySign, 'base64')).toBe(true);
    expect(createVerify('RSA-SHA256').update(`${message}x`).verify(merchantKeys.publicKey, js.paySign, 'base64')).toBe(
      false,
    );
  });

  it('a member who never signed in through WeChat gets the QR code instead (no openid to pay with)', async () => {
    const m = await signUp(t.app);
    const res = await api(t.app).post(
      '/v1/payment/wechat/purchase',
      { amount: 20 },
      { ...m.auth, 'x-client': 'wechat' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PurchaseResponse>()).toMatchObject({ qr: expect.stringMatching(/^data:image\/png/) });
    expect(res.json<PurchaseResponse>().js).toBeUndefined();
  });
});

describe('GET social/wechat/jsconfig (sharing cards)', () => {
  const jsconfig = (url: string) => api(t.app).get(`/v1/social/wechat/jsconfig?url=${encodeURIComponent(url)}`);

  it('signs the page URL (without its fragment) with the jsapi_ticket from WeChat’s ticket API', async () => {
    const page = `${PUBLIC_URL}/profile/12?lang=zh`;
    const res = await jsconfig(`${page}#photos`);
    expect(res.statusCode, res.body).toBe(200);
    const config = res.json<WechatJsConfig>();
    expect(config.appId).toBe(APP.appId);
    const ticket = wechat.tickets.at(-1)!;
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${ticket}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${page}`)
      .digest('hex');
    expect(config.signature).toBe(expected);
  });

  it('fetches the ticket once and reuses it while it is valid', async () => {
    const before = wechat.tickets.length;
    await jsconfig(`${PUBLIC_URL}/feed/1`);
    await jsconfig(`${PUBLIC_URL}/feed/2`);
    expect(wechat.tickets.length).toBe(before === 0 ? 1 : before);
  });

  it('refuses to sign a page of another site with 400001 and no signature', async () => {
    for (const url of ['https://evil.example/profile/1', 'not a url', 'https://yuanfen.test.evil.example/']) {
      const res = await jsconfig(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001, errors: { url: 'Not a page of this site' } });
    }
  });
});

describe('GET config', () => {
  it('tells the web app that WeChat sign-in is configured', async () => {
    expect((await api(t.app).get('/v1/config')).json()).toMatchObject({ wechat_signin: true, icp: null });
  });
});

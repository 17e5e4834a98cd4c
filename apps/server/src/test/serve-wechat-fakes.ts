/**
 * The WeChat fakes as a process of their own, for the browser journeys of the China edition:
 * `FAKE_WECHAT_PORT=8316 FAKE_WECHAT_KEYS=keys.json npx tsx serve-wechat-fakes.ts` starts
 * - on FAKE_WECHAT_PORT, WeChat's OAuth and JS-SDK ticket APIs (fake-wechat.ts); its authorize page
 *   consents at once for a new WeChat user each time (as a member tapping "Allow");
 * - on +1, WeChat Pay API v3 (fake-wechat-pay.ts) for the merchant whose keys are in FAKE_WECHAT_KEYS;
 * - on +2, the journeys' controls: `POST /pay?prepay_id=…` pays that transaction and delivers WeChat
 *   Pay's signed, encrypted notification to its notify_url; `GET /tickets` lists the jsapi_tickets issued;
 *   `GET /health` answers 200 once all three listen.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startFakeWechat, wechatUser } from './fake-wechat';
import { startFakeWechatPay } from './fake-wechat-pay';

interface Keys {
  appId: string;
  appSecret: string;
  mchid: string;
  apiV3Key: string;
  serial: string;
  platformSerial: string;
  merchantPublicKey: string;
  platformPrivateKey: string;
}

const port = Number(process.env.FAKE_WECHAT_PORT ?? 8316);
const keys = JSON.parse(readFileSync(process.env.FAKE_WECHAT_KEYS ?? 'wechat-keys.json', 'utf8')) as Keys;

const wechat = await startFakeWechat(
  { appId: keys.appId, appSecret: keys.appSecret },
  { port, consentingUser: () => wechatUser({ nickname: '微信用户' }) },
);
const platformPrivate = createPrivateKey(keys.platformPrivateKey);
const pay = await startFakeWechatPay(
  {
    mchid: keys.mchid,
    appid: keys.appId,
    apiV3Key: keys.apiV3Key,
    serial: keys.serial,
    publicKey: createPublicKey(keys.merchantPublicKey),
  },
  {
    port: port + 1,
    platform: { privateKey: platformPrivate, publicKey: createPublicKey(platformPrivate) },
    platformSerial: keys.platformSerial,
  },
);

const control = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const send = (status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return send(200, { ok: true });
  if (url.pathname === '/tickets') return send(200, { tickets: wechat.tickets });
  if (req.method === 'POST' && url.pathname === '/pay') {
    const tx = [...pay.transactions.values()].find((t) => t.prepay_id === url.searchParams.get('prepay_id'));
    if (!tx) return send(404, { error: 'no such prepay_id' });
    pay.pay(tx.out_trade_no);
    const delivery = pay.notification(tx.out_trade_no);
    void fetch(tx.notify_url, { method: 'POST', headers: delivery.headers, body: delivery.body })
      .then((answer) => send(200, { order: tx.out_trade_no, notify_status: answer.status }))
      .catch((error: unknown) => send(502, { error: String(error) }));
    return;
  }
  return send(404, { error: 'not found' });
});
await new Promise<void>((resolve) => control.listen(port + 2, '127.0.0.1', resolve));
console.log(`WeChat fakes on ${wechat.url}, ${pay.base}, control on ${port + 2}`);

const stop = () => void Promise.all([wechat.close(), pay.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

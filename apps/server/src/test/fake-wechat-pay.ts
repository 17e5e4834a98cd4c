import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  trade_state_desc: string;
  amount: { total: number; currency: string };
  kind: 'native' | 'jsapi' | 'h5';
  openid?: string;
  prepay_id: string;
  notify_url: string;
}

/**
 * A local stand-in for WeChat Pay API v3: it checks the merchant's WECHATPAY2-SHA256-RSA2048 request
 * signature like WeChat does, signs its answers and notifications with its own platform RSA key, and
 * encrypts notification resources with the APIv3 key (AEAD_AES_256_GCM).
 */
export async function startFakeWechatPay(
  merchant: {
    mchid: string;
    appid: string;
    apiV3Key: string;
    serial: string;
    publicKey: KeyObject;
  },
  opts: { port?: number; platform?: { privateKey: KeyObject; publicKey: KeyObject }; platformSerial?: string } = {},
) {
  const platform = opts.platform ?? generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platformSerial = opts.platformSerial ?? randomBytes(20).toString('hex').toUpperCase();
  const transactions = new Map<string, FakeTransaction>();
  const signed = (message: string) => createSign('RSA-SHA256').update(message).sign(platform.privateKey, 'base64');

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const send = (status: number, body: object) => {
        const text = JSON.stringify(body);
        const timestamp = String(Math.floor(Date.now() / 1000));
        const nonce = randomBytes(16).toString('hex');
        res.writeHead(status, {
          'content-type': 'application/json',
          'wechatpay-timestamp': timestamp,
          'wechatpay-nonce': nonce,
          'wechatpay-serial': platformSerial,
          'wechatpay-signature': signed(`${timestamp}\n${nonce}\n${text}\n`),
        });
        res.end(text);
      };
      const auth = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(req.headers.authorization ?? '');
      const fields = Object.fromEntries(
        [...(auth?.[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!] as const),
      );
      const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${raw}\n`;
      const genuine =
        fields.mchid === merchant.mchid &&
        fields.serial_no === merchant.serial &&
        createVerify('RSA-SHA256')
          .update(message)
          .verify(merchant.publicKey, fields.signature ?? '', 'base64');
      if (!genuine) return send(401, { code: 'SIGN_ERROR', message: '签名错误' });

      const url = new URL(req.url ?? '/', 'http://localhost');
      const kind = /^\/v3\/pay\/transactions\/(native|jsapi|h5)$/.exec(url.pathname)?.[1] as FakeTransaction['kind'];
      if (req.method === 'POST' && kind) {
        const body = JSON.parse(raw) as Record<string, unknown> & {
          amount?: { total?: number; currency?: string };
          payer?: { openid?: string };
          scene_info?: { payer_client_ip?: string };
        };
        const valid =
          body.appid === merchant.appid &&
          body.mchid === merchant.mchid &&
          typeof body.out_trade_no === 'string' &&
          /^[\w\-|*]{6,32}$/.test(body.out_trade_no) &&
          typeof body.notify_url === 'string' &&
          Number.isInteger(body.amount?.total) &&
          body.amount!.total! > 0 &&
          (kind !== 'jsapi' || !!body.payer?.openid) &&
          (kind !== 'h5' || !!body.scene_info?.payer_client_ip);
        if (!valid) return send(400, { code: 'PARAM_ERROR', message: '参数错误' });
        const existing = transactions.get(body.out_trade_no as string);
        const tx: FakeTransaction = existing ?? {
          appid: merchant.appid,
          mchid: merchant.mchid,
          out_trade_no: body.out_trade_no as string,
          trade_state: 'NOTPAY',
          trade_state_desc: '订单未支付',
          amount: { total: body.amount!.total!, currency: body.amount!.currency ?? 'CNY' },
          kind,
          ...(body.payer?.openid ? { openid: body.payer.openid } : {}),
          prepay_id: `wx${randomBytes(14).toString('hex')}`,
          notify_url: body.notify_url as string,
        };
        transactions.set(tx.out_trade_no, tx);
        if (kind === 'native')
          return send(200, { code_url: `weixin://wxpay/bizpayurl?pr=${tx.prepay_id.slice(2, 12)}` });
        if (kind === 'jsapi') return send(200, { prepay_id: tx.prepay_id });
        return send(200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${tx.prepay_id}` });
      }
      const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && query) {
        const tx = transactions.get(decodeURIComponent(query[1]!));
        if (!tx || url.searchParams.get('mchid') !== merchant.mchid) {
          return send(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
        }
        const { kind: _kind, prepay_id: _prepay, notify_url: _notify, openid, ...visible } = tx;
        return send(200, { ...visible, ...(openid ? { payer: { openid } } : {}) });
      }
      return send(404, { code: 'NOT_FOUND', message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));

  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    platformPublicPem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    platformSerial,
    transactions,
    /** The payer pays: the transaction succeeds (or ends in `state`). */
    pay(outTradeNo: string, state: 'SUCCESS' | 'PAYERROR' | 'CLOSED' = 'SUCCESS') {
      const tx = transactions.get(outTradeNo)!;
      tx.trade_state = state;
      tx.trade_state_desc = state === 'SUCCESS' ? '支付成功' : '支付失败';
      if (state === 'SUCCESS') tx.transaction_id = `42000${randomBytes(12).toString('hex')}`;
    },
    /** The notification WeChat Pay would POST to notify_url for the transaction, signed and encrypted. */
    notification(outTradeNo: string, overrides: { timestamp?: number; total?: number } = {}) {
      const { kind: _kind, prepay_id: _prepay, notify_url: _notify, openid, ...tx } = transactions.get(outTradeNo)!;
      const plain = JSON.stringify({
        ...tx,
        amount: { ...tx.amount, total: overrides.total ?? tx.amount.total, payer_total: tx.amount.total },
        payer: { openid: openid ?? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
        success_time: new Date().toISOString(),
      });
      const nonce = randomBytes(6).toString('hex');
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(merchant.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
      cipher.setAAD(Buffer.from('transaction', 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      const body = JSON.stringify({
        id: randomBytes(16).toString('hex'),
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: ciphertext.toString('base64'),
          associated_data: 'transaction',
          nonce,
        },
      });
      const timestamp = String(overrides.timestamp ?? Math.floor(Date.now() / 1000));
      const notifyNonce = randomBytes(16).toString('hex');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'wechatpay-timestamp': timestamp,
          'wechatpay-nonce': notifyNonce,
          'wechatpay-serial': platformSerial,
          'wechatpay-signature': signed(`${timestamp}\n${notifyNonce}\n${body}\n`),
          'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { randomBytes, type KeyObject } from 'node:crypto';
import type { PaymentStatus, WechatJsParams } from '@yuanfen/contract';
import QRCode from 'qrcode';
import { fail } from '../../../platform/errors';
import {
  header,
  type GatewayOrder,
  type IncomingNotification,
  type OpenedPayment,
  type PaymentGateway,
  type PaymentNotice,
} from './gateway';
import { authorizationHeader, decryptResource, rsaSign, rsaVerify } from './wechat-pay.crypto';

export interface WechatPayConfig {
  mchid: string;
  appid: string;
  apiV3Key: string;
  privateKey: KeyObject;
  /** Serial number of the merchant API certificate. */
  serial: string;
  /** WeChat Pay platform certificate or public key: checks notifications and answers. */
  platformKey: KeyObject;
  platformSerial?: string;
  apiBase: string;
}

interface WechatTransaction {
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  trade_state_desc?: string;
  amount?: { total: number; currency: string };
}

const NOTIFICATION_WINDOW_MS = 5 * 60_000;
const tradeStatus: Record<string, PaymentStatus> = {
  SUCCESS: 'success',
  CLOSED: 'canceled',
  REVOKED: 'canceled',
  PAYERROR: 'failed',
};

/**
 * WeChat Pay API v3: native (QR code), JSAPI (inside WeChat) and H5 (other mobile browsers). Requests
 * are signed with the merchant key; answers and notifications are checked against the platform key,
 * notifications also by timestamp window, and their resource is decrypted with the APIv3 key.
 */
export class WechatPayGateway implements PaymentGateway {
  readonly name = 'wechat' as const;
  readonly currency = 'CNY' as const;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly urls: { notifyUrl: string; returnUrl: (orderId: string) => string },
    private readonly now: () => Date,
  ) {}

  async open(order: GatewayOrder): Promise<OpenedPayment> {
    const scene = order.scene ?? 'native';
    const base = {
      appid: this.config.appid,
      mchid: this.config.mchid,
      description: order.description,
      out_trade_no: order.id,
      notify_url: this.urls.notifyUrl,
      amount: { total: order.priceCents, currency: 'CNY' },
    };
    if (scene === 'jsapi') {
      if (!order.openid) throw fail.validation({ openid: 'WeChat JSAPI payment needs the payer openid' });
      const { prepay_id } = await this.call<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', {
        ...base,
        payer: { openid: order.openid },
      });
      return { scene, js: this.bridgeParams(prepay_id) };
    }
    if (scene === 'h5') {
      const { h5_url } = await this.call<{ h5_url: string }>('POST', '/v3/pay/transactions/h5', {
        ...base,
        scene_info: { payer_client_ip: order.clientIp, h5_info: { type: 'Wap' } },
      });
      return { scene, url: `${h5_url}&redirect_url=${encodeURIComponent(this.urls.returnUrl(order.id))}` };
    }
    const { code_url } = await this.call<{ code_url: string }>('POST', '/v3/pay/transactions/native', base);
    return { scene, qr: await QRCode.toDataURL(code_url, { margin: 1, width: 240 }) };
  }

  async query(order: { id: string }) {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(order.id)}?mchid=${this.config.mchid}`;
    return this.noticeOf(await this.call<WechatTransaction>('GET', path));
  }

  async verifyNotification({ headers, body }: IncomingNotification): Promise<PaymentNotice | null> {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature) throw fail.code(401, 0, 'Unsigned notification');
    if (this.config.platformSerial && serial !== this.config.platformSerial) {
      throw fail.code(401, 0, 'Unknown platform certificate');
    }
    if (!rsaVerify(`${timestamp}\n${nonce}\n${body}\n`, signature, this.config.platformKey)) {
      throw fail.code(401, 0, 'Bad notification signature');
    }
    if (Math.abs(this.now().getTime() - Number(timestamp) * 1000) > NOTIFICATION_WINDOW_MS) {
      throw fail.code(400, 0, 'Notification timestamp outside the accepted window');
    }
    let transaction: WechatTransaction;
    try {
      const event = JSON.parse(body) as { resource: { algorithm: string; ciphertext: string; nonce: string } };
      if (event.resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error('unknown algorithm');
      transaction = JSON.parse(decryptResource(event.resource, this.config.apiV3Key)) as WechatTransaction;
    } catch {
      throw fail.code(400, 0, 'Notification resource could not be decrypted');
    }
    if (transaction.mchid !== this.config.mchid) throw fail.code(400, 0, 'Notification for another merchant');
    return this.noticeOf(transaction);
  }

  /** Parameters for WeixinJSBridge getBrandWCPayRequest, signed with the merchant key. */
  private bridgeParams(prepayId: string): WechatJsParams {
    const timeStamp = String(Math.floor(this.now().getTime() / 1000));
    const nonceStr = randomBytes(16).toString('hex');
    const pkg = `prepay_id=${prepayId}`;
    const paySign = rsaSign(`${this.config.appid}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, this.config.privateKey);
    return { appId: this.config.appid, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
  }

  private noticeOf(tx: WechatTransaction): PaymentNotice | null {
    const status = tradeStatus[tx.trade_state];
    if (!status) return null;
    return {
      orderId: tx.out_trade_no,
      status,
      amountCents: tx.amount?.total,
      currency: tx.amount?.currency,
      ...(tx.transaction_id ? { providerRef: tx.transaction_id } : {}),
      ...(status !== 'success' && tx.trade_state_desc ? { reason: tx.trade_state_desc } : {}),
    };
  }

  private async call<T>(method: 'GET' | 'POST', pathWithQuery: string, payload?: unknown): Promise<T> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = authorizationHeader({
      mchid: this.config.mchid,
      serial: this.config.serial,
      privateKey: this.config.privateKey,
      method,
      pathWithQuery,
      body,
      timestamp: String(Math.floor(this.now().getTime() / 1000)),
      nonce: randomBytes(16).toString('hex'),
    });
    const res = await fetch(`${this.config.apiBase}${pathWithQuery}`, {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        'user-agent': 'yuanfen-server',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`WeChat Pay answered ${res.status} ${text.slice(0, 200)}`);
    const signed = `${res.headers.get('wechatpay-timestamp')}\n${res.headers.get('wechatpay-nonce')}\n${text}\n`;
    if (!rsaVerify(signed, res.headers.get('wechatpay-signature') ?? '', this.config.platformKey)) {
      throw new Error('WeChat Pay answer has a bad signature');
    }
    return JSON.parse(text) as T;
  }
}

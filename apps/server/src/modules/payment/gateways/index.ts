import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { loadSecret } from '../../../platform/secrets';
import type { PaymentGateways } from '../payment.service';
import { PaypalGateway } from './paypal.gateway';
import { SandboxGateway } from './sandbox.gateway';
import { publicKeyFrom } from './wechat-pay.crypto';
import { WechatPayGateway } from './wechat-pay.gateway';
import { createPrivateKey } from 'node:crypto';

/** The gateways this server offers: each real one when its credentials are set, the sandbox otherwise. */
export async function createGateways(config: Config, db: Db, now: () => Date): Promise<PaymentGateways> {
  const { payments, publicUrl } = config;
  const gateways: PaymentGateways = {};
  if (payments.sandbox) {
    const secret = await loadSecret(db, 'sandbox_pay_secret');
    gateways.sandbox = new SandboxGateway(secret, publicUrl, config.edition === 'cn' ? 'CNY' : 'USD', now);
  }
  if (payments.paypal) {
    gateways.paypal = new PaypalGateway(payments.paypal, {
      returnUrl: `${publicUrl}/v1/payment/paypal/return`,
      cancelUrl: `${publicUrl}/v1/payment/paypal/cancel`,
    });
  }
  const wechat = payments.wechatPay;
  if (wechat) {
    gateways.wechat = new WechatPayGateway(
      {
        mchid: wechat.mchid,
        appid: wechat.appid,
        apiV3Key: wechat.apiV3Key,
        privateKey: createPrivateKey(wechat.privateKey),
        serial: wechat.serial,
        platformKey: publicKeyFrom(wechat.platformCert),
        ...(wechat.platformSerial ? { platformSerial: wechat.platformSerial } : {}),
        apiBase: wechat.apiBase,
      },
      {
        notifyUrl: `${publicUrl}/v1/payment/wechat/notify`,
        returnUrl: (orderId) => `${publicUrl}/bill?pay=${encodeURIComponent(orderId)}`,
      },
      now,
    );
  }
  return gateways;
}

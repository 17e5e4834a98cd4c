import type { Currency, PaymentStatus, WechatJsParams, WechatScene } from '@yuanfen/contract';

/** What a gateway needs to open a payment for an order. */
export interface GatewayOrder {
  id: string;
  units: number;
  priceCents: number;
  currency: Currency;
  description: string;
  scene?: WechatScene;
  openid?: string;
  clientIp: string;
}

/** How the payer pays: open `url`, scan `qr`, or call the WeChat bridge with `js`. */
export interface OpenedPayment {
  providerRef?: string;
  scene?: WechatScene;
  url?: string;
  qr?: string;
  js?: WechatJsParams;
}

/** A verified statement from a gateway about one of our orders. */
export interface PaymentNotice {
  orderId: string;
  status: PaymentStatus;
  /** What the provider says was paid; checked against the order before anything is credited. */
  amountCents?: number;
  currency?: string;
  providerRef?: string;
  reason?: string;
}

export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One payment provider. Each speaks its provider's documented protocol; the service does the rest. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'paypal' | 'wechat';
  readonly currency: Currency;
  open(order: GatewayOrder): Promise<OpenedPayment>;
  /**
   * Checks that a notification really comes from the provider (throws a 4xx AppError if not) and reads
   * it; null when it is genuine but says nothing about an order's result.
   */
  verifyNotification(input: IncomingNotification): Promise<PaymentNotice | null>;
  /** Asks the provider for the order's state, for reconciliation; null while it has no result. */
  query?(order: { id: string; providerRef: string | null }): Promise<PaymentNotice | null>;
}

export const header = (headers: IncomingNotification['headers'], name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** "12.30" → 1230 */
export const decimalToCents = (value: string | undefined) =>
  value !== undefined && /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : undefined;

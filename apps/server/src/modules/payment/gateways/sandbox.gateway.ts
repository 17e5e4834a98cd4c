import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Currency, PaymentStatus } from '@yuanfen/contract';
import { fail } from '../../../platform/errors';
import {
  header,
  type GatewayOrder,
  type IncomingNotification,
  type PaymentGateway,
  type PaymentNotice,
} from './gateway';

const WINDOW_MS = 5 * 60_000;

/**
 * The built-in simulated provider: its confirm page lives in the web app at /pay/sandbox/<order id>.
 * Pressing a button there makes this "provider" send a notification signed with its own key, which goes
 * through the same verification and crediting path as PayPal's and WeChat's.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
    readonly currency: Currency,
    private readonly now: () => Date,
  ) {}

  async open(order: GatewayOrder) {
    return { providerRef: order.id, url: `${this.publicUrl}/pay/sandbox/${encodeURIComponent(order.id)}` };
  }

  /** The notification the simulated provider sends for the payer's choice on its confirm page. */
  notify(
    order: { id: string; priceCents: number; currency: string },
    result: PaymentStatus,
    reason?: string,
  ): IncomingNotification {
    const timestamp = String(Math.floor(this.now().getTime() / 1000));
    const body = JSON.stringify({
      order_id: order.id,
      result,
      amount_cents: order.priceCents,
      currency: order.currency,
      ...(reason ? { reason } : {}),
    });
    return {
      headers: { 'x-sandbox-timestamp': timestamp, 'x-sandbox-signature': this.sign(timestamp, body) },
      body,
    };
  }

  async verifyNotification({ headers, body }: IncomingNotification): Promise<PaymentNotice> {
    const timestamp = header(headers, 'x-sandbox-timestamp');
    const signature = header(headers, 'x-sandbox-signature') ?? '';
    const expected = Buffer.from(this.sign(timestamp ?? '', body));
    const given = Buffer.from(signature);
    if (!timestamp || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw fail.code(401, 0, 'Bad notification signature');
    }
    if (Math.abs(this.now().getTime() - Number(timestamp) * 1000) > WINDOW_MS) {
      throw fail.code(400, 0, 'Notification timestamp outside the accepted window');
    }
    const data = JSON.parse(body) as {
      order_id: string;
      result: PaymentStatus;
      amount_cents: number;
      currency: string;
      reason?: string;
    };
    return {
      orderId: data.order_id,
      status: data.result,
      amountCents: data.amount_cents,
      currency: data.currency,
      providerRef: data.order_id,
      ...(data.reason ? { reason: data.reason } : {}),
    };
  }

  private sign(timestamp: string, body: string) {
    return createHmac('sha256', this.secret).update(`${timestamp}.${body}`).digest('base64url');
  }
}

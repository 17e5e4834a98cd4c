import type { PaymentStatus } from '@yuanfen/contract';
import { fail } from '../../../platform/errors';
import {
  decimalToCents,
  header,
  type GatewayOrder,
  type IncomingNotification,
  type PaymentGateway,
  type PaymentNotice,
} from './gateway';

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  webhookId?: string;
}

interface PaypalCapture {
  id: string;
  status: string;
  status_details?: { reason?: string };
  amount?: { currency_code: string; value: string };
  custom_id?: string;
}
interface PaypalOrder {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: { reference_id?: string; custom_id?: string; payments?: { captures?: PaypalCapture[] } }[];
}

const captureStatus: Record<string, PaymentStatus> = {
  COMPLETED: 'success',
  PENDING: 'pending',
  DECLINED: 'failed',
  FAILED: 'failed',
};
const webhookStatus: Record<string, PaymentStatus> = {
  'PAYMENT.CAPTURE.COMPLETED': 'success',
  'PAYMENT.CAPTURE.PENDING': 'pending',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.DECLINED': 'failed',
};

/**
 * PayPal Orders API v2: an OAuth2 client-credentials token, create an order (the payer approves it on
 * PayPal's page), capture on return, webhooks checked with PayPal's verify-webhook-signature API.
 */
export class PaypalGateway implements PaymentGateway {
  readonly name = 'paypal' as const;
  readonly currency = 'USD' as const;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly config: PaypalConfig,
    private readonly urls: { returnUrl: string; cancelUrl: string },
  ) {}

  async open(order: GatewayOrder) {
    const created = await this.call<PaypalOrder>('POST', '/v2/checkout/orders', {
      headers: { 'PayPal-Request-Id': order.id },
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.id,
            custom_id: order.id,
            invoice_id: order.id,
            description: order.description,
            amount: { currency_code: 'USD', value: (order.priceCents / 100).toFixed(2) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: this.urls.returnUrl,
              cancel_url: this.urls.cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              brand_name: 'Yuanfen',
            },
          },
        },
      },
    });
    const approve = created.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!approve) throw new Error('PayPal answered an order without an approval link');
    return { providerRef: created.id, url: approve.href };
  }

  /** Captures an approved order (safe to repeat: an already captured order is read instead). */
  async capture(paypalOrderId: string): Promise<PaymentNotice | null> {
    const path = `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`;
    try {
      const order = await this.call<PaypalOrder>('POST', `${path}/capture`, {
        headers: { 'PayPal-Request-Id': `capture-${paypalOrderId}` },
        body: {},
      });
      return this.noticeOf(order);
    } catch (error) {
      if (!(error instanceof PaypalError) || error.issue !== 'ORDER_ALREADY_CAPTURED') throw error;
      return this.noticeOf(await this.call<PaypalOrder>('GET', path));
    }
  }

  async query(order: { id: string; providerRef: string | null }) {
    if (!order.providerRef) return null;
    const remote = await this.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(order.providerRef)}`);
    if (remote.status === 'APPROVED') return this.capture(remote.id);
    if (remote.status === 'VOIDED') return { orderId: order.id, status: 'canceled' as const };
    return remote.status === 'COMPLETED' ? this.noticeOf(remote) : null;
  }

  async verifyNotification({ headers, body }: IncomingNotification): Promise<PaymentNotice | null> {
    const names = ['auth-algo', 'cert-url', 'transmission-id', 'transmission-sig', 'transmission-time'] as const;
    const values = names.map((n) => header(headers, `paypal-${n}`));
    if (values.some((v) => !v) || !this.config.webhookId) throw fail.code(400, 0, 'Not a PayPal webhook');
    let event: { event_type?: string; resource?: PaypalCapture };
    try {
      event = JSON.parse(body) as typeof event;
    } catch {
      throw fail.code(400, 0, 'Malformed webhook body');
    }
    const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = values;
    const verdict = await this.call<{ verification_status: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      {
        body: {
          auth_algo: authAlgo,
          cert_url: certUrl,
          transmission_id: transmissionId,
          transmission_sig: transmissionSig,
          transmission_time: transmissionTime,
          webhook_id: this.config.webhookId,
          webhook_event: event,
        },
      },
    );
    if (verdict.verification_status !== 'SUCCESS') throw fail.code(401, 0, 'Bad webhook signature');
    const status = webhookStatus[event.event_type ?? ''];
    const capture = event.resource;
    if (!status || !capture?.custom_id) return null;
    return this.captureNotice(capture.custom_id, capture, status);
  }

  private noticeOf(order: PaypalOrder): PaymentNotice | null {
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    const orderId = capture?.custom_id ?? unit?.custom_id ?? unit?.reference_id;
    const status = capture ? captureStatus[capture.status] : undefined;
    return capture && orderId && status ? this.captureNotice(orderId, capture, status) : null;
  }

  private captureNotice(orderId: string, capture: PaypalCapture, status: PaymentStatus): PaymentNotice {
    return {
      orderId,
      status,
      amountCents: decimalToCents(capture.amount?.value),
      currency: capture.amount?.currency_code,
      providerRef: capture.id,
      ...(capture.status_details?.reason ? { reason: capture.status_details.reason } : {}),
    };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const res = await fetch(`${this.config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new PaypalError(res.status, 'AUTHENTICATION_FAILURE');
    const data = (await res.json()) as { access_token: string; expires_in: number };
    this.token = { value: data.access_token, expiresAt: Date.now() + data.expires_in * 1000 };
    return data.access_token;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const res = await fetch(`${this.config.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...opts.headers,
      },
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    });
    const data = (await res.json().catch(() => ({}))) as T & { details?: { issue?: string }[]; name?: string };
    if (res.status === 401) this.token = null;
    if (!res.ok) throw new PaypalError(res.status, data.details?.[0]?.issue ?? data.name ?? 'ERROR');
    return data;
  }
}

export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string,
  ) {
    super(`PayPal answered ${status} ${issue}`);
  }
}

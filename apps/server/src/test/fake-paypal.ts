import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';
interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  customId: string;
  amount: { currency_code: string; value: string };
  returnUrl: string;
  cancelUrl: string;
  outcome: CaptureOutcome;
  capture?: { id: string; status: string; status_details?: { reason: string } };
}

/**
 * A local stand-in for PayPal's REST API as documented: OAuth2 client credentials, Orders v2 (create,
 * capture, get) and verify-webhook-signature. Webhooks it sends are signed with its own RSA key over
 * `transmission_id|transmission_time|webhook_id|crc32(body)`, as PayPal signs them.
 */
export async function startFakePaypal(opts: { clientId: string; clientSecret: string; webhookId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const requestIds = new Map<string, string>();
  const calls: string[] = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      calls.push(`${req.method} ${url.pathname}`);
      const send = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
        const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
        if (req.headers.authorization !== `Basic ${basic}` || raw !== 'grant_type=client_credentials') {
          return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return send(200, {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: token,
          token_type: 'Bearer',
          expires_in: 32400,
        });
      }
      if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
        return send(401, {
          name: 'AUTHENTICATION_FAILURE',
          message: 'Authentication failed due to invalid credentials',
        });
      }
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
        const requestId = String(req.headers['paypal-request-id'] ?? '');
        const known = requestIds.get(requestId);
        if (known) return send(200, view(orders.get(known)!));
        const unit = (body.purchase_units as { custom_id: string; amount: FakeOrder['amount'] }[] | undefined)?.[0];
        const context = (body.payment_source as { paypal?: { experience_context?: Record<string, string> } })?.paypal
          ?.experience_context;
        if (body.intent !== 'CAPTURE' || !unit || !/^\d+\.\d{2}$/.test(unit.amount.value) || !context?.return_url) {
          return send(400, { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] });
        }
        const order: FakeOrder = {
          id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
          status: 'PAYER_ACTION_REQUIRED',
          customId: unit.custom_id,
          amount: unit.amount,
          returnUrl: context.return_url,
          cancelUrl: context.cancel_url ?? '',
          outcome: 'COMPLETED',
        };
        orders.set(order.id, order);
        requestIds.set(requestId, order.id);
        return send(200, view(order));
      }
      const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
      const order = match ? orders.get(decodeURIComponent(match[1]!)) : undefined;
      if (match && !order)
        return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      if (order && req.method === 'GET' && !match![2]) return send(200, view(order));
      if (order && req.method === 'POST' && match![2]) {
        if (order.status === 'COMPLETED')
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        if (order.status !== 'APPROVED')
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        order.status = 'COMPLETED';
        order.capture = {
          id: randomBytes(8).toString('hex').toUpperCase(),
          status: order.outcome,
          ...(order.outcome === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
        };
        return send(201, view(order));
      }
      if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
        const b = body as Record<string, string> & { webhook_event: unknown };
        const message = `${b.transmission_id}|${b.transmission_time}|${b.webhook_id}|${crc32(JSON.stringify(b.webhook_event))}`;
        let ok = b.webhook_id === opts.webhookId;
        try {
          ok &&= createVerify('sha256WithRSAEncryption')
            .update(message)
            .verify(publicKey, b.transmission_sig ?? '', 'base64');
        } catch {
          ok = false;
        }
        return send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      }
      return send(404, { name: 'NOT_FOUND' });
    });
  });

  function view(order: FakeOrder) {
    return {
      id: order.id,
      status: order.status,
      links: [
        { rel: 'self', href: `${base}/v2/checkout/orders/${order.id}`, method: 'GET' },
        { rel: 'payer-action', href: `${base}/checkoutnow?token=${order.id}`, method: 'GET' },
      ],
      purchase_units: [
        {
          reference_id: order.customId,
          custom_id: order.customId,
          amount: order.amount,
          ...(order.capture
            ? { payments: { captures: [{ ...order.capture, amount: order.amount, custom_id: order.customId }] } }
            : {}),
        },
      ],
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    calls,
    orders,
    /** The payer approves on PayPal's page; PayPal sends the browser to the return URL. */
    approve(paypalOrderId: string, outcome: CaptureOutcome = 'COMPLETED') {
      const order = orders.get(paypalOrderId)!;
      order.status = 'APPROVED';
      order.outcome = outcome;
      const url = new URL(order.returnUrl);
      url.searchParams.set('token', order.id);
      url.searchParams.set('PayerID', 'PAYER123');
      return `${url.pathname}${url.search}`;
    },
    /** A webhook delivery for a capture event of the order, signed like PayPal signs it. */
    webhook(paypalOrderId: string, eventType: string, overrides: { value?: string } = {}) {
      const order = orders.get(paypalOrderId)!;
      const event = {
        id: `WH-${randomUUID()}`,
        event_type: eventType,
        resource_type: 'capture',
        resource: {
          id: order.capture?.id ?? 'CAPTURE1',
          status: eventType.split('.').pop(),
          amount: { ...order.amount, ...(overrides.value ? { value: overrides.value } : {}) },
          custom_id: order.customId,
        },
      };
      const body = JSON.stringify(event);
      const transmissionId = randomUUID();
      const transmissionTime = new Date().toISOString();
      const signature = createSign('sha256WithRSAEncryption')
        .update(`${transmissionId}|${transmissionTime}|${opts.webhookId}|${crc32(body)}`)
        .sign(privateKey, 'base64');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${base}/certs/CERT-360caa42-fca2a594-1d93a270`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signature,
          'paypal-transmission-time': transmissionTime,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import {
  GATEWAYS,
  PaymentOrder,
  PricesResponse,
  PurchaseBody,
  PurchaseResponse,
  SandboxConfirmBody,
} from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../platform/auth';

const tags = ['payment'];

export async function paymentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { payments } = root.services;
  const auth = { preValidation: root.requireUser };
  const backToBill = (orderId: string | null) =>
    `${root.config.publicUrl}/bill${orderId ? `?pay=${encodeURIComponent(orderId)}` : ''}`;

  app.post(
    '/payment/:method/purchase',
    {
      ...auth,
      schema: {
        tags,
        params: z.object({ method: z.enum(GATEWAYS) }),
        body: PurchaseBody,
        response: { 200: PurchaseResponse },
      },
    },
    (req) =>
      payments.purchase(viewerOf(req).userId, req.params.method, req.body, {
        ip: req.ip,
        kind: req.clientKind,
        userAgent: req.headers['user-agent'],
      }),
  );

  app.get(
    '/payment/orders/:id',
    { ...auth, schema: { tags, params: z.object({ id: z.string().max(64) }), response: { 200: PaymentOrder } } },
    (req) => payments.order(viewerOf(req).userId, req.params.id),
  );

  app.get('/payment/prices', { schema: { tags, response: { 200: PricesResponse } } }, (req) =>
    payments.prices(req.viewer?.userId ?? null),
  );

  app.post(
    '/payment/sandbox/confirm',
    { ...auth, schema: { tags, body: SandboxConfirmBody, response: { 200: PaymentOrder } } },
    (req) => payments.sandboxConfirm(viewerOf(req).userId, req.body),
  );

  /** PayPal sends the payer's browser back here after approval: capture, then show the result page. */
  app.get(
    '/payment/paypal/return',
    {
      schema: { tags, querystring: z.object({ token: z.string().max(64), PayerID: z.string().max(64).optional() }) },
      config: { openapi: { redirect: 'Back to the bill page, with the order and its result' } },
    },
    async (req, reply) => {
      let orderId: string | null = null;
      try {
        orderId = await payments.paypalReturn(req.query.token);
      } catch (error) {
        req.log.error({ err: error }, 'PayPal capture failed');
      }
      return reply.redirect(backToBill(orderId), 302);
    },
  );

  app.get(
    '/payment/paypal/cancel',
    {
      schema: { tags, querystring: z.object({ token: z.string().max(64) }) },
      config: { openapi: { redirect: 'Back to the bill page, the order canceled' } },
    },
    async (req, reply) => reply.redirect(backToBill(await payments.paypalCancel(req.query.token)), 302),
  );
}

/**
 * Provider notifications. Signatures cover the exact bytes sent, so in this scope every body is kept as
 * the raw text; the gateway verifies it before anything is parsed or applied.
 */
export async function paymentWebhookRoutes(root: FastifyInstance) {
  const { payments } = root.services;
  root.removeAllContentTypeParsers();
  root.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const incoming = (req: { headers: Record<string, string | string[] | undefined>; body: unknown }) => ({
    headers: req.headers,
    body: typeof req.body === 'string' ? req.body : '',
  });

  root.post('/payment/paypal/webhook', { schema: { tags, hide: true } }, async (req) => {
    await payments.handleNotification('paypal', incoming(req));
    return { ok: true };
  });

  root.post('/payment/wechat/notify', { schema: { tags, hide: true } }, async (req, reply) => {
    await payments.handleNotification('wechat', incoming(req));
    return reply.status(204).send();
  });
}

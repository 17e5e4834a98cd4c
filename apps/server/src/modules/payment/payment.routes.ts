import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

const tags = ['payment'];

/** Buying gold or VIP through a gateway, and the pages PayPal sends the payer back to (`Api.payment`). */
export async function paymentRoutes(app: FastifyInstance) {
  const { payments } = app.services;
  const backToBill = (orderId: string | null) =>
    `${app.config.publicUrl}/bill${orderId ? `?pay=${encodeURIComponent(orderId)}` : ''}`;

  route(app, Api.payment.purchase, (req) =>
    payments.purchase(viewerOf(req).userId, req.params.method, req.body, {
      ip: req.ip,
      kind: req.clientKind,
      userAgent: req.headers['user-agent'],
    }),
  );

  route(app, Api.payment.order, (req) => payments.order(viewerOf(req).userId, req.params.id));
  route(app, Api.payment.prices, (req) => payments.prices(req.viewer?.userId ?? null));
  route(app, Api.payment.sandboxConfirm, (req) => payments.sandboxConfirm(viewerOf(req).userId, req.body));

  route(app, Api.payment.paypalReturn, async (req, reply) => {
    let orderId: string | null = null;
    try {
      orderId = await payments.paypalReturn(req.query.token);
    } catch (error) {
      req.log.error({ err: error }, 'PayPal capture failed');
    }
    return reply.redirect(backToBill(orderId), 302);
  });

  route(app, Api.payment.paypalCancel, async (req, reply) =>
    reply.redirect(backToBill(await payments.paypalCancel(req.query.token)), 302),
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

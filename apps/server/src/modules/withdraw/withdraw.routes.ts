import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** Cash-out (`Api.withdraw`): a partner's withdrawals and the weekly rate. */
export async function withdrawRoutes(app: FastifyInstance) {
  const { withdraw } = app.services;

  route(app, Api.withdraw.request, (req) => {
    const key = req.headers['idempotency-key'];
    return withdraw.request(
      viewerOf(req).userId,
      req.body,
      typeof key === 'string' && key ? key.slice(0, 200) : undefined,
    );
  });
  route(app, Api.withdraw.history, (req) => withdraw.history(viewerOf(req).userId, req.query.page));
  route(app, Api.withdraw.rate, () => withdraw.rate());
}

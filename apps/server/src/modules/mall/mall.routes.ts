import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** The mall (`Api.mall`): products and orders. */
export async function mallRoutes(app: FastifyInstance) {
  const { mall } = app.services;

  route(app, Api.mall.products, (req) => mall.catalogue(viewerOf(req).userId, req.query.category, req.query.lang));

  route(app, Api.mall.order, (req) => {
    const key = req.headers['idempotency-key'];
    return mall.place(viewerOf(req).userId, req.body, typeof key === 'string' && key ? key.slice(0, 200) : undefined);
  });

  route(app, Api.mall.move, (req) => mall.move(viewerOf(req).userId, req.params.id, req.body));

  route(app, Api.mall.orders, (req) => mall.list(viewerOf(req).userId, req.query.to === 1, req.query.page));
}

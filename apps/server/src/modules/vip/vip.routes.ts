import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** VIP packs and upgrading from the balance (`Api.vip`). */
export async function vipRoutes(app: FastifyInstance) {
  const { vip } = app.services;

  route(app, Api.vip.packs, (req) => vip.packs(req.viewer?.userId ?? null));

  route(app, Api.vip.upgrade, (req) => {
    const key = req.headers['idempotency-key'];
    return vip.upgrade(viewerOf(req).userId, req.body, typeof key === 'string' ? { idempotencyKey: key } : {});
  });
}

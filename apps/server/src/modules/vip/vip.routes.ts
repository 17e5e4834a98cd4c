import { UpgradeBody, UpgradeResult, VipPacksResponse } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';

const tags = ['vip'];

export async function vipRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { vip } = root.services;

  app.get('/vip/packs', { schema: { tags, response: { 200: VipPacksResponse } } }, (req) =>
    vip.packs(req.viewer?.userId ?? null),
  );

  /** Upgrade from the balance; an `Idempotency-Key` header makes a retried click charge once. */
  app.post(
    '/upgrade',
    { preValidation: root.requireUser, schema: { tags, body: UpgradeBody, response: { 200: UpgradeResult } } },
    async (req) => {
      const key = req.headers['idempotency-key'];
      return vip.upgrade(viewerOf(req).userId, req.body, typeof key === 'string' ? { idempotencyKey: key } : {});
    },
  );
}

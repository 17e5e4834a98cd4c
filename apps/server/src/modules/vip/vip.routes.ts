import { UpgradeBody, UpgradeResult, VipPacksResponse } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';
import { fail } from '../../platform/errors';

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
      const buyerId = viewerOf(req).userId;
      // A membership given to someone else goes only to a member whose profile the buyer may see: never to
      // a hidden or closed account, nor to someone blocked either way — and the answer does not tell which.
      if (req.body.for !== undefined && req.body.for !== buyerId) {
        if (!(await root.services.profiles.isVisible(buyerId, req.body.for)))
          throw fail.validation({ for: "User doesn't exist or hidden" }, "User doesn't exist or hidden");
      }
      return vip.upgrade(buyerId, req.body, typeof key === 'string' ? { idempotencyKey: key } : {});
    },
  );
}

import { ReportBody, ReportResult } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';
import { fail } from '../../platform/errors';
import { accountRepo } from '../account/account.repo';
import { reportRepo } from './report.repo';

/**
 * Members report users and what they posted or sent; moderators review the `reports` table. A user
 * report must name an existing member other than oneself; a translation report names a human translation
 * the reporter asked for (its request id); other subjects are checked by their modules once those exist
 * (feeds, messages, contacts).
 */
export async function reportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/reports',
    { preHandler: root.requireUser, schema: { tags: ['reports'], body: ReportBody, response: { 200: ReportResult } } },
    async (req) => {
      const viewer = viewerOf(req);
      if (req.body.type === 'user') {
        const target = await accountRepo.findById(root.db, req.body.related_id);
        if (!target || target.id === viewer.userId) {
          throw fail.validation({ related_id: "User doesn't exist or hidden" }, "User doesn't exist or hidden");
        }
      }
      if (req.body.type === 'translation') {
        await root.services.humanTranslation.assertReportable(viewer.userId, req.body.related_id);
      }
      return reportRepo.upsert(root.db, {
        reporter_id: viewer.userId,
        type: req.body.type,
        related_id: req.body.related_id,
        content: req.body.content,
      });
    },
  );
}

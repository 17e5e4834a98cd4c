import { ReportBody, ReportResult } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';

/** `POST reports` (spec §3: feed, user, message, translation, contact); the rules are in report.service.ts. */
export async function reportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/reports',
    {
      preValidation: root.requireUser,
      schema: { tags: ['reports'], body: ReportBody, response: { 200: ReportResult } },
    },
    (req) => root.services.reports.file(viewerOf(req).userId, req.body),
  );
}

import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** `POST reports` (spec §3: feed, user, message, translation, contact); the rules are in report.service.ts. */
export async function reportRoutes(app: FastifyInstance) {
  route(app, Api.report.file, (req) => app.services.reports.file(viewerOf(req).userId, req.body));
}

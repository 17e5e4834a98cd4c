import { Counter, CursorQuery, NotificationPage, ResetCounterBody } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';

const tags = ['notifications'];

export async function notificationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { notifications } = root.services;
  const auth = { preHandler: root.requireUser };

  app.get('/counters', { ...auth, schema: { tags, response: { 200: Counter } } }, (req) =>
    notifications.counters(viewerOf(req).userId),
  );

  app.put('/counters', { ...auth, schema: { tags, body: ResetCounterBody, response: { 200: Counter } } }, (req) =>
    notifications.resetCounter(viewerOf(req).userId, req.body.type),
  );

  app.get(
    '/notifications',
    { ...auth, schema: { tags, querystring: CursorQuery, response: { 200: NotificationPage } } },
    (req) => notifications.list(viewerOf(req).userId, req.query.max_id),
  );

  app.delete('/notifications', { ...auth, schema: { tags, response: { 200: Counter } } }, (req) =>
    notifications.clear(viewerOf(req).userId),
  );
}

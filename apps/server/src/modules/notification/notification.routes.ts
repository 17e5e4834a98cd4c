import { Counter, CursorQuery, NotificationPage, ResetCounterBody } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';

const tags = ['notifications'];

export async function notificationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { notifications, chat } = root.services;
  const auth = { preValidation: root.requireUser };

  app.get('/counters', { ...auth, schema: { tags, response: { 200: Counter } } }, (req) =>
    notifications.counters(viewerOf(req).userId),
  );

  // The message counter is the sum of the conversations' unread counts: resetting it reads them all.
  app.put(
    '/counters',
    { ...auth, schema: { tags, body: ResetCounterBody, response: { 200: Counter } } },
    async (req) => {
      const { userId } = viewerOf(req);
      if (req.body.type !== 'message') return notifications.resetCounter(userId, req.body.type);
      await chat.threads.readAll(userId);
      return notifications.counters(userId);
    },
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

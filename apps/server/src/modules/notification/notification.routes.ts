import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** The unread counters and the bell's list (`Api.notification`). */
export async function notificationRoutes(app: FastifyInstance) {
  const { notifications, chat } = app.services;

  route(app, Api.notification.counters, (req) => notifications.counters(viewerOf(req).userId));

  // The message counter is the sum of the conversations' unread counts: resetting it reads them all.
  route(app, Api.notification.resetCounter, async (req) => {
    const { userId } = viewerOf(req);
    if (req.body.type !== 'message') return notifications.resetCounter(userId, req.body.type);
    await chat.threads.readAll(userId);
    return notifications.counters(userId);
  });

  route(app, Api.notification.list, (req) => notifications.list(viewerOf(req).userId, req.query.max_id));
  route(app, Api.notification.clear, (req) => notifications.clear(viewerOf(req).userId));
}

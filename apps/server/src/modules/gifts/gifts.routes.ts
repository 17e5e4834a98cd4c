import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** The gift catalogue (`Api.gifts`). Sending a gift is a chat message (`Api.chat.send`). */
export async function giftRoutes(app: FastifyInstance) {
  const { gifts } = app.services;

  route(app, Api.gifts.list, (req) =>
    gifts.catalogue(viewerOf(req).userId, req.query.category, req.query.order, req.query.lang),
  );
}

import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** Web Push (`Api.push`): the VAPID key, and the signed-in device's subscription. */
export async function pushRoutes(app: FastifyInstance) {
  const { push } = app.services;
  route(app, Api.push.key, () => ({ public_key: push.publicKey }));
  route(app, Api.push.subscribe, (req) => {
    const viewer = viewerOf(req);
    return push.subscribe(viewer.userId, viewer.deviceId, req.body);
  });
  route(app, Api.push.unsubscribe, (req) => push.unsubscribe(viewerOf(req).userId, req.body.endpoint));
}

import { Api } from '@yuanfen/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { acceptedTags, firstSpoken } from '../../platform/language';
import { route } from '../../platform/route';
import { operatorGates, operatorOf } from '../admin/operator-gates';

/**
 * `POST support` and the member's tickets (`Api.support`), and the console's support queue under
 * `/v1/admin/support`, gated like the rest of the console (operators with two-factor sign-in).
 */
export async function supportRoutes(app: FastifyInstance) {
  const { support } = app.services;
  const { gated } = operatorGates(app);
  const caller = (req: FastifyRequest) => ({
    userId: req.viewer?.userId ?? null,
    ip: req.ip,
    language: firstSpoken(acceptedTags(req.headers['accept-language']), 'en'),
  });

  route(app, Api.support.create, (req) => support.open(caller(req), req.body));
  route(app, Api.support.list, (req) => support.list(viewerOf(req).userId, req.query.page));
  route(app, Api.support.get, (req) => support.get(viewerOf(req).userId, req.params.id));
  route(app, Api.support.reply, (req) => support.reply(viewerOf(req).userId, req.params.id, req.body.content));

  route(app, Api.support.adminList, (req) => support.queue(operatorOf(req), req.query), gated);
  route(app, Api.support.adminGet, (req) => support.adminGet(operatorOf(req), req.params.id), gated);
  route(
    app,
    Api.support.adminReply,
    (req) => support.adminReply(operatorOf(req), req.params.id, req.body.content),
    gated,
  );
  route(app, Api.support.adminStatus, (req) => support.adminStatus(operatorOf(req), req.params.id, req.body), gated);
}

import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** Conversations and messages (spec §7 Chat, `Api.chat`). Every route is for signed-in members. */
export async function chatRoutes(app: FastifyInstance) {
  const { chat } = app.services;
  const { threads } = chat;
  const me = (req: Parameters<typeof viewerOf>[0]) => viewerOf(req).userId;

  route(app, Api.chat.threads, (req) => threads.list(me(req), req.query.q, req.query.page));
  route(app, Api.chat.thread, (req) => threads.view(me(req), req.params.id, req.query));
  route(app, Api.chat.updateThread, (req) => threads.update(me(req), req.params.id, req.body));
  route(app, Api.chat.removeThread, (req) => threads.remove(me(req), req.params.id));
  route(app, Api.chat.saveDraft, (req) => threads.saveDraft(me(req), req.body.user_id, req.body.draft));

  route(app, Api.chat.message, (req) => chat.message(me(req), req.params.id));
  route(app, Api.chat.removeMessage, (req) => chat.deleteMessage(me(req), req.params.id));
  route(app, Api.chat.send, (req) => chat.send(me(req), req.body));
  route(app, Api.chat.recall, (req) => chat.recall(me(req), req.body.id));
  route(app, Api.chat.sayHi, (req) => chat.sayHi(me(req), req.body.user_id));
  route(app, Api.chat.template, (req) => chat.template(me(req), req.params.id));
}

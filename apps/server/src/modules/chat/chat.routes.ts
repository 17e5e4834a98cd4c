import {
  ChatMessage,
  ChatThread,
  DraftBody,
  DraftSaved,
  MessageTemplate,
  RecallBody,
  Removed,
  SayHiBody,
  SendMessageBody,
  ThreadPage,
  ThreadQuery,
  ThreadsQuery,
  ThreadView,
  UpdateThreadBody,
  UserIdParam,
} from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';

const tags = ['chat'];

/** Conversations and messages (spec §7 Chat). Every route is for signed-in members. */
export async function chatRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { chat } = root.services;
  const { threads } = chat;
  const auth = { preValidation: root.requireUser };
  const me = (req: Parameters<typeof viewerOf>[0]) => viewerOf(req).userId;

  app.get(
    '/message_threads',
    { ...auth, schema: { tags, querystring: ThreadsQuery, response: { 200: ThreadPage } } },
    (req) => threads.list(me(req), req.query.q, req.query.page),
  );
  app.get(
    '/message_threads/:id',
    { ...auth, schema: { tags, params: UserIdParam, querystring: ThreadQuery, response: { 200: ThreadView } } },
    (req) => threads.view(me(req), req.params.id, req.query),
  );
  app.put(
    '/message_threads/:id',
    { ...auth, schema: { tags, params: UserIdParam, body: UpdateThreadBody, response: { 200: ChatThread } } },
    (req) => threads.update(me(req), req.params.id, req.body),
  );
  app.delete(
    '/message_threads/:id',
    { ...auth, schema: { tags, params: UserIdParam, response: { 200: Removed } } },
    (req) => threads.remove(me(req), req.params.id),
  );
  app.post('/draft', { ...auth, schema: { tags, body: DraftBody, response: { 200: DraftSaved } } }, (req) =>
    threads.saveDraft(me(req), req.body.user_id, req.body.draft),
  );

  app.get('/messages/:id', { ...auth, schema: { tags, params: UserIdParam, response: { 200: ChatMessage } } }, (req) =>
    chat.message(me(req), req.params.id),
  );
  app.delete('/messages/:id', { ...auth, schema: { tags, params: UserIdParam, response: { 200: Removed } } }, (req) =>
    chat.deleteMessage(me(req), req.params.id),
  );
  app.post('/messages', { ...auth, schema: { tags, body: SendMessageBody, response: { 200: ChatMessage } } }, (req) =>
    chat.send(me(req), req.body),
  );
  app.post('/recall', { ...auth, schema: { tags, body: RecallBody, response: { 200: ChatMessage } } }, (req) =>
    chat.recall(me(req), req.body.id),
  );
  app.post('/sayhi', { ...auth, schema: { tags, body: SayHiBody, response: { 200: ChatMessage } } }, (req) =>
    chat.sayHi(me(req), req.body.user_id),
  );
  app.get(
    '/message_templates/:id',
    { ...auth, schema: { tags, params: UserIdParam, response: { 200: MessageTemplate } } },
    (req) => chat.template(me(req), req.params.id),
  );
}

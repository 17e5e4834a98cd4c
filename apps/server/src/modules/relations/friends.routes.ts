import {
  AnswerRequestBody,
  CursorQuery,
  FriendCard,
  FriendPage,
  FriendRequestPage,
  RequestResult,
  UpdateFriendBody,
  UserIdBody,
  UserIdParam,
} from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';

const tags = ['friends'];

/** Friend requests and friends (spec §4 "Friendship"). */
export async function friendRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { friends } = root.services;
  const auth = { preValidation: root.requireUser };

  app.get(
    '/friend_requests',
    { ...auth, schema: { tags, querystring: CursorQuery, response: { 200: FriendRequestPage } } },
    (req) => friends.requests(viewerOf(req).userId, req.query.max_id),
  );
  app.post(
    '/friend_requests',
    { ...auth, schema: { tags, body: UserIdBody, response: { 201: RequestResult, 202: RequestResult } } },
    async (req, reply) => {
      const outcome = await friends.request(viewerOf(req).userId, req.body.user_id);
      return reply.status(outcome.http).send(outcome.body);
    },
  );
  app.put(
    '/friend_requests',
    { ...auth, schema: { tags, body: AnswerRequestBody, response: { 200: RequestResult } } },
    (req) => friends.answer(viewerOf(req).userId, req.body.user_id, req.body.status),
  );

  app.get('/friends', { ...auth, schema: { tags, querystring: CursorQuery, response: { 200: FriendPage } } }, (req) =>
    friends.friends(viewerOf(req).userId, req.query.max_id),
  );
  app.put('/friends', { ...auth, schema: { tags, body: UpdateFriendBody, response: { 200: FriendCard } } }, (req) =>
    friends.update(viewerOf(req).userId, req.body),
  );
  app.delete(
    '/friends/:id',
    { ...auth, schema: { tags, params: UserIdParam, response: { 200: RequestResult } } },
    (req) => friends.unfriend(viewerOf(req).userId, req.params.id),
  );
}

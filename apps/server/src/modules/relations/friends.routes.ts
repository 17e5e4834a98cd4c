import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** Friend requests and friends (spec §4 "Friendship"; `Api.relations`). */
export async function friendRoutes(app: FastifyInstance) {
  const { friends } = app.services;

  route(app, Api.relations.friendRequests, (req) => friends.requests(viewerOf(req).userId, req.query.max_id));
  route(app, Api.relations.requestFriend, async (req, reply) => {
    // 201 when the two became friends at once, 202 when the request waits for an answer.
    const outcome = await friends.request(viewerOf(req).userId, req.body.user_id);
    return reply.status(outcome.http).send(outcome.body);
  });
  route(app, Api.relations.answerRequest, (req) =>
    friends.answer(viewerOf(req).userId, req.body.user_id, req.body.status),
  );

  route(app, Api.relations.friends, (req) => friends.friends(viewerOf(req).userId, req.query.max_id));
  route(app, Api.relations.updateFriend, (req) => friends.update(viewerOf(req).userId, req.body));
  route(app, Api.relations.unfriend, (req) => friends.unfriend(viewerOf(req).userId, req.params.id));
}

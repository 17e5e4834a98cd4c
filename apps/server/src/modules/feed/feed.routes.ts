import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** The news feed: home list, one post, a member's timeline, posting and deleting, comments and reactions. */
export async function feedRoutes(app: FastifyInstance) {
  const { feeds, comments } = app.services;
  const viewerId = (req: { viewer: { userId: number } | null }) => req.viewer?.userId ?? null;

  route(app, Api.feed.home, (req) => feeds.home(viewerId(req), req.query.max_id));
  route(app, Api.feed.byUser, (req) => feeds.byUser(viewerId(req), req.params.id, req.query.max_id));
  route(app, Api.feed.get, (req) => feeds.get(viewerId(req), req.params.id));
  route(app, Api.feed.create, (req) => feeds.create(viewerOf(req).userId, req.body));
  route(app, Api.feed.remove, (req) => feeds.remove(viewerOf(req).userId, req.params.id));
  route(app, Api.feed.comments, (req) => comments.list(viewerId(req), req.params.id, req.query.max_id));
  route(app, Api.feed.comment, (req) => comments.create(viewerOf(req).userId, req.params.id, req.body));
  route(app, Api.feed.removeComment, (req) =>
    comments.remove(viewerOf(req).userId, req.params.id, req.params.comment_id),
  );
  route(app, Api.feed.react, (req) => comments.react(viewerOf(req).userId, req.params.id, req.body.emoji));
  route(app, Api.feed.unreact, (req) => comments.unreact(viewerOf(req).userId, req.params.id));
}

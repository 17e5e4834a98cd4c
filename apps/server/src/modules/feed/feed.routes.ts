import { CreateFeedBody, CursorQuery, FeedDeleted, FeedItem, FeedPage, UserIdParam } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';

const tags = ['feeds'];

/** The news feed: home list, one post, a member's timeline, posting and deleting. */
export async function feedRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { feeds } = root.services;
  const auth = { preValidation: root.requireUser };
  const viewerId = (req: { viewer: { userId: number } | null }) => req.viewer?.userId ?? null;

  app.get('/feeds', { schema: { tags, querystring: CursorQuery, response: { 200: FeedPage } } }, (req) =>
    feeds.home(viewerId(req), req.query.max_id),
  );
  app.get(
    '/feeds/user/:id',
    { schema: { tags, params: UserIdParam, querystring: CursorQuery, response: { 200: FeedPage } } },
    (req) => feeds.byUser(viewerId(req), req.params.id, req.query.max_id),
  );
  app.get('/feeds/:id', { schema: { tags, params: UserIdParam, response: { 200: FeedItem } } }, (req) =>
    feeds.get(viewerId(req), req.params.id),
  );
  app.post('/feeds', { ...auth, schema: { tags, body: CreateFeedBody, response: { 200: FeedItem } } }, (req) =>
    feeds.create(viewerOf(req).userId, req.body),
  );
  app.delete('/feeds/:id', { ...auth, schema: { tags, params: UserIdParam, response: { 200: FeedDeleted } } }, (req) =>
    feeds.remove(viewerOf(req).userId, req.params.id),
  );
}

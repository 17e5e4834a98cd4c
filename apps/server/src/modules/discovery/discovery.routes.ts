import { CursorQuery, PageQuery, SearchBody, UserCardNumberedPage, UserCardPage } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['discovery'];

/** The general user lists; visitors see public profiles only. */
export async function discoveryRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { discovery } = root.services;
  const viewer = (req: { viewer: { userId: number } | null }) => req.viewer?.userId ?? null;
  const paged = { schema: { tags, querystring: PageQuery, response: { 200: UserCardNumberedPage } } };

  app.get('/latest', { schema: { tags, querystring: CursorQuery, response: { 200: UserCardPage } } }, (req) =>
    discovery.latest(viewer(req), req.query.max_id),
  );
  app.get('/online', paged, (req) => discovery.online(viewer(req), req.query.page));
  app.get('/recommend', paged, (req) => discovery.recommend(viewer(req), req.query.page));
  app.get('/hottest', paged, (req) => discovery.hottest(viewer(req), req.query.page));
  app.get('/birthday', paged, (req) => discovery.birthday(viewer(req), req.query.page));
  app.post('/search', { schema: { tags, body: SearchBody, response: { 200: UserCardNumberedPage } } }, (req) =>
    discovery.search(viewer(req), req.body),
  );
}

import {
  BlockedPage,
  BlockResult,
  CursorQuery,
  LikeResult,
  Remark,
  RemarkBody,
  UserCardPage,
  UserIdBody,
  UserIdParam,
  VisitorPage,
} from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';

const tags = ['relations'];

/** Likes, visitors, the blacklist and remarks. Friendship is in friends.routes.ts. */
export async function relationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { likes, blocks } = root.services;
  const auth = { preValidation: root.requireUser };
  const list = { ...auth, schema: { tags, querystring: CursorQuery, response: { 200: UserCardPage } } };
  const byId = { tags, params: UserIdParam };

  app.get('/likes', list, (req) => likes.list('mine', viewerOf(req).userId, req.query.max_id));
  app.get('/likes/me', list, (req) => likes.list('me', viewerOf(req).userId, req.query.max_id));
  app.get('/likes/mutual', list, (req) => likes.list('mutual', viewerOf(req).userId, req.query.max_id));
  app.post('/likes', { ...auth, schema: { tags, body: UserIdBody, response: { 200: LikeResult } } }, (req) =>
    likes.like(viewerOf(req).userId, req.body.user_id),
  );
  app.delete('/likes/:id', { ...auth, schema: { ...byId, response: { 200: LikeResult } } }, (req) =>
    likes.unlike(viewerOf(req).userId, req.params.id),
  );

  app.get('/visits', { ...auth, schema: { tags, querystring: CursorQuery, response: { 200: VisitorPage } } }, (req) =>
    likes.visitors(viewerOf(req).userId, req.query.max_id),
  );

  app.get(
    '/blacklist',
    { ...auth, schema: { tags, querystring: CursorQuery, response: { 200: BlockedPage } } },
    (req) => blocks.blacklist(viewerOf(req).userId, req.query.max_id),
  );
  app.post('/blacklist', { ...auth, schema: { tags, body: UserIdBody, response: { 200: BlockResult } } }, (req) =>
    blocks.block(viewerOf(req).userId, req.body.user_id),
  );
  app.delete('/blacklist/:id', { ...auth, schema: { ...byId, response: { 200: BlockResult } } }, (req) =>
    blocks.unblock(viewerOf(req).userId, req.params.id),
  );

  app.get('/remarks/:id', { ...auth, schema: { ...byId, response: { 200: Remark } } }, (req) =>
    blocks.remark(viewerOf(req).userId, req.params.id),
  );
  app.post('/remarks', { ...auth, schema: { tags, body: RemarkBody, response: { 200: Remark } } }, (req) =>
    blocks.setRemark(viewerOf(req).userId, req.body.user_id, req.body.remark),
  );
  app.delete('/remarks/:id', { ...auth, schema: { ...byId, response: { 200: Remark } } }, (req) =>
    blocks.deleteRemark(viewerOf(req).userId, req.params.id),
  );
}

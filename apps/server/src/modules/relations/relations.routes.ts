import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** Likes, visitors, the blacklist and remarks (`Api.relations`). Friendship is in friends.routes.ts. */
export async function relationRoutes(app: FastifyInstance) {
  const { likes, blocks } = app.services;

  route(app, Api.relations.likes, (req) => likes.list('mine', viewerOf(req).userId, req.query.max_id));
  route(app, Api.relations.likedBy, (req) => likes.list('me', viewerOf(req).userId, req.query.max_id));
  route(app, Api.relations.mutualLikes, (req) => likes.list('mutual', viewerOf(req).userId, req.query.max_id));
  route(app, Api.relations.like, (req) => likes.like(viewerOf(req).userId, req.body.user_id));
  route(app, Api.relations.unlike, (req) => likes.unlike(viewerOf(req).userId, req.params.id));

  route(app, Api.relations.visitors, (req) => likes.visitors(viewerOf(req).userId, req.query.max_id));

  route(app, Api.relations.blacklist, (req) => blocks.blacklist(viewerOf(req).userId, req.query.max_id));
  route(app, Api.relations.block, (req) => blocks.block(viewerOf(req).userId, req.body.user_id));
  route(app, Api.relations.unblock, (req) => blocks.unblock(viewerOf(req).userId, req.params.id));

  route(app, Api.relations.remark, (req) => blocks.remark(viewerOf(req).userId, req.params.id));
  route(app, Api.relations.setRemark, (req) =>
    blocks.setRemark(viewerOf(req).userId, req.body.user_id, req.body.remark),
  );
  route(app, Api.relations.removeRemark, (req) => blocks.deleteRemark(viewerOf(req).userId, req.params.id));
}

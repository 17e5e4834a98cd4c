import { Me, UpdateUserBody, UserIdParam, UserProfile, VisitQuery } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';

const tags = ['profile'];

export async function profileRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { profiles } = root.services;

  app.put(
    '/user',
    { preHandler: root.requireUser, schema: { tags, body: UpdateUserBody, response: { 200: Me } } },
    (req) => profiles.update(viewerOf(req).userId, req.body),
  );

  app.get('/user/:id', { schema: { tags, params: UserIdParam, response: { 200: UserProfile } } }, (req) =>
    profiles.profile(req.viewer?.userId ?? null, req.params.id),
  );

  /** The shareable profile link: records a visit, then answers the profile (`redirect=0`). */
  app.get(
    '/u/:id',
    { schema: { tags, params: UserIdParam, querystring: VisitQuery, response: { 200: UserProfile } } },
    (req) => profiles.visit(req.viewer?.userId ?? null, req.params.id, req.query.referrer),
  );
}

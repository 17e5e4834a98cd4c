import { Me, UpdateUserBody, UserIdParam, UserProfile, VisitQuery } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';

const tags = ['profile'];

export async function profileRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { profiles, uploads } = root.services;

  /**
   * `avatar` and `hi_photo` take the id of one of the member's own uploads (`POST uploads` with type
   * `avatar` or `hi`); the account keeps the stored image they point at.
   */
  app.put(
    '/user',
    { preValidation: root.requireUser, schema: { tags, body: UpdateUserBody, response: { 200: Me } } },
    async (req) => {
      const { userId } = viewerOf(req);
      const { avatar, hi_photo, ...body } = req.body;
      const images = {
        avatar: avatar == null ? avatar : await uploads.avatarPath(userId, avatar),
        hi_photo: hi_photo == null ? hi_photo : await uploads.hiPhotoRef(userId, hi_photo),
      };
      return profiles.update(userId, body, images);
    },
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

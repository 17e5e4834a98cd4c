import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';
import { readOnboarding } from './onboarding';

/** Editing one's own profile and reading a member's (`Api.profile`). */
export async function profileRoutes(app: FastifyInstance) {
  const { profiles, uploads } = app.services;

  // The uploads' ids become the stored images they point at, each checked to be the member's own.
  route(app, Api.profile.update, async (req) => {
    const { userId } = viewerOf(req);
    const { avatar, hi_photo, ...body } = req.body;
    const images = {
      avatar: avatar == null ? avatar : await uploads.avatarPath(userId, avatar),
      hi_photo: hi_photo == null ? hi_photo : await uploads.hiPhotoRef(userId, hi_photo),
    };
    return profiles.update(userId, body, images);
  });

  route(app, Api.profile.onboarding, (req) => readOnboarding(app.db, viewerOf(req).userId));
  route(app, Api.profile.get, (req) => profiles.profile(req.viewer?.userId ?? null, req.params.id));
  route(app, Api.profile.visit, (req) => profiles.visit(req.viewer?.userId ?? null, req.params.id, req.query.referrer));
}

import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { acceptedTags, firstSpoken } from '../../platform/language';
import { route } from '../../platform/route';
import { operatorGates, operatorOf } from '../admin/operator-gates';

/** Announcements for everyone, and the console's announcements and app versions (`Api.announcements`). */
export async function announcementRoutes(app: FastifyInstance) {
  const { announcements, pages } = app.services;
  const { gated } = operatorGates(app);

  // The language the app is shown in (its Accept-Language), so the modal matches the screen around it.
  route(app, Api.announcements.latest, (req) =>
    announcements.latest(firstSpoken(acceptedTags(req.headers['accept-language']), 'en')),
  );
  route(app, Api.announcements.read, (req) => announcements.markRead(viewerOf(req).userId, req.body.id));

  route(app, Api.announcements.adminList, (req) => announcements.list(operatorOf(req), req.query.page), gated);
  route(app, Api.announcements.adminCreate, (req) => announcements.create(operatorOf(req), req.body), gated);
  route(
    app,
    Api.announcements.adminUpdate,
    (req) => announcements.update(operatorOf(req), req.params.id, req.body),
    gated,
  );
  route(app, Api.announcements.adminVersions, (req) => announcements.versions(operatorOf(req)), gated);
  route(
    app,
    Api.announcements.adminPublishVersion,
    (req) => announcements.publishVersion(operatorOf(req), req.body),
    gated,
  );

  // The static pages' texts: the interface language the app asks for, else its Accept-Language.
  route(app, Api.announcements.page, (req) =>
    pages.page(req.query.name, req.query.lang ?? firstSpoken(acceptedTags(req.headers['accept-language']), 'en')),
  );
  route(app, Api.announcements.adminPages, (req) => pages.list(operatorOf(req)), gated);
  route(app, Api.announcements.adminSavePage, (req) => pages.save(operatorOf(req), req.params.name, req.body), gated);
  route(
    app,
    Api.announcements.adminRemovePage,
    (req) => pages.remove(operatorOf(req), req.params.name, req.query.language),
    gated,
  );
}

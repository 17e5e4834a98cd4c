import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';
import { findPlaces, placeLanguage } from './location.service';

/** The general user lists (visitors see public profiles only), the meet screen and the pickers (`Api.discovery`). */
export async function discoveryRoutes(app: FastifyInstance) {
  const { discovery, encounters } = app.services;
  const viewer = (req: { viewer: { userId: number } | null }) => req.viewer?.userId ?? null;

  route(app, Api.discovery.front, (req) => discovery.front(viewer(req)));
  route(app, Api.discovery.latest, (req) => discovery.latest(viewer(req), req.query.max_id));
  route(app, Api.discovery.online, (req) => discovery.online(viewer(req), req.query.page));
  route(app, Api.discovery.recommend, (req) => discovery.recommend(viewer(req), req.query.page));
  route(app, Api.discovery.hottest, (req) => discovery.hottest(viewer(req), req.query.page));
  route(app, Api.discovery.birthday, (req) => discovery.birthday(viewer(req), req.query.page));
  route(app, Api.discovery.search, (req) => discovery.search(viewer(req), req.body));
  route(app, Api.discovery.suggest, (req) => discovery.suggest(viewer(req), req.body.q));

  route(app, Api.discovery.encounters, (req) =>
    encounters.next(viewerOf(req).userId, req.query.limit, req.query.again === 1),
  );
  route(app, Api.discovery.encounter, (req) => encounters.act(viewerOf(req).userId, req.body));

  route(app, Api.discovery.location, async (req) => {
    const lang = placeLanguage(req.query.lang, req.headers['accept-language']);
    return { data: await findPlaces(req.query.k, lang) };
  });
}

import {
  CursorQuery,
  EncounterBody,
  EncounterCards,
  EncounterResult,
  EncountersQuery,
  FrontMembers,
  LocationQuery,
  PageQuery,
  Places,
  SearchBody,
  SuggestBody,
  Suggestions,
  UserCardNumberedPage,
  UserCardPage,
} from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';
import { findPlaces, placeLanguage } from './location.service';

const tags = ['discovery'];

/** The general user lists; visitors see public profiles only. Also the meet screen and the pickers. */
export async function discoveryRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { discovery, encounters } = root.services;
  const auth = { preValidation: root.requireUser };
  const viewer = (req: { viewer: { userId: number } | null }) => req.viewer?.userId ?? null;
  const paged = { schema: { tags, querystring: PageQuery, response: { 200: UserCardNumberedPage } } };

  app.get('/front', { schema: { tags, response: { 200: FrontMembers } } }, (req) => discovery.front(viewer(req)));
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
  app.post('/suggest', { schema: { tags, body: SuggestBody, response: { 200: Suggestions } } }, (req) =>
    discovery.suggest(viewer(req), req.body.q),
  );

  app.get(
    '/encounters',
    { ...auth, schema: { tags, querystring: EncountersQuery, response: { 200: EncounterCards } } },
    (req) => encounters.next(viewerOf(req).userId, req.query.limit),
  );
  app.post(
    '/encounters',
    { ...auth, schema: { tags, body: EncounterBody, response: { 200: EncounterResult } } },
    (req) => encounters.act(viewerOf(req).userId, req.body),
  );

  app.get('/location', { schema: { tags, querystring: LocationQuery, response: { 200: Places } } }, async (req) => {
    const lang = placeLanguage(req.query.lang, req.headers['accept-language']);
    return { data: await findPlaces(req.query.k, lang) };
  });
}

import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** The game: a signed round with the leaderboards, and a round's score (`Api.game`). */
export async function gameRoutes(app: FastifyInstance) {
  const { game } = app.services;
  route(app, Api.game.state, (req) => game.state(viewerOf(req).userId));
  route(app, Api.game.score, (req) => game.score(viewerOf(req).userId, req.body));
}

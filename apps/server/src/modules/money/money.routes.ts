import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** The viewer's gold: its movements and the spending bill (`Api.money`). */
export async function moneyRoutes(app: FastifyInstance) {
  const { ledger } = app.services;

  route(app, Api.money.trades, (req) => ledger.trades(viewerOf(req).userId, req.query.k, req.query.max_id));
  route(app, Api.money.bill, (req) => ledger.bill(viewerOf(req).userId, req.query.max_id));
}

import { BillPage, CursorQuery, TradesPage, TradesQuery } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';

const tags = ['money'];

export async function moneyRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ledger } = root.services;
  const auth = { preValidation: root.requireUser };

  /** Balance history: signed movements of the viewer's gold, newest first; `k` filters them. */
  app.get('/trades', { ...auth, schema: { tags, querystring: TradesQuery, response: { 200: TradesPage } } }, (req) =>
    ledger.trades(viewerOf(req).userId, req.query.k, req.query.max_id),
  );

  /** The spending bill behind /bill: what the viewer spent gold on. */
  app.get('/bill', { ...auth, schema: { tags, querystring: CursorQuery, response: { 200: BillPage } } }, (req) =>
    ledger.bill(viewerOf(req).userId, req.query.max_id),
  );
}

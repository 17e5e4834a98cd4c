import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';

/** Contact details for gold (`Api.contact`); the rules are in contact.policy.ts. */
export async function contactRoutes(app: FastifyInstance) {
  const { contact } = app.services;

  route(app, Api.contact.settings, (req) => contact.settings(viewerOf(req).userId));
  route(app, Api.contact.save, (req) => contact.save(viewerOf(req).userId, req.body));
  route(app, Api.contact.get, (req) => contact.view(viewerOf(req).userId, req.params.id));
  route(app, Api.contact.buy, (req) => contact.buy(viewerOf(req).userId, req.params.id, req.body));
}

import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';
import { clientInfo } from '../account/account.routes';

/** The affiliate programme and the wrapper's recharge portal (`Api.affiliate`, `Api.portal`). */
export async function affiliateRoutes(app: FastifyInstance) {
  const { affiliates, portal } = app.services;

  route(app, Api.affiliate.summary, (req) => affiliates.summary(viewerOf(req).userId, null));
  route(app, Api.portal.key, (req) => portal.create(viewerOf(req).userId, req.body.to));
  route(app, Api.portal.redeem, (req) => portal.redeem(req.body, req.viewer?.userId ?? null, clientInfo(req)));
}

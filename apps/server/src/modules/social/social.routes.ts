import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { clientInfo } from '../account/account.routes';

/** Signing in with another provider's account (`Api.social`). */
export async function socialRoutes(app: FastifyInstance) {
  const { social } = app.services;

  route(app, Api.social.wechatUrl, (req) => ({
    url: social.wechatUrl(req.clientKind === 'wechat' || /MicroMessenger/i.test(req.headers['user-agent'] ?? '')),
  }));

  route(app, Api.social.wechatJsConfig, (req) => social.jsConfig(req.query.url));

  route(app, Api.social.signIn, (req) => social.signIn(req.params.provider, req.body, clientInfo(req), req.query.pid));
}

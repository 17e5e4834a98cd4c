import { AuthResponse, SocialBody } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientInfo } from '../account/account.routes';

const tags = ['account'];

export async function socialRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { social } = root.services;

  app.get(
    '/social/wechat/url',
    { schema: { tags, response: { 200: z.object({ url: z.string() }) } } },
    async (req) => ({
      url: social.wechatUrl(req.clientKind === 'wechat' || /MicroMessenger/i.test(req.headers['user-agent'] ?? '')),
    }),
  );

  app.post(
    '/social/:provider',
    {
      schema: {
        tags,
        params: z.object({ provider: z.string().max(32) }),
        body: SocialBody,
        response: { 200: AuthResponse },
      },
    },
    async (req) => social.signIn(req.params.provider, req.body, clientInfo(req)),
  );
}

import { CLIENT_VERSION, ClientErrorBody, OkResponse, OutboxList, ServerConfig, VersionInfo } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onlyFromThisMachine } from '../../platform/debug';
import { systemRepo } from './system.repo';
import { compareVersions, countryFromRequest } from './system.service';

const tags = ['system'];
const VersionParams = z.object({
  a: z
    .string()
    .max(32)
    .regex(/^[a-z]+$/, 'Unknown platform'),
  b: z
    .string()
    .max(32)
    .regex(/^\d+(\.\d+){0,3}$/, 'Invalid version'),
});

export async function systemRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config } = root;

  app.get('/config', { schema: { tags, response: { 200: ServerConfig } } }, async () => ({
    edition: config.edition,
    version: CLIENT_VERSION,
    production: config.env === 'production',
  }));

  app.get(
    '/countryCode',
    { schema: { tags, response: { 200: z.object({ country_code: z.string() }) } } },
    async (req) => ({
      country_code: countryFromRequest(req.headers, config.edition),
    }),
  );

  app.get(
    '/version/:a/:b',
    { schema: { tags, params: VersionParams, response: { 200: VersionInfo } } },
    async (req) => {
      const latest = await systemRepo.latestVersion(db, req.params.a);
      const current = latest?.version ?? CLIENT_VERSION;
      const update: 0 | 1 = compareVersions(current, req.params.b) > 0 ? 1 : 0;
      return {
        update,
        version: current,
        url: latest?.url ?? null,
        notes: latest?.notes ?? null,
        force: latest?.force ?? false,
      };
    },
  );

  app.post('/error', { schema: { tags, body: ClientErrorBody, response: { 200: OkResponse } } }, async (req) => {
    if (await root.services.limiter.within('clientErrorPerIp', req.ip)) {
      await systemRepo.insertClientError(db, {
        user_id: req.viewer?.userId ?? null,
        ...req.body,
        user_agent: req.headers['user-agent']?.slice(0, 300),
      });
    }
    return { ok: true as const };
  });

  if (config.env !== 'production') {
    app.get(
      '/debug/captcha/:id',
      { onRequest: onlyFromThisMachine, schema: { tags: ['debug'], params: z.object({ id: z.string().max(64) }) } },
      async (req, reply) => {
        const answer = root.services.captcha.peek(req.params.id);
        if (!answer) return reply.status(404).send({ code: 0, message: 'Unknown captcha' });
        return { answer };
      },
    );
    app.get(
      '/debug/outbox',
      {
        onRequest: onlyFromThisMachine,
        schema: {
          tags: ['debug'],
          querystring: z.object({ to: z.string().max(254).optional() }),
          response: { 200: OutboxList },
        },
      },
      async (req) => {
        const to = req.query.to?.trim().toLowerCase();
        const rows = await systemRepo.outbox(db, to);
        return {
          data: rows.map((r) => ({
            to: r.to,
            channel: r.channel,
            subject: r.subject,
            text: r.text,
            code: r.code,
            created_at: r.created_at.toISOString(),
          })),
        };
      },
    );
  }
}

import { Api, CLIENT_VERSION } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { onlyFromThisMachine } from '../../platform/debug';
import { route } from '../../platform/route';
import { systemRepo } from './system.repo';
import { compareVersions, countryFromRequest } from './system.service';

/** What the server is, client updates and crash reports, and the development-only debug routes (`Api.system`). */
export async function systemRoutes(app: FastifyInstance) {
  const { db, config } = app;

  route(app, Api.system.config, async () => ({
    edition: config.edition,
    version: CLIENT_VERSION,
    production: config.env === 'production',
    wechat_signin: app.services.wechat.configured,
    icp: config.edition === 'cn' ? (await app.services.operator.getText('icpNumber')) || null : null,
  }));

  route(app, Api.system.countryCode, (req) => ({
    country_code: countryFromRequest(req.headers, config.edition),
  }));

  route(app, Api.system.version, async (req) => {
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
  });

  route(app, Api.system.error, async (req) => {
    if (await app.services.limiter.within('clientErrorPerIp', req.ip)) {
      await systemRepo.insertClientError(db, {
        user_id: req.viewer?.userId ?? null,
        ...req.body,
        user_agent: req.headers['user-agent']?.slice(0, 300),
      });
    }
    return { ok: true as const };
  });

  if (config.env !== 'production') {
    const debug = { onRequest: onlyFromThisMachine };
    route(
      app,
      Api.system.debugCaptcha,
      (req, reply) => {
        const answer = app.services.captcha.peek(req.params.id);
        if (!answer) return reply.status(404).send({ code: 0, message: 'Unknown captcha' });
        return { answer };
      },
      debug,
    );
    route(
      app,
      Api.system.debugOutbox,
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
      debug,
    );
  }
}

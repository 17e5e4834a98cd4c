import { Api, Limits } from '@yuanfen/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { fail } from '../../platform/errors';
import { acceptedTags } from '../../platform/language';
import { route, type EndpointRequest } from '../../platform/route';
import { accountRepo } from './account.repo';
import type { ClientInfo } from './session.service';

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  clientId: request.clientId,
  clientKind: request.clientKind,
  userAgent: request.headers['user-agent'],
});

/**
 * For routes whose body is optional: Fastify validates a missing body as null, so a body that is the JSON
 * text `null` would pass as "no body". It is malformed input and is refused before anything happens.
 */
const refuseNullBody = async (request: FastifyRequest) => {
  if (request.body === null) {
    const message = 'Invalid input: expected object, received null';
    throw fail.validation({ _: message }, message);
  }
};

/** Signing up and in, codes, sessions, the password and the account's end (`Api.account`). */
export async function accountRoutes(app: FastifyInstance) {
  const { accounts, sessions, captcha } = app.services;

  route(app, Api.account.captcha, async () => {
    const { captcha_id, svg } = await captcha.create();
    return { captcha_id, svg };
  });

  route(app, Api.account.verify, async (req) => {
    await accounts.sendCode(req.body, req.ip, req.viewer?.userId ?? null, acceptedTags(req.headers['accept-language']));
    return { sent: true as const, expires_in: Limits.codeTtlSeconds };
  });

  route(app, Api.account.validate, async (req) => {
    await accounts.validateCode(req.body, req.viewer?.userId ?? null);
    return { ok: true as const };
  });

  route(app, Api.account.register, (req) => accounts.register(req.body, clientInfo(req), req.ip, req.query.pid));
  route(app, Api.account.authenticate, (req) => accounts.authenticate(req.body, clientInfo(req), req.ip));
  route(app, Api.account.refresh, (req) => sessions.refresh(req.body.refresh_token));

  route(
    app,
    Api.account.logout,
    async (req) => {
      const viewer = viewerOf(req);
      if (req.body?.all) await sessions.endAll(viewer.userId, 'logout');
      else await sessions.endDevice(viewer.userId, viewer.deviceId);
      return { ok: true as const };
    },
    { preValidation: [refuseNullBody] },
  );

  route(app, Api.account.me, async (req) => {
    const user = await accountRepo.findById(app.db, viewerOf(req).userId);
    if (!user) throw fail.unauthorized();
    return sessions.me(user);
  });

  route(app, Api.account.findPassword, async (req) => {
    await accounts.findPassword(req.body);
    return { ok: true as const };
  });

  // One operation under both methods: the spec's clients send PUT, the web app POST.
  const changePassword = async (req: EndpointRequest<typeof Api.account.changePassword>) => {
    const viewer = viewerOf(req);
    await accounts.resetPassword(viewer.userId, viewer.deviceId, req.body);
    return { ok: true as const };
  };
  route(app, Api.account.changePassword, changePassword);
  route(app, Api.account.changePasswordPut, (req) => changePassword(req));

  route(
    app,
    Api.account.deactivate,
    async (req) => {
      await accounts.deactivate(viewerOf(req).userId, req.body?.password);
      return { ok: true as const };
    },
    { preValidation: [refuseNullBody] },
  );

  route(app, Api.account.reactivate, (req) => accounts.reactivate(req.body, clientInfo(req)));
}

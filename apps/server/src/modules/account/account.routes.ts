import {
  AuthenticateBody,
  AuthResponse,
  CaptchaResponse,
  DeleteAccountBody,
  Me,
  OkResponse,
  PasswordFindBody,
  PasswordResetBody,
  ReactivateBody,
  RefreshBody,
  RegisterBody,
  ValidateBody,
  VerifyBody,
  VerifySentResponse,
  Limits,
} from '@yuanfen/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../platform/auth';
import { fail } from '../../platform/errors';
import { accountRepo } from './account.repo';
import type { ClientInfo } from './session.service';
import { acceptedTags } from '../../platform/language';

const tags = ['account'];

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

export async function accountRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { accounts, sessions, captcha } = root.services;
  const auth = { preValidation: root.requireUser };

  app.get('/captcha', { schema: { tags, response: { 200: CaptchaResponse } } }, async () => {
    const { captcha_id, svg } = await captcha.create();
    return { captcha_id, svg };
  });

  app.post('/verify', { schema: { tags, body: VerifyBody, response: { 200: VerifySentResponse } } }, async (req) => {
    await accounts.sendCode(req.body, req.ip, req.viewer?.userId ?? null, acceptedTags(req.headers['accept-language']));
    return { sent: true as const, expires_in: Limits.codeTtlSeconds };
  });

  app.post('/validate', { schema: { tags, body: ValidateBody, response: { 200: OkResponse } } }, async (req) => {
    await accounts.validateCode(req.body, req.viewer?.userId ?? null);
    return { ok: true as const };
  });

  app.post('/register', { schema: { tags, body: RegisterBody, response: { 200: AuthResponse } } }, async (req) =>
    accounts.register(req.body, clientInfo(req), req.ip),
  );

  app.post(
    '/authenticate',
    { schema: { tags, body: AuthenticateBody, response: { 200: AuthResponse } } },
    async (req) => accounts.authenticate(req.body, clientInfo(req), req.ip),
  );

  app.post('/token/refresh', { schema: { tags, body: RefreshBody, response: { 200: AuthResponse } } }, async (req) =>
    sessions.refresh(req.body.refresh_token),
  );

  app.post(
    '/logout',
    {
      preValidation: [root.requireUser, refuseNullBody],
      schema: { tags, body: z.strictObject({ all: z.boolean().optional() }).nullish(), response: { 200: OkResponse } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      if (req.body?.all) await sessions.endAll(viewer.userId, 'logout');
      else await sessions.endDevice(viewer.userId, viewer.deviceId);
      return { ok: true as const };
    },
  );

  app.get('/me', { ...auth, schema: { tags, response: { 200: Me } } }, async (req) => {
    const user = await accountRepo.findById(root.db, viewerOf(req).userId);
    if (!user) throw fail.unauthorized();
    return sessions.me(user);
  });

  app.put(
    '/password/find',
    { schema: { tags, body: PasswordFindBody, response: { 200: OkResponse } } },
    async (req) => {
      await accounts.findPassword(req.body);
      return { ok: true as const };
    },
  );

  app.route({
    method: ['POST', 'PUT'],
    url: '/password/reset',
    ...auth,
    schema: { tags, body: PasswordResetBody, response: { 200: OkResponse } },
    handler: async (req) => {
      const viewer = viewerOf(req);
      await accounts.resetPassword(viewer.userId, viewer.deviceId, req.body);
      return { ok: true as const };
    },
  });

  const deleteUserOptions = {
    preValidation: [root.requireUser, refuseNullBody],
    schema: { tags, body: DeleteAccountBody.nullish(), response: { 200: OkResponse } },
  };
  app.delete('/user', deleteUserOptions, async (req) => {
    await accounts.deactivate(viewerOf(req).userId, req.body?.password);
    return { ok: true as const };
  });

  app.put('/reactivate', { schema: { tags, body: ReactivateBody, response: { 200: AuthResponse } } }, async (req) =>
    accounts.reactivate(req.body, clientInfo(req)),
  );
}

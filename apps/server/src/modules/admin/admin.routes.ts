import { Api, RefusalReason } from '@yuanfen/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { fail } from '../../platform/errors';
import { memberActor, rolesOf } from '../../platform/policy';
import { route } from '../../platform/route';
import type { Operator } from './admin.service';

const operatorOf = (req: FastifyRequest): Operator => {
  const viewer = viewerOf(req);
  return { actor: memberActor(viewer.userId, { roles: viewer.roles }), ip: req.ip };
};
const idempotencyKey = (req: FastifyRequest) => {
  const key = req.headers['idempotency-key'];
  return typeof key === 'string' && key ? key.slice(0, 200) : undefined;
};

/**
 * The operations console under `/v1/admin` (`Api.admin`). Before any input is read: members without an
 * operator role get 403, and operators without two-factor sign-in get 403 `two_factor_required` on
 * everything but `me` and the 2FA setup itself. Which role may do what is asked in the services
 * (admin.policy.ts).
 */
export async function adminRoutes(app: FastifyInstance) {
  const { admin, moderation, twoFactor, withdraw } = app.services;

  const operatorsOnly = async (req: FastifyRequest) => {
    if (rolesOf(viewerOf(req).roles).length === 0) throw fail.forbidden('The operations console is for operators');
  };
  const withTwoFactor = async (req: FastifyRequest) => {
    await operatorsOnly(req);
    if (!(await twoFactor.enabled(viewerOf(req).userId)))
      throw fail.forbidden('Enable two-factor sign-in to use the operations console', RefusalReason.TwoFactorRequired);
  };
  const before2fa = { preValidation: [operatorsOnly] };
  const gated = { preValidation: [withTwoFactor] };

  route(app, Api.admin.me, (req) => admin.session(operatorOf(req).actor), before2fa);
  route(app, Api.admin.twoFactorSetup, (req) => twoFactor.setup(viewerOf(req).userId), before2fa);
  route(
    app,
    Api.admin.twoFactorEnable,
    (req) => twoFactor.enable(viewerOf(req).userId, req.body.code, req.ip),
    before2fa,
  );

  route(app, Api.admin.users, (req) => admin.searchUsers(operatorOf(req), req.query), gated);
  route(app, Api.admin.user, (req) => admin.user(operatorOf(req), req.params.id), gated);
  route(app, Api.admin.updateUser, (req) => admin.updateUser(operatorOf(req), req.params.id, req.body), gated);
  route(app, Api.admin.gold, (req) => admin.gold(operatorOf(req), req.params.id, req.body, idempotencyKey(req)), gated);
  route(app, Api.admin.reports, (req) => moderation.list(operatorOf(req), req.query), gated);
  route(app, Api.admin.decideReport, (req) => moderation.decide(operatorOf(req), req.params.id, req.body), gated);
  route(app, Api.admin.audit, (req) => admin.audit(operatorOf(req), req.query), gated);
  route(app, Api.admin.withdrawals, (req) => withdraw.adminList(operatorOf(req), req.query), gated);
  route(app, Api.admin.decideWithdrawal, (req) => withdraw.decide(operatorOf(req), req.params.id, req.body), gated);
}

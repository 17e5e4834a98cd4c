import { Api } from '@yuanfen/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';
import { operatorGates, operatorOf } from './operator-gates';

const idempotencyKey = (req: FastifyRequest) => {
  const key = req.headers['idempotency-key'];
  return typeof key === 'string' && key ? key.slice(0, 200) : undefined;
};

/**
 * The console's gates, run before any input is read: members without an operator role get 403;
 * operators without two-factor sign-in get 403 `two_factor_required` (`gated`) on everything but `me`
 * and the 2FA setup itself (`before2fa`). Other modules' console routes (support) use them too.
 */
export async function adminRoutes(app: FastifyInstance) {
  const { admin, moderation, twoFactor, verifications, withdraw, sayHiReview, photoReview } = app.services;

  const { before2fa, gated } = operatorGates(app);

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
  route(app, Api.admin.signOut, (req) => admin.signOut(operatorOf(req), req.params.id, req.body), gated);
  route(app, Api.admin.email, (req) => admin.email(operatorOf(req), req.params.id, req.body), gated);
  route(app, Api.admin.resetTwoFactor, (req) => admin.resetTwoFactor(operatorOf(req), req.params.id, req.body), gated);
  route(app, Api.admin.reports, (req) => moderation.list(operatorOf(req), req.query), gated);
  route(app, Api.admin.decideReport, (req) => moderation.decide(operatorOf(req), req.params.id, req.body), gated);
  route(app, Api.admin.verifications, (req) => verifications.list(operatorOf(req), req.query), gated);
  route(
    app,
    Api.admin.decideVerification,
    (req) => verifications.decide(operatorOf(req), req.params.id, req.body),
    gated,
  );
  route(app, Api.adminReview.sayHi, (req) => sayHiReview.list(operatorOf(req), req.query), gated);
  route(app, Api.adminReview.decideSayHi, (req) => sayHiReview.decide(operatorOf(req), req.params.id, req.body), gated);
  route(app, Api.adminReview.photoFlags, (req) => photoReview.list(operatorOf(req), req.query), gated);
  route(
    app,
    Api.adminReview.decidePhotoFlag,
    (req) => photoReview.decide(operatorOf(req), req.params.id, req.body),
    gated,
  );
  route(app, Api.admin.audit, (req) => admin.audit(operatorOf(req), req.query), gated);
  route(app, Api.admin.withdrawals, (req) => withdraw.adminList(operatorOf(req), req.query), gated);
  route(app, Api.admin.decideWithdrawal, (req) => withdraw.decide(operatorOf(req), req.params.id, req.body), gated);
}

import { RefusalReason } from '@yuanfen/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { fail } from '../../platform/errors';
import { memberActor, rolesOf } from '../../platform/policy';
import type { Operator } from './admin.service';

/** The operator behind a console request, as services authorize it. */
export const operatorOf = (req: FastifyRequest): Operator => {
  const viewer = viewerOf(req);
  return { actor: memberActor(viewer.userId, { roles: viewer.roles }), ip: req.ip };
};

/**
 * The checks every `/v1/admin` route runs before any input is read: members without an operator role get
 * 403; `gated` routes also need two-factor sign-in (403 `two_factor_required`). `before2fa` is for `me` and
 * the 2FA setup itself. Modules with console routes of their own (announcements, …) use the same gates.
 */
export function operatorGates(app: FastifyInstance) {
  const operatorsOnly = async (req: FastifyRequest) => {
    if (rolesOf(viewerOf(req).roles).length === 0) throw fail.forbidden('The operations console is for operators');
  };
  const withTwoFactor = async (req: FastifyRequest) => {
    await operatorsOnly(req);
    if (!(await app.services.twoFactor.enabled(viewerOf(req).userId)))
      throw fail.forbidden('Enable two-factor sign-in to use the operations console', RefusalReason.TwoFactorRequired);
  };
  return { before2fa: { preValidation: [operatorsOnly] }, gated: { preValidation: [withTwoFactor] } };
}

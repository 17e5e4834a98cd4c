import { RefusalReason } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { action, ALLOW, type Actor } from '../../platform/policy';

/** The facts of the member asking. */
export interface PartnerFacts {
  is_partner: number;
}

/**
 * Who may cash out (issue 18): partners only (is_partner > 0); any other member gets 403 `not_partner`.
 * No operator role asks for a withdrawal on a member's behalf; deciding one is `admin.policy.ts`'s
 * `withdrawals.decide`.
 */
export const withdrawPolicy = {
  request: action<PartnerFacts>('withdraw.request', (actor: Actor, member) => {
    if (actor.kind !== 'member') return () => fail.unauthorized();
    return member.is_partner > 0
      ? ALLOW
      : () => fail.forbidden('Only partners can cash out their gold', RefusalReason.NotPartner);
  }),
};

import { ErrorCode } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { action, ALLOW } from '../../platform/policy';

/** Giving VIP to another member: whom, and whether the buyer may see them (profile/privacy.ts). */
export interface BeneficiaryFacts {
  forId: number;
  visible: boolean;
}

/** The trial pack's facts: who pays, who gets it, and whether each has had a trial. */
export interface TrialFacts {
  buyer: { id: number; is_partner: number; trialing: number };
  target: { id: number; trialing: number };
}

/** Who may buy which VIP pack for whom (spec §6, docs/money.md). */
export const vipPolicy = {
  /**
   * A membership given to someone else goes only to a member whose profile the buyer may see: never to a
   * hidden or closed account, nor across a block either way — and the answer does not tell which. Bought
   * from gold (`POST upgrade`) or through a payment gateway alike.
   */
  giveTo: action<BeneficiaryFacts>('vip.give-to', (actor, { forId, visible }) => {
    if (forId === actor.id) return () => fail.validation({ for: 'Choose another member, or leave this empty' });
    if (!visible) return () => fail.validation({ for: "User doesn't exist or hidden" }, "User doesn't exist or hidden");
    return ALLOW;
  }),
  /** The trial is once per account, for the one who gets it; partners may give it to others again and again. */
  trial: action<TrialFacts>('vip.trial', (_actor, { buyer, target }) => {
    const partnerGift = buyer.is_partner > 0 && target.id !== buyer.id;
    if ((!partnerGift && buyer.trialing !== 0) || target.trialing !== 0)
      return () => fail.code(400, ErrorCode.TrialUsed);
    return ALLOW;
  }),
};

import { ErrorCode } from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import { authorize, can, memberActor } from '../../platform/policy';
import { refusalOf } from '../../test/refusal';
import { vipPolicy } from './vip.policy';

const buyer = memberActor(1);

describe('VIP policy', () => {
  it('gives VIP to another member the buyer may see, never to themself as "another", nor to one they may not see', () => {
    expect(can(buyer, vipPolicy.giveTo, { forId: 2, visible: true })).toBe(true);
    expect(refusalOf(() => authorize(buyer, vipPolicy.giveTo, { forId: 1, visible: true }))).toMatchObject({
      status: 400,
      body: { code: ErrorCode.ValidationFailed, errors: { for: 'Choose another member, or leave this empty' } },
    });
    expect(refusalOf(() => authorize(buyer, vipPolicy.giveTo, { forId: 2, visible: false }))).toMatchObject({
      status: 400,
      body: { code: ErrorCode.ValidationFailed, errors: { for: "User doesn't exist or hidden" } },
    });
  });

  it('lets each account have the trial once; a partner may give it to others after using their own', () => {
    const fresh = { id: 1, is_partner: 0, trialing: 0 };
    const used = { ...fresh, trialing: 1 };
    const partner = { ...used, is_partner: 1 };
    const other = { id: 2, trialing: 0 };
    expect(can(buyer, vipPolicy.trial, { buyer: fresh, target: fresh })).toBe(true);
    expect(can(buyer, vipPolicy.trial, { buyer: fresh, target: other })).toBe(true);
    expect(can(buyer, vipPolicy.trial, { buyer: partner, target: other })).toBe(true);
    for (const facts of [
      { buyer: used, target: used },
      { buyer: used, target: other },
      { buyer: partner, target: { id: 2, trialing: 1 } },
    ]) {
      expect(refusalOf(() => authorize(buyer, vipPolicy.trial, facts))).toMatchObject({
        status: 400,
        body: { code: ErrorCode.TrialUsed },
      });
    }
  });
});

import { ErrorCode } from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import { authorize, can, memberActor, VISITOR } from '../../platform/policy';
import { refusalOf } from '../../test/refusal';
import { profilePolicy } from './profile.policy';

const owner = (visibility: string, status = 'active') => ({ id: 7, visibility, status });
const none = { friend: false, blocked: false };

describe('profile policy: the privacy rule of privacy.ts as an action', () => {
  it('follows canViewProfile: hidden profiles to VIPs and friends, public ones to visitors', () => {
    expect(can(memberActor(8), profilePolicy.view, { owner: owner('hidden'), between: none })).toBe(false);
    expect(can(memberActor(8, { vip: true }), profilePolicy.view, { owner: owner('hidden'), between: none })).toBe(
      true,
    );
    expect(
      can(memberActor(8), profilePolicy.view, { owner: owner('hidden'), between: { ...none, friend: true } }),
    ).toBe(true);
    expect(can(VISITOR, profilePolicy.view, { owner: owner('public'), between: none })).toBe(true);
    expect(can(VISITOR, profilePolicy.view, { owner: owner('registered'), between: none })).toBe(false);
    expect(can(memberActor(7), profilePolicy.view, { owner: owner('hidden', 'banned'), between: none })).toBe(true);
  });

  it('refuses with 400061, the same for hidden, blocked and inactive members', () => {
    const subjects = [
      { owner: owner('hidden'), between: none },
      { owner: owner('public'), between: { friend: false, blocked: true } },
      { owner: owner('public', 'banned'), between: none },
    ];
    for (const subject of subjects) {
      expect(refusalOf(() => authorize(memberActor(8), profilePolicy.view, subject))?.body.code).toBe(
        ErrorCode.HiddenProfile,
      );
    }
  });
});

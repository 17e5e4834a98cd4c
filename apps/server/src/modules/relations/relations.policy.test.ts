import { ErrorCode, RefusalReason } from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import { authorize, can, memberActor } from '../../platform/policy';
import { refusalOf } from '../../test/refusal';
import { relationsPolicy } from './relations.policy';

describe('relations policy', () => {
  it('a friend request goes to a member who takes them; else 400 friend_requests_closed', () => {
    expect(can(memberActor(1), relationsPolicy.request, { friendRequest: true })).toBe(true);
    expect(refusalOf(() => authorize(memberActor(1), relationsPolicy.request, { friendRequest: false }))).toEqual({
      status: 400,
      body: {
        code: ErrorCode.Plain,
        message: 'This member does not accept friend requests',
        reason: RefusalReason.FriendRequestsClosed,
      },
    });
  });
});

import { ErrorCode, RefusalReason } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { action, ALLOW } from '../../platform/policy';

/** A friend request's target as the rule sees them, once the profile rule let the sender see them. */
export interface RequestTarget {
  /** The target's `friend_request` setting: whether they take new requests. */
  friendRequest: boolean;
}

/** Who may do what in the social graph (spec §5 friends). Blocks and the profile rule are checked before. */
export const relationsPolicy = {
  /** A new friend request, to a member who takes them (400 friend_requests_closed otherwise). */
  request: action<RequestTarget>('relations.request', (_actor, target) =>
    target.friendRequest
      ? ALLOW
      : () =>
          fail.code(
            400,
            ErrorCode.Plain,
            'This member does not accept friend requests',
            undefined,
            RefusalReason.FriendRequestsClosed,
          ),
  ),
};

import { ErrorCode } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { ALLOW, action } from '../../platform/policy';
import { canViewProfile, type ProfileOwner, type ViewerToOwner } from './privacy';

/** The same refusal for an unknown, inactive, hidden or blocked member, so existence never leaks. */
export const hiddenProfile = () => fail.code(400, ErrorCode.HiddenProfile);

/**
 * Loading a profile (spec §8 "404 on user load"): an unknown or inactive member, and one who blocked the
 * viewer, answer the same 404; 400061 is kept for a profile hidden by its privacy level.
 */
export const memberNotFound = () => fail.notFound('User not found');

/** A profile as the rule sees it: its owner's privacy and the graph between viewer and owner. */
export interface ProfileSubject {
  owner: ProfileOwner;
  between: ViewerToOwner;
}

/**
 * Who may see a member (spec §6): the one privacy rule of `privacy.ts` (`canViewProfile`, and
 * `visibleToSql` for lists). Every surface that shows a member asks it, through here or the SQL form.
 */
export const profilePolicy = {
  /** A profile, and what shows its owner (their posts, album, a new conversation): 400061 otherwise. */
  view: action<ProfileSubject>('profile.view', (actor, { owner, between }) =>
    canViewProfile(actor.kind === 'member' ? { id: actor.id, vip: actor.vip } : null, owner, between)
      ? ALLOW
      : hiddenProfile,
  ),
};

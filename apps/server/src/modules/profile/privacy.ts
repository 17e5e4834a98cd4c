import type { Visibility } from '@yuanfen/contract';

/** Who is looking: a signed-in member (with their VIP state), or a visitor (null). */
export interface ProfileViewer {
  id: number;
  vip: boolean;
}

export interface ProfileOwner {
  id: number;
  visibility: string;
  status: string;
}

/** The graph between viewer and owner that the rule needs. */
export interface ViewerToOwner {
  friend: boolean;
  /** A block in either direction. */
  blocked: boolean;
}

/**
 * The one profile-visibility rule (spec §6): the owner always sees themself; a block in either direction
 * hides the profile; otherwise `public` → everyone, `registered` → signed-in members, `friends` → friends,
 * `hidden` → VIP members and friends. Inactive (banned, deactivated) accounts show to no one else.
 * `visibleToSql` (privacy.repo.ts) is the same rule for list queries; the privacy matrix test holds them equal.
 */
export function canViewProfile(viewer: ProfileViewer | null, owner: ProfileOwner, between: ViewerToOwner): boolean {
  if (viewer && viewer.id === owner.id) return true;
  if (owner.status !== 'active') return false;
  if (!viewer) return owner.visibility === 'public';
  if (between.blocked) return false;
  switch (owner.visibility as Visibility) {
    case 'public':
    case 'registered':
      return true;
    case 'friends':
      return between.friend;
    case 'hidden':
      return between.friend || viewer.vip;
    default:
      return false;
  }
}

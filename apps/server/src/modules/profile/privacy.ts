import type { Visibility } from '@yuanfen/contract';
import { sql, type SQL } from 'drizzle-orm';
import { blocks, friends, users } from '../../db/schema';

/** Who is looking: a signed-in member (with their VIP state), or a visitor (null). */
export interface ProfileViewer {
  id: number;
  vip: boolean;
}

/** A viewer whose VIP state a list query reads itself (`viewerVipSql`) instead of a lookup before it. */
export interface SqlViewer {
  id: number;
  vip: SQL;
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
 * `visibleToSql` below is the same rule for list queries; the privacy matrix test holds them equal.
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

/** `canViewProfile` as a condition on the `users` rows of a query. */
export function visibleToSql(viewer: ProfileViewer | SqlViewer | null): SQL {
  if (!viewer) return sql`(${users.status} = 'active' and ${users.visibility} = 'public')`;
  const v = viewer.id;
  // The viewer's blocks, both ways, as two uncorrelated subqueries: PostgreSQL reads each once (by index)
  // and hashes it, where a correlated OR re-scanned the blocks for every member a list went through.
  const blocked = sql`(${users.id} in (select ${blocks.target_id} from ${blocks} where ${blocks.user_id} = ${v}) or ${users.id} in (select ${blocks.user_id} from ${blocks} where ${blocks.target_id} = ${v}))`;
  const friend = sql`exists (select 1 from ${friends} where ${friends.user_id} = ${v} and ${friends.target_id} = ${users.id})`;
  const vip = typeof viewer.vip === 'boolean' ? (viewer.vip ? sql`true` : sql`false`) : viewer.vip;
  return sql`(${users.id} = ${v} or (${users.status} = 'active' and not ${blocked} and (
    ${users.visibility} in ('public', 'registered')
    or (${users.visibility} = 'friends' and ${friend})
    or (${users.visibility} = 'hidden' and (${vip} or ${friend})))))`;
}

/**
 * The viewer's VIP state as SQL, for a list query that reads it itself instead of a lookup before it: the
 * `isVip` rule of the contract (free, or VIP until the expiry) on the viewer's own row.
 */
export function viewerVipSql(viewerId: number, now: Date): SQL {
  return sql`exists (select 1 from ${users} v where v.id = ${viewerId} and (v.free = 1 or (v.vip = 1 and (v.vip_expired_at is null or v.vip_expired_at > ${now.toISOString()}))))`;
}

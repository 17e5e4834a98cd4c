import { Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks, friends, users } from '../../db/schema';
import type { ProfileViewer } from './privacy';

/**
 * The profile-visibility rule of privacy.ts as SQL, for the list queries of every repo (feeds, discovery,
 * cards, the realtime audience). The privacy matrix test holds the two forms equal.
 */

/** A viewer whose VIP state a list query reads itself (`viewerVipSql`) instead of a lookup before it. */
export interface SqlViewer {
  id: number;
  vip: SQL;
}

/** The columns of a `users` row (the table itself or an alias of it) the rule reads. */
export interface OwnerColumns {
  id: AnyPgColumn;
  status: AnyPgColumn;
  visibility: AnyPgColumn;
}

/**
 * `canViewProfile` as a condition on the `users` rows of a query, or on `owner`, an alias of `users` (a
 * subquery that applies the rule to other members than the outer query's `users`, e.g. comment writers).
 */
export function visibleToSql(viewer: ProfileViewer | SqlViewer | null, owner: OwnerColumns = users): SQL {
  if (!viewer) return sql`(${owner.status} = 'active' and ${owner.visibility} = 'public')`;
  const v = viewer.id;
  // The viewer's blocks, both ways, as two uncorrelated subqueries: PostgreSQL reads each once (by index)
  // and hashes it, where a correlated OR re-scanned the blocks for every member a list went through.
  const blocked = sql`(${owner.id} in (select ${blocks.target_id} from ${blocks} where ${blocks.user_id} = ${v}) or ${owner.id} in (select ${blocks.user_id} from ${blocks} where ${blocks.target_id} = ${v}))`;
  const friend = sql`exists (select 1 from ${friends} where ${friends.user_id} = ${v} and ${friends.target_id} = ${owner.id})`;
  const vip = typeof viewer.vip === 'boolean' ? (viewer.vip ? sql`true` : sql`false`) : viewer.vip;
  return sql`(${owner.id} = ${v} or (${owner.status} = 'active' and not ${blocked} and (
    ${owner.visibility} in ('public', 'registered')
    or (${owner.visibility} = 'friends' and ${friend})
    or (${owner.visibility} = 'hidden' and (${vip} or ${friend})))))`;
}

/**
 * The viewer's VIP state as SQL, for a list query that reads it itself instead of a lookup before it: the
 * `isVip` rule of the contract (free, or VIP until the expiry) on the viewer's own row.
 */
export function viewerVipSql(viewerId: number, now: Date | Placeholder): SQL {
  // A prepared statement passes the instant as a placeholder bound to its ISO text (db/prepared.ts).
  const at = now instanceof Placeholder ? now : now.toISOString();
  return sql`exists (select 1 from ${users} v where v.id = ${viewerId} and (v.free = 1 or (v.vip = 1 and (v.vip_expired_at is null or v.vip_expired_at > ${at}))))`;
}

/** A viewer for list queries whose VIP state the query itself reads (no lookup of the viewer before it). */
export const viewerReadingOwnVip = (viewerId: number, now: Date | Placeholder): SqlViewer => ({
  id: viewerId,
  vip: viewerVipSql(viewerId, now),
});

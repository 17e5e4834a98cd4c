import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blocks, friends, users } from '../db/schema';
import type { ProfileViewer } from '../modules/profile/privacy';
import { visibleToSql } from '../modules/profile/privacy.repo';

/**
 * Who may hear that a member came online or posted (the public `online` and `feed` events): those who
 * may see the member's profile (profile/privacy.ts), never someone blocked either way. `rooms` are
 * what the event goes to, `except` the members left out of them.
 */
export interface Audience {
  /** `everyone`: the public room (visitors too); `members`: signed-in sockets; otherwise these members. */
  reach: 'everyone' | 'members' | number[];
  except: number[];
}

export async function audienceOf(db: Db, memberId: number): Promise<Audience> {
  const [member] = await db
    .select({ visibility: users.visibility, status: users.status })
    .from(users)
    .where(eq(users.id, memberId));
  if (member?.status !== 'active') return { reach: [memberId], except: [] };
  const blocked = await db
    .select({ user_id: blocks.user_id, target_id: blocks.target_id })
    .from(blocks)
    .where(or(eq(blocks.user_id, memberId), eq(blocks.target_id, memberId)));
  const except = [...new Set(blocked.map((b) => (b.user_id === memberId ? b.target_id : b.user_id)))];
  if (member.visibility === 'public') return { reach: 'everyone', except };
  if (member.visibility === 'registered') return { reach: 'members', except };
  // `friends` and `hidden`: friends (VIP members, who may open a hidden profile, see it in lists and on
  // the profile; live announcements go to friends only).
  const rows = await db.select({ id: friends.target_id }).from(friends).where(eq(friends.user_id, memberId));
  const excluded = new Set(except);
  return { reach: [memberId, ...rows.map((r) => r.id).filter((id) => !excluded.has(id))], except: [] };
}

/** Of `userIds`, those whose profile the viewer (null: a visitor) may see. */
export async function visibleAmong(db: Db, viewer: ProfileViewer | null, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), visibleToSql(viewer)));
  return new Set(rows.map((r) => r.id));
}

/** Of `userIds`, those who have not chosen to appear offline (presence announces only them). */
export async function notOfflineAmong(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), ne(users.online_status, 'offline')));
  return new Set(rows.map((r) => r.id));
}

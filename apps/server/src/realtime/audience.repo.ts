import { and, inArray, ne, or } from 'drizzle-orm';
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
  return (await audiencesOf(db, [memberId])).get(memberId)!;
}

/**
 * The audience of each of `memberIds` in three statements whatever their number (the members, their
 * blocks either way, the friends of those whose profile only friends see): a batch of presence changes
 * is looked up at once.
 */
export async function audiencesOf(db: Db, memberIds: readonly number[]): Promise<Map<number, Audience>> {
  const ids = [...new Set(memberIds)];
  const audiences = new Map<number, Audience>();
  if (ids.length === 0) return audiences;
  const rows = await db
    .select({ id: users.id, visibility: users.visibility, status: users.status })
    .from(users)
    .where(inArray(users.id, ids));
  const members = new Map(rows.map((r) => [r.id, r]));
  const active = ids.filter((id) => members.get(id)?.status === 'active');
  const blocked = new Map<number, Set<number>>(active.map((id) => [id, new Set()]));
  if (active.length) {
    const edges = await db
      .select({ user_id: blocks.user_id, target_id: blocks.target_id })
      .from(blocks)
      .where(or(inArray(blocks.user_id, active), inArray(blocks.target_id, active)));
    for (const b of edges) {
      blocked.get(b.user_id)?.add(b.target_id);
      blocked.get(b.target_id)?.add(b.user_id);
    }
  }
  // `friends` and `hidden`: friends (VIP members, who may open a hidden profile, see it in lists and on
  // the profile; live announcements go to friends only).
  const closed = active.filter((id) => {
    const v = members.get(id)!.visibility;
    return v !== 'public' && v !== 'registered';
  });
  const friendsOf = new Map<number, number[]>(closed.map((id) => [id, []]));
  if (closed.length) {
    const rows = await db
      .select({ user_id: friends.user_id, id: friends.target_id })
      .from(friends)
      .where(inArray(friends.user_id, closed));
    for (const r of rows) friendsOf.get(r.user_id)?.push(r.id);
  }
  for (const id of ids) {
    const member = members.get(id);
    if (member?.status !== 'active') {
      audiences.set(id, { reach: [id], except: [] });
      continue;
    }
    const except = blocked.get(id)!;
    if (member.visibility === 'public') audiences.set(id, { reach: 'everyone', except: [...except] });
    else if (member.visibility === 'registered') audiences.set(id, { reach: 'members', except: [...except] });
    else audiences.set(id, { reach: [id, ...friendsOf.get(id)!.filter((f) => !except.has(f))], except: [] });
  }
  return audiences;
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

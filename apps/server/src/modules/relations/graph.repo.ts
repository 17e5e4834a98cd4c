import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { blocks, friendRequests, friends, likeNotices, likes, remarks, users, visits } from '../../db/schema';
import { visibleToSql, type SqlViewer } from '../profile/privacy.repo';
import { cardColumns } from '../profile/profile.repo';
import type { RelationFlags } from '../profile/profile.presenter';

type Edge = typeof likes | typeof blocks | typeof friendRequests | typeof friends;
const edge = (table: Edge, from: number, to: number) => and(eq(table.user_id, from), eq(table.target_id, to));
const eitherWay = (table: Edge, a: number, b: number) => or(edge(table, a, b), edge(table, b, a));
const exists = (table: Edge, from: number, to: number) =>
  sql<boolean>`exists (select 1 from ${table} where ${edge(table, from, to)})`;
const before = (id: PgColumn, maxId: number | undefined) => (maxId ? lt(id, maxId) : undefined);

/**
 * Whose card an edge list joins: members the viewer may see (the privacy rule, the viewer's VIP state
 * read in the statement), or, for the viewer's own blacklist, any active member.
 */
export type CardsFor = SqlViewer | 'active';
/**
 * The card of the member at the other end of each edge, joined to the edge page itself: null when the
 * viewer may not see them (the row stays, so the cursor still moves past them). One statement a page.
 */
export const cardOn = (other: PgColumn, cardsFor: CardsFor) =>
  and(eq(users.id, other), cardsFor === 'active' ? eq(users.status, 'active') : visibleToSql(cardsFor));
export const withCard = <T extends Record<string, unknown>>(fields: T) => ({ ...fields, card: cardColumns });

/** What lists of members need of the graph: friendship, and blocks either way. */
export type Standing = Pick<RelationFlags, 'friend' | 'blocked' | 'blocked_me'>;

/** Likes, visits, blocks and remarks: every SQL statement of the graph outside friendship. */
export const graphRepo = {
  /** Everything between viewer `a` and member `b`, in one round trip. */
  between: async (db: DbOrTx, a: number, b: number): Promise<RelationFlags> => {
    const [row] = await db
      .execute<Record<keyof RelationFlags, unknown>>(
        sql`select
      ${exists(likes, a, b)} as liked, ${exists(likes, b, a)} as liked_me,
      ${exists(friends, a, b)} as friend,
      ${exists(friendRequests, a, b)} as request_sent, ${exists(friendRequests, b, a)} as request_received,
      ${exists(blocks, a, b)} as blocked, ${exists(blocks, b, a)} as blocked_me,
      (select ${remarks.remark} from ${remarks} where ${remarks.user_id} = ${a} and ${remarks.target_id} = ${b}) as remark`,
      )
      .then((result) => result.rows);
    return {
      liked: row?.liked === true,
      liked_me: row?.liked_me === true,
      friend: row?.friend === true,
      request_sent: row?.request_sent === true,
      request_received: row?.request_received === true,
      blocked: row?.blocked === true,
      blocked_me: row?.blocked_me === true,
      remark: typeof row?.remark === 'string' ? row.remark : null,
    };
  },

  /** Friendship and blocks between viewer `a` and each of `ids`, in one statement however many ids. */
  standings: async (db: DbOrTx, a: number, ids: number[]): Promise<Map<number, Standing>> => {
    const standings = new Map(ids.map((id) => [id, { friend: false, blocked: false, blocked_me: false }]));
    if (!ids.length) return standings;
    const rows = await db
      .select({ friend: sql<boolean>`true`, from: friends.user_id, to: friends.target_id })
      .from(friends)
      .where(and(eq(friends.user_id, a), inArray(friends.target_id, ids)))
      .unionAll(
        db
          .select({ friend: sql<boolean>`false`, from: blocks.user_id, to: blocks.target_id })
          .from(blocks)
          .where(
            or(
              and(eq(blocks.user_id, a), inArray(blocks.target_id, ids)),
              and(inArray(blocks.user_id, ids), eq(blocks.target_id, a)),
            ),
          ),
      );
    for (const row of rows) {
      if (row.friend) standings.get(row.to)!.friend = true;
      else if (row.from === a) standings.get(row.to)!.blocked = true;
      else standings.get(row.from)!.blocked_me = true;
    }
    return standings;
  },

  // likes
  insertLike: async (db: DbOrTx, from: number, to: number) =>
    (await db.insert(likes).values({ user_id: from, target_id: to }).onConflictDoNothing().returning({ id: likes.id }))
      .length === 1,
  /** True the first time a like of this pair tells its member on `day`. */
  insertLikeNotice: async (db: DbOrTx, from: number, to: number, day: string) =>
    (
      await db
        .insert(likeNotices)
        .values({ user_id: from, target_id: to, day })
        .onConflictDoNothing()
        .returning({ day: likeNotices.day })
    ).length === 1,
  deleteLike: (db: DbOrTx, from: number, to: number) => db.delete(likes).where(edge(likes, from, to)),
  hasLike: async (db: DbOrTx, from: number, to: number) =>
    (
      await db
        .select({ id: likes.id })
        .from(likes)
        .where(edge(likes, from, to))
    ).length === 1,
  likedBy: (db: DbOrTx, cardsFor: CardsFor, userId: number, maxId: number | undefined, size: number) =>
    db
      .select(withCard({ id: likes.id, other: likes.target_id, at: likes.created_at }))
      .from(likes)
      .leftJoin(users, cardOn(likes.target_id, cardsFor))
      .where(and(eq(likes.user_id, userId), before(likes.id, maxId)))
      .orderBy(desc(likes.id))
      .limit(size + 1),
  likersOf: (db: DbOrTx, cardsFor: CardsFor, userId: number, maxId: number | undefined, size: number) =>
    db
      .select(withCard({ id: likes.id, other: likes.user_id, at: likes.created_at }))
      .from(likes)
      .leftJoin(users, cardOn(likes.user_id, cardsFor))
      .where(and(eq(likes.target_id, userId), before(likes.id, maxId)))
      .orderBy(desc(likes.id))
      .limit(size + 1),
  /** The viewer's likes that are returned. */
  mutualOf: (db: DbOrTx, cardsFor: CardsFor, userId: number, maxId: number | undefined, size: number) =>
    db
      .select(withCard({ id: likes.id, other: likes.target_id, at: likes.created_at }))
      .from(likes)
      .leftJoin(users, cardOn(likes.target_id, cardsFor))
      .where(
        and(
          eq(likes.user_id, userId),
          before(likes.id, maxId),
          sql`exists (select 1 from ${likes} back where back.user_id = ${likes.target_id} and back.target_id = ${userId})`,
        ),
      )
      .orderBy(desc(likes.id))
      .limit(size + 1),

  // visits
  insertVisit: async (db: DbOrTx, values: typeof visits.$inferInsert) =>
    (await db.insert(visits).values(values).onConflictDoNothing().returning({ id: visits.id })).length === 1,
  /** Each visitor once, at their latest visit. */
  visitorsOf: (db: DbOrTx, cardsFor: CardsFor, userId: number, maxId: number | undefined, size: number) =>
    db
      .select(withCard({ id: visits.id, other: visits.user_id, at: visits.created_at }))
      .from(visits)
      .leftJoin(users, cardOn(visits.user_id, cardsFor))
      .where(
        and(
          eq(visits.target_id, userId),
          before(visits.id, maxId),
          sql`${visits.id} = (select max(v.id) from ${visits} v where v.user_id = ${visits.user_id} and v.target_id = ${userId})`,
        ),
      )
      .orderBy(desc(visits.id))
      .limit(size + 1),

  // blocks
  insertBlock: async (db: DbOrTx, from: number, to: number) =>
    (
      await db
        .insert(blocks)
        .values({ user_id: from, target_id: to })
        .onConflictDoNothing()
        .returning({ id: blocks.id })
    ).length === 1,
  deleteBlock: (db: DbOrTx, from: number, to: number) => db.delete(blocks).where(edge(blocks, from, to)),
  blockedBy: (db: DbOrTx, cardsFor: CardsFor, userId: number, maxId: number | undefined, size: number) =>
    db
      .select(withCard({ id: blocks.id, other: blocks.target_id, at: blocks.created_at }))
      .from(blocks)
      .leftJoin(users, cardOn(blocks.target_id, cardsFor))
      .where(and(eq(blocks.user_id, userId), before(blocks.id, maxId)))
      .orderBy(desc(blocks.id))
      .limit(size + 1),
  /** A block ends everything else between the two: likes, requests and the friendship. */
  severAll: async (db: DbOrTx, a: number, b: number) => {
    await db.delete(likes).where(eitherWay(likes, a, b));
    await db.delete(friendRequests).where(eitherWay(friendRequests, a, b));
    await db.delete(friends).where(eitherWay(friends, a, b));
  },

  // remarks
  remark: async (db: DbOrTx, from: number, to: number) =>
    (
      await db
        .select({ remark: remarks.remark })
        .from(remarks)
        .where(and(eq(remarks.user_id, from), eq(remarks.target_id, to)))
    )[0]?.remark ?? null,
  setRemark: (db: DbOrTx, from: number, to: number, remark: string) =>
    db
      .insert(remarks)
      .values({ user_id: from, target_id: to, remark })
      .onConflictDoUpdate({ target: [remarks.user_id, remarks.target_id], set: { remark, updated_at: new Date() } }),
  deleteRemark: (db: DbOrTx, from: number, to: number) =>
    db.delete(remarks).where(and(eq(remarks.user_id, from), eq(remarks.target_id, to))),
};

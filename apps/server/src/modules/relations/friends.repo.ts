import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { friendRequests, friends, remarks, users } from '../../db/schema';
import { cardOn, withCard, type CardsFor } from './graph.repo';

const request = (from: number, to: number) => and(eq(friendRequests.user_id, from), eq(friendRequests.target_id, to));
const friendship = (a: number, b: number) => and(eq(friends.user_id, a), eq(friends.target_id, b));

/** Friendships with the friend's card (null when the viewer may not see them) and the viewer's remark. */
const friendsWithCards = (db: DbOrTx, cardsFor: CardsFor, userId: number) =>
  db
    .select(withCard({ id: friends.id, other: friends.target_id, top: friends.top, remark: remarks.remark }))
    .from(friends)
    .leftJoin(users, cardOn(friends.target_id, cardsFor))
    .leftJoin(remarks, and(eq(remarks.user_id, userId), eq(remarks.target_id, friends.target_id)))
    .$dynamic();

/** Friend requests and friendships: every SQL statement of friendship. */
export const friendsRepo = {
  areFriends: async (db: DbOrTx, a: number, b: number) =>
    (await db.select({ id: friends.id }).from(friends).where(friendship(a, b))).length === 1,
  friendRow: async (db: DbOrTx, a: number, b: number) => (await db.select().from(friends).where(friendship(a, b)))[0],

  insertRequest: async (db: DbOrTx, from: number, to: number) =>
    (
      await db
        .insert(friendRequests)
        .values({ user_id: from, target_id: to })
        .onConflictDoNothing()
        .returning({ id: friendRequests.id })
    ).length === 1,
  /** Deletes a pending request; true when there was one. */
  deleteRequest: async (db: DbOrTx, from: number, to: number) =>
    (await db.delete(friendRequests).where(request(from, to)).returning({ id: friendRequests.id })).length === 1,
  incoming: (db: DbOrTx, cardsFor: CardsFor, userId: number, maxId: number | undefined, size: number) =>
    db
      .select(withCard({ id: friendRequests.id, other: friendRequests.user_id, at: friendRequests.created_at }))
      .from(friendRequests)
      .leftJoin(users, cardOn(friendRequests.user_id, cardsFor))
      .where(and(eq(friendRequests.target_id, userId), maxId ? lt(friendRequests.id, maxId) : undefined))
      .orderBy(desc(friendRequests.id))
      .limit(size + 1),

  /** Both sides become friends; the new rows are the newest, so each sees the other first. */
  befriend: async (db: DbOrTx, a: number, b: number) => {
    await db.delete(friendRequests).where(or(request(a, b), request(b, a)));
    await db
      .insert(friends)
      .values([
        { user_id: a, target_id: b },
        { user_id: b, target_id: a },
      ])
      .onConflictDoNothing();
  },
  unfriend: async (db: DbOrTx, a: number, b: number) =>
    (
      await db
        .delete(friends)
        .where(or(friendship(a, b), friendship(b, a)))
        .returning({ id: friends.id })
    ).length > 0,
  setTop: (db: DbOrTx, a: number, b: number, top: number) => db.update(friends).set({ top }).where(friendship(a, b)),

  /** Pinned friends, all on the first page, newest first, each with their card and the viewer's remark. */
  pinned: (db: DbOrTx, cardsFor: CardsFor, userId: number) =>
    friendsWithCards(db, cardsFor, userId)
      .where(and(eq(friends.user_id, userId), eq(friends.top, 1)))
      .orderBy(desc(friends.id)),
  unpinned: (db: DbOrTx, cardsFor: CardsFor, userId: number, maxId: number | undefined, size: number) =>
    friendsWithCards(db, cardsFor, userId)
      .where(and(eq(friends.user_id, userId), eq(friends.top, 0), maxId ? lt(friends.id, maxId) : undefined))
      .orderBy(desc(friends.id))
      .limit(size + 1),
};

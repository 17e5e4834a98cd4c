import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { blocks, feedComments, feedReactions, feeds, reports, users } from '../../db/schema';
import type { ProfileViewer } from '../profile/privacy';
import { visibleToSql, type SqlViewer } from '../profile/privacy.repo';
import { authorColumns } from './author.repo';

/** A comment with the writer's columns the list shows (and their language, for translation). */
const commentColumns = {
  id: feedComments.id,
  feed_id: feedComments.feed_id,
  user_id: feedComments.user_id,
  content: feedComments.content,
  lang: feedComments.lang,
  created_at: feedComments.created_at,
  post_user_id: feeds.user_id,
  ...authorColumns,
};
const selectComments = (db: DbOrTx) =>
  db
    .select(commentColumns)
    .from(feedComments)
    .innerJoin(feeds, eq(feeds.id, feedComments.feed_id))
    .innerJoin(users, eq(users.id, feedComments.user_id));
export type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

/**
 * Live comments on live posts whose writer the viewer may see: the profile rule (hidden, blocked either
 * way, banned or deactivated writers never show), applied to the comment's writer as to a post's author.
 */
const visibleComments = (viewer: ProfileViewer | null) =>
  and(isNull(feedComments.deleted_at), isNull(feeds.deleted_at), visibleToSql(viewer));

/** Comments the viewer reported are hidden from them at once, as reported posts are. */
const notReportedBy = (viewerId: number | undefined, comment: { id: AnyPgColumn } = feedComments) =>
  viewerId === undefined
    ? undefined
    : sql`${comment.id} not in (select ${reports.related_id} from ${reports} where ${reports.reporter_id} = ${viewerId} and ${reports.type} = 'comment')`;

const COUNTED = 'counted_comment';
const WRITER = 'counted_writer';
const counted = alias(feedComments, COUNTED);
const countedWriter = alias(users, WRITER);

/**
 * The number of a post's comments the viewer would list (`GET feeds/{id}/comments`), as a column of a
 * query over `feeds`: the same rules as `page` (live comments, writers the viewer may see, none they
 * reported), so the count on a post never counts what its list hides from that viewer (issue 21). The rule
 * depends on the writers' state and the viewer's relations, which change without any comment write, so it
 * is read with the page (one correlated subquery by the `(feed_id, id)` index, no extra statement); a post
 * whose stored count is 0 (most posts) skips it.
 */
export function visibleCommentCountSql(viewer: ProfileViewer | SqlViewer | null): SQL<number> {
  const listed = sql`select count(*)::int from ${feedComments} as ${sql.identifier(COUNTED)} inner join ${users} as ${sql.identifier(WRITER)} on ${countedWriter.id} = ${counted.user_id} where ${counted.feed_id} = "feeds"."id" and ${counted.deleted_at} is null and ${visibleToSql(viewer, countedWriter)}${viewer ? sql` and ${notReportedBy(viewer.id, counted)}` : sql``}`;
  // Nested, and the outer post spelled out: in a one-table select list Drizzle leaves top-level columns
  // unqualified, which would make the writer's "id" the post's.
  return sql<number>`(case when "feeds"."comment_count" = 0 then 0 else (${listed}) end)`;
}

/** Every SQL statement of comments and reactions. Counters on `feeds` change in the caller's transaction. */
export const commentRepo = {
  /** A page of a post's comments, newest (highest id) first, size + 1 rows. */
  page: (db: DbOrTx, viewer: ProfileViewer | null, feedId: number, maxId: number | undefined, size: number) =>
    selectComments(db)
      .where(
        and(
          eq(feedComments.feed_id, feedId),
          visibleComments(viewer),
          notReportedBy(viewer?.id),
          maxId ? lt(feedComments.id, maxId) : undefined,
        ),
      )
      .orderBy(desc(feedComments.id))
      .limit(size + 1),

  /** One comment as the viewer may see it (its post's visibility is the caller's check). */
  visibleById: async (db: DbOrTx, viewer: ProfileViewer | null, id: number) =>
    (await selectComments(db).where(and(eq(feedComments.id, id), visibleComments(viewer))))[0],

  /** A live comment of a live post, with the post's author (for the delete rule). */
  live: async (db: DbOrTx, feedId: number, id: number) =>
    (
      await db
        .select({ id: feedComments.id, user_id: feedComments.user_id, post_user_id: feeds.user_id })
        .from(feedComments)
        .innerJoin(feeds, eq(feeds.id, feedComments.feed_id))
        .where(
          and(
            eq(feedComments.id, id),
            eq(feedComments.feed_id, feedId),
            isNull(feedComments.deleted_at),
            isNull(feeds.deleted_at),
          ),
        )
    )[0],

  /** A live post's author and the blocks between them and the member, either way. */
  pair: async (db: DbOrTx, feedId: number, memberId: number) =>
    (
      await db
        .select({
          id: feeds.id,
          user_id: feeds.user_id,
          // Spelled out: in a select list Drizzle leaves columns unqualified, and "user_id" would be the block's.
          blocking: sql<boolean>`exists (select 1 from ${blocks} b where b.user_id = ${memberId} and b.target_id = "feeds"."user_id")`,
          blockedBy: sql<boolean>`exists (select 1 from ${blocks} b where b.user_id = "feeds"."user_id" and b.target_id = ${memberId})`,
        })
        .from(feeds)
        .where(and(eq(feeds.id, feedId), isNull(feeds.deleted_at)))
    )[0],

  /** The member's name and avatar, as a notification names them. */
  member: async (db: DbOrTx, id: number) =>
    (await db.select({ name: users.name, avatar: users.avatar }).from(users).where(eq(users.id, id)))[0],

  insert: async (
    db: DbOrTx,
    values: { feed_id: number; user_id: number; content: string; lang: string; created_at: Date },
  ) => (await db.insert(feedComments).values(values).returning({ id: feedComments.id }))[0]!,

  /** Soft-deletes a live comment; answers its post when it was live (a second delete changes nothing). */
  softDelete: async (db: DbOrTx, id: number, at: Date) =>
    (
      await db
        .update(feedComments)
        .set({ deleted_at: at })
        .where(and(eq(feedComments.id, id), isNull(feedComments.deleted_at)))
        .returning({ feed_id: feedComments.feed_id })
    )[0],

  /** The number of a post's comments the viewer would list (after a delete, for the post's count). */
  visibleCount: async (db: DbOrTx, viewer: ProfileViewer | SqlViewer, feedId: number) =>
    (
      await db
        .select({ n: visibleCommentCountSql(viewer) })
        .from(feeds)
        .where(eq(feeds.id, feedId))
    )[0]?.n ?? 0,

  /** Adds to a post's comment count in place (one row update: concurrent writers queue on the row). */
  countComments: async (db: DbOrTx, feedId: number, by: 1 | -1) =>
    (
      await db
        .update(feeds)
        .set({ comment_count: sql`greatest(${feeds.comment_count} + ${by}, 0)` })
        .where(eq(feeds.id, feedId))
        .returning({ comment_count: feeds.comment_count })
    )[0]?.comment_count ?? 0,

  /** What an operator judges of a reported comment (deleted ones too). */
  forModeration: async (db: DbOrTx, id: number) =>
    (await db.select().from(feedComments).where(eq(feedComments.id, id)))[0],

  /**
   * Locks a live post for a reaction change: reactions to one post are counted one after another, so the
   * counts read and written back under the lock are exact whatever runs at once.
   */
  lockPost: async (db: DbOrTx, feedId: number) =>
    (
      await db
        .select({ id: feeds.id, reactions: feeds.reactions })
        .from(feeds)
        .where(and(eq(feeds.id, feedId), isNull(feeds.deleted_at)))
        .for('no key update')
    )[0],

  reactionOf: async (db: DbOrTx, feedId: number, userId: number) =>
    (
      await db
        .select({ emoji: feedReactions.emoji })
        .from(feedReactions)
        .where(and(eq(feedReactions.feed_id, feedId), eq(feedReactions.user_id, userId)))
    )[0]?.emoji ?? null,

  setReaction: (db: DbOrTx, feedId: number, userId: number, emoji: string, at: Date) =>
    db
      .insert(feedReactions)
      .values({ feed_id: feedId, user_id: userId, emoji, created_at: at })
      .onConflictDoUpdate({ target: [feedReactions.feed_id, feedReactions.user_id], set: { emoji } }),

  removeReaction: (db: DbOrTx, feedId: number, userId: number) =>
    db.delete(feedReactions).where(and(eq(feedReactions.feed_id, feedId), eq(feedReactions.user_id, userId))),

  writeReactions: (db: DbOrTx, feedId: number, reactions: Record<string, number>) =>
    db.update(feeds).set({ reactions }).where(eq(feeds.id, feedId)),
};

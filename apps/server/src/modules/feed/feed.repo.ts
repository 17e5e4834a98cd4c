import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { param, prepared } from '../../db/prepared';
import { feedReactions, feeds, reports, users } from '../../db/schema';
import type { ProfileViewer } from '../profile/privacy';
import { viewerReadingOwnVip, visibleToSql, type SqlViewer } from '../profile/privacy.repo';
import { authorColumns } from './author.repo';
import { visibleCommentCountSql } from './comment.repo';

/**
 * A post with the author columns the feed item shows, its counters, and the viewer's own reaction read in
 * the same statement (a correlated lookup by the reactions' primary key), so a page costs no extra query.
 * `comment_count` is the number of comments this viewer would list (comment.repo.ts), not the stored total.
 */
const itemColumns = (viewer: ProfileViewer | SqlViewer | null) => {
  const viewerId = viewer?.id ?? null;
  return {
    id: feeds.id,
    user_id: feeds.user_id,
    content: feeds.content,
    upload_ids: feeds.upload_ids,
    lang: feeds.lang,
    created_at: feeds.created_at,
    ...authorColumns,
    birthday: users.birthday,
    country: users.country,
    comment_count: visibleCommentCountSql(viewer),
    reactions: feeds.reactions,
    my_reaction:
      viewerId === null
        ? sql<string | null>`null::text`
        : sql<
            string | null
          >`(select r.emoji from ${feedReactions} r where r.feed_id = "feeds"."id" and r.user_id = ${viewerId})`,
  };
};
const selectItems = (db: DbOrTx, viewer: ProfileViewer | null) =>
  db.select(itemColumns(viewer)).from(feeds).innerJoin(users, eq(users.id, feeds.user_id));
export type FeedItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** Live posts whose author the viewer may see (the privacy rule, blocks either way, active accounts). */
const visiblePosts = (viewer: ProfileViewer | SqlViewer | null) => and(isNull(feeds.deleted_at), visibleToSql(viewer));

/** Posts the viewer reported are hidden from their lists at once (issue 19); the post's own page stays. */
const notReportedBy = (viewerId: number | undefined) =>
  viewerId === undefined
    ? undefined
    : sql`${feeds.id} not in (select ${reports.related_id} from ${reports} where ${reports.reporter_id} = ${viewerId} and ${reports.type} = 'feed')`;

/**
 * The home feed also leaves out every post of a member the viewer reported (issue 19); that member's own
 * page, opened from a link, still lists them. Both subqueries are served by the reports' unique index.
 */
const notByReportedMember = (viewerId: number | undefined) =>
  viewerId === undefined
    ? undefined
    : sql`${feeds.user_id} not in (select ${reports.related_id} from ${reports} where ${reports.reporter_id} = ${viewerId} and ${reports.type} = 'user')`;

/** The signed-in reader's row, joined to their own page (what makes them a `Person`, and whom they seek). */
const readerOf = alias(users, 'reader');
const readerColumns = {
  id: readerOf.id,
  name: readerOf.name,
  status: readerOf.status,
  language: readerOf.language,
  languages: readerOf.languages,
  translate_engine: readerOf.translate_engine,
  vip: readerOf.vip,
  free: readerOf.free,
  vip_expired_at: readerOf.vip_expired_at,
  interest: readerOf.interest,
  roles: readerOf.roles,
};

/** Every SQL statement of the news feed. Lists fetch size + 1 rows, newest (highest id) first. */
export const feedRepo = {
  /** The home feed: authors of the gender the viewer seeks (everyone when unset), and the viewer's own. */
  home: (db: DbOrTx, viewer: ProfileViewer | null, interest: number | null, maxId: number | undefined, size: number) =>
    selectItems(db, viewer)
      .where(
        and(
          visiblePosts(viewer),
          notReportedBy(viewer?.id),
          notByReportedMember(viewer?.id),
          interest === null ? undefined : or(eq(users.gender, interest), viewer ? eq(users.id, viewer.id) : undefined),
          maxId ? lt(feeds.id, maxId) : undefined,
        ),
      )
      .orderBy(desc(feeds.id))
      .limit(size + 1),

  /**
   * A signed-in member's home feed in one statement: the reader's own facts (whom they seek, their VIP
   * state for the privacy rule, what they read translations in) are read in the page's statement, joined
   * to each row, instead of a lookup before it. An account no longer active reads nothing. Prepared
   * (db/prepared.ts): one statement for the first page and one for an older page (the cursor's condition),
   * the page size written in it (a `limit` parameter would make PostgreSQL's generic plan guess 10 % of the rows).
   */
  homeOf: (db: DbOrTx, viewerId: number, now: Date, maxId: number | undefined, size: number) =>
    prepared(db, `feed_home${maxId ? '_older' : ''}_${size}`, (db, name) => {
      const viewer = param<number>('viewer');
      const sqlViewer = viewerReadingOwnVip(viewer, sql.placeholder('now'));
      return db
        .select({ ...itemColumns(sqlViewer), reader: readerColumns })
        .from(feeds)
        .innerJoin(users, eq(users.id, feeds.user_id))
        .innerJoin(readerOf, and(eq(readerOf.id, viewer), eq(readerOf.status, 'active')))
        .where(
          and(
            visiblePosts(sqlViewer),
            notReportedBy(viewer),
            notByReportedMember(viewer),
            or(isNull(readerOf.interest), eq(users.gender, readerOf.interest), eq(users.id, viewer)),
            maxId ? lt(feeds.id, param<number>('maxId')) : undefined,
          ),
        )
        .orderBy(desc(feeds.id))
        .limit(size + 1)
        .prepare(name);
    }).execute({ viewer: viewerId, now: now.toISOString(), maxId }),

  /** One member's posts (the caller has checked the viewer may see the profile). */
  byUser: (db: DbOrTx, viewer: ProfileViewer | null, userId: number, maxId: number | undefined, size: number) =>
    selectItems(db, viewer)
      .where(
        and(
          visiblePosts(viewer),
          notReportedBy(viewer?.id),
          eq(feeds.user_id, userId),
          maxId ? lt(feeds.id, maxId) : undefined,
        ),
      )
      .orderBy(desc(feeds.id))
      .limit(size + 1),

  visibleById: async (db: DbOrTx, viewer: ProfileViewer | null, id: number) =>
    (await selectItems(db, viewer).where(and(visiblePosts(viewer), eq(feeds.id, id))))[0],

  live: async (db: DbOrTx, id: number) =>
    (
      await db
        .select({ id: feeds.id, user_id: feeds.user_id })
        .from(feeds)
        .where(and(eq(feeds.id, id), isNull(feeds.deleted_at)))
    )[0],

  /** Serialises one member's posting, so the rolling limit holds under concurrent requests. */
  lockAuthor: (db: DbOrTx, userId: number) =>
    db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update'),

  /** Posts since `since`, deleted ones included: deleting does not give a post back. */
  countSince: async (db: DbOrTx, userId: number, since: Date) =>
    (
      await db
        .select({ n: count() })
        .from(feeds)
        .where(and(eq(feeds.user_id, userId), gt(feeds.created_at, since)))
    )[0]?.n ?? 0,

  insert: async (
    db: DbOrTx,
    values: {
      user_id: number;
      content: string;
      lang: string;
      upload_ids: number[];
      client_id: string | null;
      created_at: Date;
    },
  ) => (await db.insert(feeds).values(values).returning({ id: feeds.id }))[0]!,

  /** The author's post published with that client id, deleted or not. */
  byClientId: async (db: DbOrTx, userId: number, clientId: string) =>
    (
      await db
        .select({ id: feeds.id })
        .from(feeds)
        .where(and(eq(feeds.user_id, userId), eq(feeds.client_id, clientId)))
    )[0],

  softDelete: (db: DbOrTx, id: number, at: Date) =>
    db
      .update(feeds)
      .set({ deleted_at: at })
      .where(and(eq(feeds.id, id), isNull(feeds.deleted_at))),
};

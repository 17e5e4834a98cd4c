import { and, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feeds, users } from '../../db/schema';
import type { ProfileViewer } from '../profile/privacy';
import { visibleToSql } from '../profile/privacy.repo';

/** A post with the author columns the feed item shows. */
const itemColumns = {
  id: feeds.id,
  user_id: feeds.user_id,
  content: feeds.content,
  upload_ids: feeds.upload_ids,
  lang: feeds.lang,
  created_at: feeds.created_at,
  language: users.language,
  name: users.name,
  avatar: users.avatar,
  vip: users.vip,
  free: users.free,
  vip_expired_at: users.vip_expired_at,
  birthday: users.birthday,
  country: users.country,
};
const selectItems = (db: DbOrTx) => db.select(itemColumns).from(feeds).innerJoin(users, eq(users.id, feeds.user_id));
export type FeedItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** Live posts whose author the viewer may see (the privacy rule, blocks either way, active accounts). */
const visiblePosts = (viewer: ProfileViewer | null) => and(isNull(feeds.deleted_at), visibleToSql(viewer));

/** Every SQL statement of the news feed. Lists fetch size + 1 rows, newest (highest id) first. */
export const feedRepo = {
  /** The home feed: authors of the gender the viewer seeks (everyone when unset), and the viewer's own. */
  home: (db: DbOrTx, viewer: ProfileViewer | null, interest: number | null, maxId: number | undefined, size: number) =>
    selectItems(db)
      .where(
        and(
          visiblePosts(viewer),
          interest === null ? undefined : or(eq(users.gender, interest), viewer ? eq(users.id, viewer.id) : undefined),
          maxId ? lt(feeds.id, maxId) : undefined,
        ),
      )
      .orderBy(desc(feeds.id))
      .limit(size + 1),

  /** One member's posts (the caller has checked the viewer may see the profile). */
  byUser: (db: DbOrTx, viewer: ProfileViewer | null, userId: number, maxId: number | undefined, size: number) =>
    selectItems(db)
      .where(and(visiblePosts(viewer), eq(feeds.user_id, userId), maxId ? lt(feeds.id, maxId) : undefined))
      .orderBy(desc(feeds.id))
      .limit(size + 1),

  visibleById: async (db: DbOrTx, viewer: ProfileViewer | null, id: number) =>
    (await selectItems(db).where(and(visiblePosts(viewer), eq(feeds.id, id))))[0],

  live: async (db: DbOrTx, id: number) =>
    (
      await db
        .select({ id: feeds.id, user_id: feeds.user_id })
        .from(feeds)
        .where(and(eq(feeds.id, id), isNull(feeds.deleted_at)))
    )[0],

  /** Serialises one member's posting, so the rolling limit holds under concurrent requests. */
  lockAuthor: (db: DbOrTx, userId: number) =>
    db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update'),

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

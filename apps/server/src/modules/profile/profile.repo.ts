import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { param, prepared } from '../../db/prepared';
import { blocks, friendRequests, friends, likes, remarks, users, verifications } from '../../db/schema';
import { accountRepo, type UserRow } from '../account/account.repo';
import type { ProfileViewer } from './privacy';
import { visibleToSql, type SqlViewer } from './privacy.repo';

export const cardColumns = {
  id: users.id,
  name: users.name,
  avatar: users.avatar,
  gender: users.gender,
  vip: users.vip,
  free: users.free,
  vip_expired_at: users.vip_expired_at,
  verified: users.verified,
  birthday: users.birthday,
  marriage: users.marriage,
  country: users.country,
  city: users.city,
  online_status: users.online_status,
  status: users.status,
  visibility: users.visibility,
  friend_request: users.friend_request,
};
const selectCards = (db: DbOrTx) => db.select(cardColumns).from(users);
export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

const viewerRow = alias(users, 'viewer');

const readerColumns = (table: typeof users | typeof viewerRow) => ({
  id: table.id,
  name: table.name,
  status: table.status,
  language: table.language,
  languages: table.languages,
  translate_engine: table.translate_engine,
  vip: table.vip,
  free: table.free,
  vip_expired_at: table.vip_expired_at,
  interest: table.interest,
  roles: table.roles,
});

const selectReaders = (db: DbOrTx) => db.select(readerColumns(users)).from(users);
type ReaderRow = Awaited<ReturnType<typeof selectReaders>>[number];

/** Whether an edge from `from` to `to` exists in a graph table (the relation flags of a profile). */
const edgeExists = (table: typeof likes | typeof friends | typeof friendRequests | typeof blocks, from: SQL, to: SQL) =>
  sql<boolean>`exists (select 1 from ${table} where ${table.user_id} = ${from} and ${table.target_id} = ${to})`;

/** Every SQL statement of the profile module: the profile and privacy columns of `users`. */
export const profileRepo = {
  find: async (db: DbOrTx, id: number): Promise<UserRow | undefined> =>
    (await db.select().from(users).where(eq(users.id, id)))[0],
  /** Written by the one writer of `users` (account.repo.ts). */
  update: (db: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>) =>
    accountRepo.updateUser(db, id, values),
  /** The members among `ids` the viewer may see (privacy rule in SQL). */
  visibleCards: (db: DbOrTx, viewer: ProfileViewer | SqlViewer | null, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([] as CardRow[])
      : selectCards(db).where(and(inArray(users.id, ids), visibleToSql(viewer))),
  /** Active members among `ids`, whatever their privacy (the viewer's own blacklist). */
  activeCards: (db: DbOrTx, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([] as CardRow[])
      : selectCards(db).where(and(inArray(users.id, ids), eq(users.status, 'active'))),
  /** Active members among `ids` whatever their privacy, each with whether the viewer may see them. */
  activeCardsSeenBy: (db: DbOrTx, viewer: SqlViewer, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([] as (CardRow & { visible: boolean })[])
      : db
          .select({ ...cardColumns, visible: sql<boolean>`${visibleToSql(viewer)}` })
          .from(users)
          .where(and(inArray(users.id, ids), eq(users.status, 'active'))),
  card: async (db: DbOrTx, id: number) => (await selectCards(db).where(eq(users.id, id)))[0],
  /**
   * A profile as `GET user/{id}` reads it, in one statement: the owner's row, the viewer's row (who they
   * are to the privacy rule and what they read translations in; null for a visitor) and everything
   * between the two (graph.repo's `between`, the same flags).
   */
  profileRead: async (db: DbOrTx, viewerId: number | null, ownerId: number) => {
    // Prepared (db/prepared.ts): one statement for a visitor (every flag a constant false), one for a member.
    const [row] = await prepared(db, viewerId === null ? 'profile_read_visitor' : 'profile_read', (db, name) => {
      const v = sql`${param<number>('viewer')}::bigint`;
      const o = users.id;
      const flag = (value: SQL<boolean>) => (viewerId === null ? sql<boolean>`false` : value);
      return db
        .select({
          owner: getTableColumns(users),
          viewer: readerColumns(viewerRow),
          liked: flag(edgeExists(likes, v, sql`${o}`)),
          liked_me: flag(edgeExists(likes, sql`${o}`, v)),
          friend: flag(edgeExists(friends, v, sql`${o}`)),
          request_sent: flag(edgeExists(friendRequests, v, sql`${o}`)),
          request_received: flag(edgeExists(friendRequests, sql`${o}`, v)),
          blocked: flag(edgeExists(blocks, v, sql`${o}`)),
          blocked_me: flag(edgeExists(blocks, sql`${o}`, v)),
          remark: sql<
            string | null
          >`(select ${remarks.remark} from ${remarks} where ${remarks.user_id} = ${v} and ${remarks.target_id} = ${o})`,
          // When the selfie was approved (issue 19): the profile marks the photos uploaded since.
          verified_at: sql<
            string | Date | null
          >`(select max(${verifications.reviewed_at}) from ${verifications} where ${verifications.user_id} = ${o} and ${verifications.status} = 'verified')`,
        })
        .from(users)
        .leftJoin(viewerRow, eq(viewerRow.id, v))
        .where(eq(users.id, param<number>('owner')))
        .prepare(name);
    }).execute({ viewer: viewerId ?? 0, owner: ownerId });
    if (!row) return undefined;
    // The left join's columns are all null for a visitor or an unknown viewer: no viewer then.
    const viewer = row.viewer?.id == null ? null : (row.viewer as ReaderRow);
    return { ...row, viewer };
  },
  /** What translation needs of readers (their language, engine setting and VIP), and whom they seek. */
  readers: (db: DbOrTx, ids: number[]) => selectReaders(db).where(inArray(users.id, ids)),
};

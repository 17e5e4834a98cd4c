import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
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
  /** What translation needs of readers (their language, engine setting and VIP), and whom they seek. */
  readers: (db: DbOrTx, ids: number[]) =>
    db
      .select({
        id: users.id,
        name: users.name,
        status: users.status,
        language: users.language,
        translate_engine: users.translate_engine,
        vip: users.vip,
        free: users.free,
        vip_expired_at: users.vip_expired_at,
        interest: users.interest,
        role: users.role,
      })
      .from(users)
      .where(inArray(users.id, ids)),
};

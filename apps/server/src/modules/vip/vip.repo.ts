import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

const vipColumns = {
  id: users.id,
  name: users.name,
  status: users.status,
  balance: users.balance,
  vip: users.vip,
  free: users.free,
  vip_expired_at: users.vip_expired_at,
  trialing: users.trialing,
  is_partner: users.is_partner,
};

export type VipRow = NonNullable<Awaited<ReturnType<typeof vipRepo.find>>>;

/** Every SQL statement of the VIP module: the membership columns of `users`. */
export const vipRepo = {
  find: async (db: DbOrTx, id: number) => (await db.select(vipColumns).from(users).where(eq(users.id, id)))[0],
  /** Locks the members in id order for the rest of the transaction (no deadlock between two upgrades). */
  lock: (db: DbOrTx, ids: number[]) =>
    db.select(vipColumns).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update'),
  setVip: async (db: DbOrTx, id: number, values: { vip_expired_at: Date; trialing?: number }) =>
    (
      await db
        .update(users)
        .set({ vip: 1, ...values })
        .where(eq(users.id, id))
        .returning(vipColumns)
    )[0]!,
  useTrial: (db: DbOrTx, id: number) => db.update(users).set({ trialing: 1 }).where(eq(users.id, id)),
  /** Ends paid memberships whose expiry passed; `free` is left as it is. */
  endExpired: async (db: DbOrTx, now: Date) =>
    db
      .update(users)
      .set({ vip: 0 })
      .where(and(eq(users.vip, 1), isNotNull(users.vip_expired_at), lt(users.vip_expired_at, now)))
      .returning({ id: users.id }),
};

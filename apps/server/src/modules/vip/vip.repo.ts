import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { accountRepo, membershipColumns } from '../account/account.repo';

const vipColumns = membershipColumns;

export type VipRow = NonNullable<Awaited<ReturnType<typeof vipRepo.find>>>;

/** Every SQL statement of the VIP module: the membership columns of `users`. */
export const vipRepo = {
  find: async (db: DbOrTx, id: number) => (await db.select(vipColumns).from(users).where(eq(users.id, id)))[0],
  /** Locks the members in id order for the rest of the transaction (no deadlock between two upgrades). */
  lock: (db: DbOrTx, ids: number[]) =>
    db.select(vipColumns).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('no key update'),
  // The writes go through the one writer of `users` (account.repo.ts).
  setVip: (db: DbOrTx, id: number, values: { vip_expired_at: Date; trialing?: number }) =>
    accountRepo.setVip(db, id, values),
  useTrial: (db: DbOrTx, id: number) => accountRepo.useTrial(db, id),
  /** Ends paid memberships whose expiry passed; `free` is left as it is. */
  endExpired: (db: DbOrTx, now: Date) => accountRepo.endExpiredVip(db, now),
};

import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recoveryCodes, twoFactor } from '../../db/schema';

/** Every SQL statement of operators' second factor. */
export const twoFactorRepo = {
  find: async (db: DbOrTx, userId: number) =>
    (await db.select().from(twoFactor).where(eq(twoFactor.user_id, userId)))[0],
  /** Stores a new secret awaiting its first code; an enabled secret stays as it is. */
  savePending: (db: DbOrTx, userId: number, sealed: string) =>
    db
      .insert(twoFactor)
      .values({ user_id: userId, pending_secret: sealed })
      .onConflictDoUpdate({ target: twoFactor.user_id, set: { pending_secret: sealed } }),
  /** Puts the pending secret in force (once: false when it was enabled meanwhile). */
  enable: async (db: DbOrTx, userId: number, sealed: string, step: number) =>
    (
      await db
        .update(twoFactor)
        .set({ secret: sealed, pending_secret: null, enabled_at: new Date(), last_step: step })
        .where(and(eq(twoFactor.user_id, userId), isNull(twoFactor.enabled_at)))
        .returning({ user_id: twoFactor.user_id })
    ).length === 1,
  /** Takes the time step of a code: false when it (or a later one) was used already, so a code works once. */
  useStep: async (db: DbOrTx, userId: number, step: number) =>
    (
      await db
        .update(twoFactor)
        .set({ last_step: step })
        .where(and(eq(twoFactor.user_id, userId), lt(twoFactor.last_step, step)))
        .returning({ user_id: twoFactor.user_id })
    ).length === 1,
  /** Forgets the member's secret and recovery codes (an admin's reset): they enrol again from the start. */
  remove: async (db: DbOrTx, userId: number) => {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    return (await db.delete(twoFactor).where(eq(twoFactor.user_id, userId)).returning({ user_id: twoFactor.user_id }))
      .length;
  },
  insertRecoveryCodes: (db: DbOrTx, userId: number, hashes: string[]) =>
    db.insert(recoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash }))),
  /** Uses an unused recovery code once. */
  useRecoveryCode: async (db: DbOrTx, userId: number, hash: string) =>
    (
      await db
        .update(recoveryCodes)
        .set({ used_at: sql`now()` })
        .where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, hash), isNull(recoveryCodes.used_at)))
        .returning({ id: recoveryCodes.id })
    ).length === 1,
};

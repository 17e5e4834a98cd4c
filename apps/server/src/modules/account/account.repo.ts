import { and, asc, count, desc, eq, exists, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devices, refreshTokens, users, verificationCodes } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The membership columns of `users` the VIP module reads and gets back from its writes. */
export const membershipColumns = {
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

/**
 * Every SQL statement of the account module, and every write to `users` of the whole server: the
 * profile, VIP and ledger repos call the writes below (lint refuses `update(users)` / `insert(users)`
 * anywhere else but the seed and tests).
 */
export const accountRepo = {
  findById: async (db: DbOrTx, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0],
  findByEmail: async (db: DbOrTx, email: string) => (await db.select().from(users).where(eq(users.email, email)))[0],
  findByPhone: async (db: DbOrTx, phone: string) => (await db.select().from(users).where(eq(users.phone, phone)))[0],
  findByName: async (db: DbOrTx, name: string) =>
    (
      await db
        .select()
        .from(users)
        .where(sql`lower(${users.name}) = lower(${name})`)
    )[0],
  /** By name or e-mail, either in any case (the operator CLI names members so). */
  findByNameOrEmail: async (db: DbOrTx, identity: string) =>
    (
      await db
        .select()
        .from(users)
        .where(sql`lower(${users.name}) = lower(${identity}) or lower(${users.email}) = lower(${identity})`)
    )[0],
  /** How many accounts exist: zero means a new database, which the server seeds. */
  countMembers: async (db: DbOrTx) => (await db.select({ n: count() }).from(users))[0]?.n ?? 0,
  /**
   * The role and status of the account a device belongs to, while the device is signed in: the one read
   * of the sign-in check (`viewerFromToken`) behind every request and socket handshake, on a miss of the
   * session cache. Writes of what it reads (`revoked_at`, `status`, `role`) go through SessionService,
   * which tells the cache of every node (session-cache.ts).
   */
  signedInDevice: async (db: DbOrTx, deviceId: number, userId: number) =>
    (
      await db
        .select({ roles: users.roles, status: users.status })
        .from(devices)
        .innerJoin(users, eq(users.id, devices.user_id))
        .where(and(eq(devices.id, deviceId), eq(devices.user_id, userId), isNull(devices.revoked_at)))
    )[0],
  insertUser: async (db: DbOrTx, values: NewUser) => (await db.insert(users).values(values).returning())[0]!,
  updateUser: async (db: DbOrTx, id: number, values: Partial<NewUser>) =>
    (await db.update(users).set(values).where(eq(users.id, id)).returning())[0],
  touchActivity: (db: DbOrTx, id: number) =>
    db.update(users).set({ last_active_at: new Date() }).where(eq(users.id, id)),

  // membership (the VIP module's writes)
  setVip: async (db: DbOrTx, id: number, values: { vip_expired_at: Date; trialing?: number }) =>
    (
      await db
        .update(users)
        .set({ vip: 1, ...values })
        .where(eq(users.id, id))
        .returning(membershipColumns)
    )[0]!,
  useTrial: (db: DbOrTx, id: number) => db.update(users).set({ trialing: 1 }).where(eq(users.id, id)),
  /** Ends paid memberships whose expiry passed; `free` is left as it is. */
  endExpiredVip: async (db: DbOrTx, now: Date) =>
    db
      .update(users)
      .set({ vip: 0 })
      .where(and(eq(users.vip, 1), isNotNull(users.vip_expired_at), lt(users.vip_expired_at, now)))
      .returning({ id: users.id }),

  // the cached balance (the ledger's writes)
  /** Takes gold only if the balance covers it: one statement, so concurrent spends cannot overdraw. */
  debitBalance: async (db: DbOrTx, userId: number, amount: number) =>
    (
      await db
        .update(users)
        .set({ balance: sql`${users.balance} - ${amount}` })
        .where(and(eq(users.id, userId), sql`${users.balance} >= ${amount}`))
        .returning({ balance: users.balance })
    )[0]?.balance,
  creditBalance: async (db: DbOrTx, userId: number, amount: number) =>
    (
      await db
        .update(users)
        .set({ balance: sql`${users.balance} + ${amount}` })
        .where(eq(users.id, userId))
        .returning({ balance: users.balance })
    )[0]?.balance,

  /** Locks the member's row until the transaction ends: their sign-ins take turns for the device limit. */
  lockUser: (db: DbOrTx, id: number) =>
    db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update'),
  /**
   * Locks several members' rows in id order until the transaction ends: a transaction that then writes
   * rows of each of them in an order of its own (counters, balances) takes its turn with the others that
   * touch the same members, instead of deadlocking with one that writes them the other way round.
   */
  lockUsers: (db: DbOrTx, ids: number[]) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]))
      .orderBy(asc(users.id))
      .for('no key update'),

  // devices
  findDevice: async (db: DbOrTx, userId: number, clientId: string) =>
    (
      await db
        .select()
        .from(devices)
        .where(and(eq(devices.user_id, userId), eq(devices.client_id, clientId)))
    )[0],
  /**
   * Devices still signed in at `now`: not signed out, and holding a refresh token that can still be used.
   * A device left alone past the refresh token's lifetime can make no request any more and holds no place.
   */
  countActiveDevices: async (db: DbOrTx, userId: number, now: Date) =>
    (
      await db
        .select({ n: count() })
        .from(devices)
        .where(
          and(
            eq(devices.user_id, userId),
            isNull(devices.revoked_at),
            exists(
              db
                .select({ one: sql`1` })
                .from(refreshTokens)
                .where(
                  and(
                    eq(refreshTokens.device_id, devices.id),
                    isNull(refreshTokens.revoked_at),
                    isNull(refreshTokens.rotated_at),
                    gt(refreshTokens.expires_at, now),
                  ),
                ),
            ),
          ),
        )
    )[0]?.n ?? 0,
  /**
   * A signed-in device for this client id. A signed-out (revoked) one comes back as a new row with a new
   * id, so access tokens issued to it before the sign-out stay dead.
   */
  upsertDevice: async (
    db: DbOrTx,
    values: { user_id: number; client_id: string; client_kind: string; push_id?: string; user_agent?: string },
  ) => {
    await db
      .delete(devices)
      .where(
        and(
          eq(devices.user_id, values.user_id),
          eq(devices.client_id, values.client_id),
          isNotNull(devices.revoked_at),
        ),
      );
    return (
      await db
        .insert(devices)
        .values(values)
        .onConflictDoUpdate({
          target: [devices.user_id, devices.client_id],
          set: {
            client_kind: values.client_kind,
            push_id: values.push_id ?? null,
            user_agent: values.user_agent ?? null,
            last_seen_at: new Date(),
          },
        })
        .returning()
    )[0]!;
  },
  revokeDevice: async (db: DbOrTx, deviceId: number) => {
    await db.update(devices).set({ revoked_at: new Date() }).where(eq(devices.id, deviceId));
    await db
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(refreshTokens.device_id, deviceId), isNull(refreshTokens.revoked_at)));
  },
  device: async (db: DbOrTx, id: number) => (await db.select().from(devices).where(eq(devices.id, id)))[0],
  /** Signs out every live device of the member but one; answers the ones signed out. */
  revokeOtherDevices: async (db: DbOrTx, userId: number, keepDeviceId: number) => {
    const revoked = await db
      .update(devices)
      .set({ revoked_at: new Date() })
      .where(and(eq(devices.user_id, userId), isNull(devices.revoked_at), ne(devices.id, keepDeviceId)))
      .returning({ id: devices.id });
    const ids = revoked.map((d) => d.id);
    if (ids.length) {
      await db
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(inArray(refreshTokens.device_id, ids), isNull(refreshTokens.revoked_at)));
    }
    return ids;
  },
  revokeAllDevices: async (db: DbOrTx, userId: number) => {
    await db
      .update(devices)
      .set({ revoked_at: new Date() })
      .where(and(eq(devices.user_id, userId), isNull(devices.revoked_at)));
    await db
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
  },

  // refresh tokens
  insertRefreshToken: (db: DbOrTx, values: typeof refreshTokens.$inferInsert) =>
    db.insert(refreshTokens).values(values),
  findRefreshToken: async (db: DbOrTx, hash: string) =>
    (await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hash)))[0],
  /** Marks a token used; returns false when another request already rotated it. */
  rotateRefreshToken: async (db: DbOrTx, id: number) =>
    (
      await db
        .update(refreshTokens)
        .set({ rotated_at: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotated_at), isNull(refreshTokens.revoked_at)))
        .returning({ id: refreshTokens.id })
    ).length === 1,

  // verification codes
  insertCode: (db: DbOrTx, values: typeof verificationCodes.$inferInsert) =>
    db.insert(verificationCodes).values(values),
  retireCodes: (db: DbOrTx, target: string, purpose: string) =>
    db
      .update(verificationCodes)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.used_at),
        ),
      ),
  latestLiveCode: async (db: DbOrTx, target: string, purpose: string, now: Date) =>
    (
      await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.target, target),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.used_at),
            gt(verificationCodes.expires_at, now),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1)
    )[0],
  countFailedAttempt: (db: DbOrTx, id: number) =>
    db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, id))
      .returning({ attempts: verificationCodes.attempts }),
  /** Uses a code once; false when it was used meanwhile. */
  useCode: async (db: DbOrTx, id: number) =>
    (
      await db
        .update(verificationCodes)
        .set({ used_at: new Date() })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.used_at)))
        .returning({ id: verificationCodes.id })
    ).length === 1,
  /** Raises the member's announcement read id to `id` (never lowers it); answers the read id now stored. */
  markAnnouncementRead: async (db: DbOrTx, userId: number, id: number): Promise<number | undefined> =>
    (
      await db
        .update(users)
        .set({ announcement: sql`greatest(${users.announcement}, ${id})` })
        .where(eq(users.id, userId))
        .returning({ announcement: users.announcement })
    )[0]?.announcement,
};

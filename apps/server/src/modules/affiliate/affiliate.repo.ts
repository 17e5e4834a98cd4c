import { and, count, countDistinct, eq, gte, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { affiliates, ledger, paymentOrders, portalKeys, referrals } from '../../db/schema';

/** The month (`YYYY-MM`, UTC) of a timestamp column, for the figures per period. */
const monthOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/** Every SQL statement of the affiliate programme and the recharge portal's keys. */
export const affiliateRepo = {
  codeOf: async (db: DbOrTx, userId: number) =>
    (await db.select({ pid: affiliates.pid }).from(affiliates).where(eq(affiliates.user_id, userId)))[0]?.pid,
  /** The member's code, unless they already have one or another member has this one (then nothing). */
  insertCode: async (db: DbOrTx, userId: number, pid: string) =>
    (await db.insert(affiliates).values({ user_id: userId, pid }).onConflictDoNothing().returning())[0],
  ownerOf: async (db: DbOrTx, pid: string) =>
    (await db.select({ userId: affiliates.user_id }).from(affiliates).where(eq(affiliates.pid, pid)))[0]?.userId,

  /** Attributes a member once: a second attribution of the same member changes nothing. */
  insertReferral: async (db: DbOrTx, values: typeof referrals.$inferInsert) =>
    (await db.insert(referrals).values(values).onConflictDoNothing({ target: referrals.user_id }).returning())[0],
  referrerOf: async (db: DbOrTx, userId: number) =>
    (await db.select({ affiliateId: referrals.affiliate_id }).from(referrals).where(eq(referrals.user_id, userId)))[0]
      ?.affiliateId,

  /** Sign-ups through the affiliate's code, per month since `since` (all time when null). */
  signups: (db: DbOrTx, affiliateId: number, since: Date | null) =>
    db
      .select({ month: monthOf(referrals.created_at), n: count() })
      .from(referrals)
      .where(and(eq(referrals.affiliate_id, affiliateId), since ? gte(referrals.created_at, since) : undefined))
      .groupBy(monthOf(referrals.created_at)),

  /** Successful payments of the referred members: paying members and gold bought, per month of crediting. */
  payments: (db: DbOrTx, affiliateId: number, since: Date | null) =>
    db
      .select({
        month: monthOf(paymentOrders.credited_at),
        paying: countDistinct(paymentOrders.user_id),
        revenue: sum(paymentOrders.units).mapWith(Number),
      })
      .from(paymentOrders)
      .innerJoin(referrals, eq(referrals.user_id, paymentOrders.user_id))
      .where(
        and(
          eq(referrals.affiliate_id, affiliateId),
          eq(paymentOrders.status, 'success'),
          since ? gte(paymentOrders.credited_at, since) : undefined,
        ),
      )
      .groupBy(monthOf(paymentOrders.credited_at)),
  /** Members who paid at least once, over all time (a member paying in two months counts once here). */
  payingMembers: async (db: DbOrTx, affiliateId: number) =>
    (
      await db
        .select({ n: countDistinct(paymentOrders.user_id) })
        .from(paymentOrders)
        .innerJoin(referrals, eq(referrals.user_id, paymentOrders.user_id))
        .where(and(eq(referrals.affiliate_id, affiliateId), eq(paymentOrders.status, 'success')))
    )[0]?.n ?? 0,

  /** Gold credited to the affiliate, per month the payment it was earned on was credited. */
  commission: (db: DbOrTx, affiliateId: number, since: Date | null) =>
    db
      .select({ month: monthOf(paymentOrders.credited_at), gold: sum(ledger.amount).mapWith(Number) })
      .from(ledger)
      .innerJoin(paymentOrders, eq(paymentOrders.id, ledger.related_id))
      .where(
        and(
          eq(ledger.to_account, `user:${affiliateId}`),
          eq(ledger.kind, 'affiliate'),
          since ? gte(paymentOrders.credited_at, since) : undefined,
        ),
      )
      .groupBy(monthOf(paymentOrders.credited_at)),

  // The recharge portal's keys: only a hash of each is kept.
  insertPortalKey: (db: DbOrTx, values: typeof portalKeys.$inferInsert) => db.insert(portalKeys).values(values),
  findPortalKey: async (db: DbOrTx, keyHash: string) =>
    (await db.select().from(portalKeys).where(eq(portalKeys.key_hash, keyHash)))[0],
  /** Marks the key used, once: the second of two racing redemptions gets nothing. */
  usePortalKey: async (db: DbOrTx, keyHash: string, now: Date) =>
    (
      await db
        .update(portalKeys)
        .set({ used_at: now })
        .where(and(eq(portalKeys.key_hash, keyHash), sql`${portalKeys.used_at} is null`))
        .returning()
    )[0],
};

import { and, asc, desc, eq, gte, inArray, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledger, paymentOrders, withdrawals, withdrawRates } from '../../db/schema';
import type { WithdrawalRow, WithdrawRateRow } from '../../db/schema';

export type { WithdrawalRow, WithdrawRateRow };
export type NewWithdrawalRow = typeof withdrawals.$inferInsert;
export type NewWithdrawRateRow = typeof withdrawRates.$inferInsert;

/** Which ledger credits to a member are earnings a partner may cash out (docs/decisions.md 40). */
export interface EarningKinds {
  /** Gifts received count too (operator setting `withdrawGiftsEarn`). */
  gifts: boolean;
}

/**
 * Credits that are earnings: contact-detail sales (`contact`), secret-photo sales (`photo`, the owner's
 * share), affiliate commissions (`affiliate`), a human translator's pay (`translation` coming out of the
 * translation holds; the operator's fee goes to revenue and an asker's refund is `translation_release`),
 * and gifts when the operator counts them.
 */
function earningKinds(kinds: EarningKinds): SQL {
  const plain = ['contact', 'photo', 'affiliate', ...(kinds.gifts ? ['gift'] : [])];
  return or(
    inArray(ledger.kind, plain),
    and(eq(ledger.kind, 'translation'), eq(ledger.from_account, 'system:translation_holds')),
  )!;
}

/** Every SQL statement of cash-out: withdrawals, the earnings they draw on, and the weekly rates. */
export const withdrawRepo = {
  /** Gold earned by the member before `before` (past the clearing period). */
  earnedBefore: async (db: DbOrTx, account: string, before: Date, kinds: EarningKinds) =>
    Number(
      (
        await db
          .select({ sum: sql<string>`coalesce(sum(${ledger.amount}), 0)` })
          .from(ledger)
          .where(and(eq(ledger.to_account, account), lt(ledger.created_at, before), earningKinds(kinds)))
      )[0]?.sum ?? 0,
    ),
  /** Gold the member has asked for in withdrawals that were not rejected (pending, approved, paid). */
  askedFor: async (db: DbOrTx, userId: number) =>
    Number(
      (
        await db
          .select({ sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
          .from(withdrawals)
          .where(and(eq(withdrawals.user_id, userId), ne(withdrawals.status, 'rejected')))
      )[0]?.sum ?? 0,
    ),

  insert: async (db: DbOrTx, values: NewWithdrawalRow) => (await db.insert(withdrawals).values(values).returning())[0]!,
  setHold: (db: DbOrTx, id: number, entryId: number) =>
    db.update(withdrawals).set({ hold_entry_id: entryId }).where(eq(withdrawals.id, id)),
  byId: async (db: DbOrTx, id: number): Promise<WithdrawalRow | undefined> =>
    (await db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0],
  /** The withdrawal, locked until the transaction ends: one decision at a time. */
  lock: async (db: DbOrTx, id: number): Promise<WithdrawalRow | undefined> =>
    (await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update'))[0],
  /** Moves it from `from` to the new status only if it is still in `from`. */
  move: async (db: DbOrTx, id: number, from: string, set: Partial<NewWithdrawalRow> & { status: string }) =>
    (
      await db
        .update(withdrawals)
        .set(set)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
        .returning()
    )[0],
  /**
   * The withdrawal a client key made before: its hold entry carries the key's hash in `related_id`
   * (`<id>:<hash>`), the table having no column for it (docs/decisions.md 40).
   */
  byClientKey: async (db: DbOrTx, account: string, keyHash: string) => {
    const [entry] = await db
      .select({ related: ledger.related_id })
      .from(ledger)
      .where(
        and(
          eq(ledger.from_account, account),
          eq(ledger.kind, 'withdraw_hold'),
          like(ledger.related_id, `%:${keyHash}`),
        ),
      )
      .limit(1);
    const id = Number(entry?.related?.split(':')[0]);
    return Number.isInteger(id) && id > 0 ? withdrawRepo.byId(db, id) : undefined;
  },
  /** The member's withdrawals, newest first, one more than a page. */
  pageOf: (db: DbOrTx, userId: number, size: number, offset: number) =>
    db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.user_id, userId))
      .orderBy(desc(withdrawals.id))
      .limit(size + 1)
      .offset(offset),
  /** Withdrawals of one status: open ones oldest first (a queue), decided ones newest first. */
  pageByStatus: (db: DbOrTx, status: string, size: number, offset: number) =>
    db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.status, status))
      .orderBy(status === 'pending' || status === 'approved' ? asc(withdrawals.id) : desc(withdrawals.id))
      .limit(size + 1)
      .offset(offset),

  /** A week's successful recharges paid in money (not the balance gateway), by currency. */
  recharges: async (db: DbOrTx, from: Date, to: Date) =>
    (
      await db
        .select({
          currency: paymentOrders.currency,
          gold: sql<string>`coalesce(sum(${paymentOrders.units}), 0)`,
          cents: sql<string>`coalesce(sum(${paymentOrders.price_cents}), 0)`,
        })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.status, 'success'),
            ne(paymentOrders.gateway, 'balance'),
            gte(paymentOrders.created_at, from),
            lt(paymentOrders.created_at, to),
          ),
        )
        .groupBy(paymentOrders.currency)
    ).map((r) => ({ currency: r.currency, gold: Number(r.gold), cents: Number(r.cents) })),
  /** Gold paid out to partners in the week. */
  paidOut: async (db: DbOrTx, from: Date, to: Date) =>
    Number(
      (
        await db
          .select({ sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
          .from(withdrawals)
          .where(and(eq(withdrawals.status, 'paid'), gte(withdrawals.decided_at, from), lt(withdrawals.decided_at, to)))
      )[0]?.sum ?? 0,
    ),
  rate: async (db: DbOrTx, week: string): Promise<WithdrawRateRow | undefined> =>
    (await db.select().from(withdrawRates).where(eq(withdrawRates.week, week)))[0],
  /** The latest week stored before `week`. */
  rateBefore: async (db: DbOrTx, week: string): Promise<WithdrawRateRow | undefined> =>
    (
      await db
        .select()
        .from(withdrawRates)
        .where(lt(withdrawRates.week, week))
        .orderBy(desc(withdrawRates.week))
        .limit(1)
    )[0],
  /** Stores a week's rate unless one is there; answers whether this call stored it. */
  insertRate: async (db: DbOrTx, values: NewWithdrawRateRow) =>
    (await db.insert(withdrawRates).values(values).onConflictDoNothing({ target: withdrawRates.week }).returning())
      .length > 0,
  rates: (db: DbOrTx, limit: number) => db.select().from(withdrawRates).orderBy(desc(withdrawRates.week)).limit(limit),
};

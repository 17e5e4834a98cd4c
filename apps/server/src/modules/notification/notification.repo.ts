import type { CounterType } from '@yuanfen/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { counters, notifications } from '../../db/schema';

export type CounterRow = typeof counters.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/** Every SQL statement of the notification module: counters and the bell's notifications. */
export const notificationRepo = {
  counters: async (db: DbOrTx, userId: number) =>
    (await db.select().from(counters).where(eq(counters.user_id, userId)))[0],
  /** Adds `by` to one counter (never below 0) and answers all of the member's counters. */
  raise: async (db: DbOrTx, userId: number, type: CounterType, by: number) =>
    (await notificationRepo.raiseQuery(db, userId, type, by))[0]!,
  /**
   * `raise` as a query not yet sent, for a caller that sends it as a part (a CTE) of its own statement:
   * `insert … returning` every counter column of the member.
   */
  raiseQuery: (db: DbOrTx, userId: number, type: CounterType, by: number) =>
    db
      .insert(counters)
      .values({ user_id: userId, [type]: Math.max(0, by) })
      .onConflictDoUpdate({
        target: counters.user_id,
        set: { [type]: sql`greatest(0, ${counters[type]} + ${by})` },
      })
      .returning(),
  reset: async (db: DbOrTx, userId: number, type: CounterType) =>
    (
      await db
        .update(counters)
        .set({ [type]: 0 })
        .where(eq(counters.user_id, userId))
        .returning()
    )[0],

  insert: (db: DbOrTx, values: typeof notifications.$inferInsert) => db.insert(notifications).values(values),
  page: (db: DbOrTx, userId: number, maxId: number | undefined, size: number) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), maxId ? lt(notifications.id, maxId) : undefined))
      .orderBy(desc(notifications.id))
      .limit(size + 1),
  clear: (db: DbOrTx, userId: number) => db.delete(notifications).where(eq(notifications.user_id, userId)),
};

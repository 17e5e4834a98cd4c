import { and, asc, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentOrders, users } from '../../db/schema';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type NewOrder = typeof paymentOrders.$inferInsert;

/** Every SQL statement of the payment module. */
export const paymentRepo = {
  insert: async (db: DbOrTx, values: NewOrder) => (await db.insert(paymentOrders).values(values).returning())[0]!,
  find: async (db: DbOrTx, id: string) => (await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0],
  findByProviderRef: async (db: DbOrTx, gateway: string, ref: string) =>
    (
      await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.gateway, gateway), eq(paymentOrders.provider_ref, ref)))
    )[0],
  /** Locks the order for the rest of the transaction: concurrent notifications of it queue here. */
  lock: async (db: DbOrTx, id: string) =>
    (await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update'))[0],
  update: (db: DbOrTx, id: string, values: Partial<NewOrder>) =>
    db
      .update(paymentOrders)
      .set({ ...values, updated_at: new Date() })
      .where(eq(paymentOrders.id, id)),
  duePending: (db: DbOrTx, now: Date, limit: number) =>
    db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.status, 'pending'), lte(paymentOrders.release_at, now)))
      .orderBy(asc(paymentOrders.release_at))
      .limit(limit),
  /** Orders still waiting for a result, old enough that a notification may have been lost. */
  unsettled: (db: DbOrTx, gateways: string[], from: Date, to: Date, limit: number) =>
    db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.status, 'created'),
          inArray(paymentOrders.gateway, gateways),
          gt(paymentOrders.created_at, from),
          lt(paymentOrders.created_at, to),
        ),
      )
      .limit(limit),
  /** What pricing needs to know about the payer. */
  payer: async (db: DbOrTx, id: number) =>
    (
      await db
        .select({
          id: users.id,
          status: users.status,
          balance: users.balance,
          rate: users.rate,
          vip: users.vip,
          free: users.free,
          vip_expired_at: users.vip_expired_at,
        })
        .from(users)
        .where(eq(users.id, id))
    )[0],
};

import type { ProductFilter } from '@yuanfen/contract';
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountRepo } from '../account/account.repo';
import {
  mallOrders,
  products,
  type MallOrderRow,
  type NewMallOrderRow,
  type NewProductRow,
  type ProductRow,
} from '../../db/schema';

export type { MallOrderRow, NewMallOrderRow, NewProductRow, ProductRow };

/** Every SQL statement of the mall: the catalogue and the orders. */
export const mallRepo = {
  /** The products on sale of a category (or all), cheapest first. */
  catalogue: (db: DbOrTx, filter: ProductFilter) => {
    const where: SQL[] = [eq(products.active, true)];
    if (filter !== 'all') where.push(eq(products.category, filter));
    return db
      .select()
      .from(products)
      .where(and(...where))
      .orderBy(asc(products.price), asc(products.id));
  },
  productById: async (db: DbOrTx, id: number): Promise<ProductRow | undefined> =>
    (await db.select().from(products).where(eq(products.id, id)))[0],
  productsByIds: (db: DbOrTx, ids: number[]) =>
    ids.length ? db.select().from(products).where(inArray(products.id, ids)) : Promise.resolve([]),
  /** The console's list: every product, on sale or withdrawn, newest first; one row more than a page. */
  productPage: (db: DbOrTx, offset: number, size: number) =>
    db
      .select()
      .from(products)
      .orderBy(desc(products.id))
      .offset(offset)
      .limit(size + 1),
  insertProduct: async (db: DbOrTx, row: NewProductRow): Promise<ProductRow> =>
    (await db.insert(products).values(row).returning())[0]!,
  updateProduct: async (db: DbOrTx, id: number, set: Partial<NewProductRow>): Promise<ProductRow | undefined> =>
    (await db.update(products).set(set).where(eq(products.id, id)).returning())[0],
  productKeys: async (db: DbOrTx) => (await db.select({ key: products.key }).from(products)).map((r) => r.key),
  /** Adds catalogue products; a key already there is left as the operator has it. */
  insertMissingProducts: (db: DbOrTx, rows: NewProductRow[]) =>
    rows.length ? db.insert(products).values(rows).onConflictDoNothing({ target: products.key }) : Promise.resolve(),

  /** The new order, or undefined when the sender's key was used before. */
  insertOrder: async (db: DbOrTx, values: NewMallOrderRow) =>
    (
      await db
        .insert(mallOrders)
        .values(values)
        .onConflictDoNothing({ target: [mallOrders.sender_id, mallOrders.client_key] })
        .returning()
    )[0],
  orderByKey: async (db: DbOrTx, senderId: number, key: string) =>
    (
      await db
        .select()
        .from(mallOrders)
        .where(and(eq(mallOrders.sender_id, senderId), eq(mallOrders.client_key, key)))
    )[0],
  orderById: async (db: DbOrTx, id: number): Promise<MallOrderRow | undefined> =>
    (await db.select().from(mallOrders).where(eq(mallOrders.id, id)))[0],
  /** The order, locked until the transaction ends: one move at a time. */
  lockOrder: async (db: DbOrTx, id: number): Promise<MallOrderRow | undefined> =>
    (await db.select().from(mallOrders).where(eq(mallOrders.id, id)).for('update'))[0],
  /**
   * After the order, its parties (and the actor), in id order: a move writes both parties' counters and
   * maybe the sender's balance, so two moves of orders between the same two members, made by each of
   * them at once, would otherwise lock those rows in opposite orders (40P01).
   */
  lockParties: (db: DbOrTx, order: MallOrderRow, actorId: number | null = null) =>
    accountRepo.lockUsers(
      db,
      [order.sender_id, order.recipient_id, actorId].filter((id): id is number => id !== null),
    ),
  setPaid: (db: DbOrTx, id: number, entryId: number) =>
    db.update(mallOrders).set({ paid_entry_id: entryId }).where(eq(mallOrders.id, id)),
  /**
   * Moves the order from `from` to `to` only if it is still in `from`: of two moves (or two job runs) at
   * once, one finds the order moved and changes nothing.
   */
  move: async (db: DbOrTx, id: number, from: string, set: Partial<NewMallOrderRow> & { status: string }, at: Date) =>
    (
      await db
        .update(mallOrders)
        .set({ ...set, updated_at: at })
        .where(and(eq(mallOrders.id, id), eq(mallOrders.status, from)))
        .returning()
    )[0],
  setRefund: (db: DbOrTx, id: number, entryId: number) =>
    db.update(mallOrders).set({ refunded: true, refund_entry_id: entryId }).where(eq(mallOrders.id, id)),
  /** Sent (`sender_id`) or received (`recipient_id`) orders, newest first, one more than a page. */
  page: (db: DbOrTx, userId: number, received: boolean, size: number, offset: number) =>
    db
      .select()
      .from(mallOrders)
      .where(eq(received ? mallOrders.recipient_id : mallOrders.sender_id, userId))
      .orderBy(desc(mallOrders.id))
      .limit(size + 1)
      .offset(offset),
  /** Orders that waited on their recipient since before `before`. */
  unacceptedSince: async (db: DbOrTx, before: Date) =>
    (
      await db
        .select({ id: mallOrders.id })
        .from(mallOrders)
        .where(
          and(
            eq(mallOrders.status, 'pending_accept'),
            sql`${mallOrders.recipient_id} is not null`,
            sql`${mallOrders.address} is null`,
            lt(mallOrders.created_at, before),
          ),
        )
        .orderBy(asc(mallOrders.id))
    ).map((r) => r.id),
};

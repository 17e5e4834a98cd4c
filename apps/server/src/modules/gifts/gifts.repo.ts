import type { GiftFilter, GiftOrder } from '@yuanfen/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gifts, type GiftRow, type NewGiftRow } from '../../db/schema';

export type { GiftRow, NewGiftRow };

/** Every SQL statement of the gifts module: the catalogue and its popularity. */
export const giftsRepo = {
  /** The offered gifts of a filter: a category, the birthday tag, or all; most sent or cheapest first. */
  catalogue: (db: DbOrTx, filter: GiftFilter, order: GiftOrder) => {
    const where: SQL[] = [eq(gifts.active, true)];
    if (filter === 'birthday') where.push(eq(gifts.birthday, true));
    else if (filter !== 'all') where.push(eq(gifts.category, filter));
    const sort = order === 'price' ? [asc(gifts.price), desc(gifts.hit)] : [desc(gifts.hit), asc(gifts.price)];
    return db
      .select()
      .from(gifts)
      .where(and(...where))
      .orderBy(...sort, asc(gifts.id));
  },
  byId: async (db: DbOrTx, id: number): Promise<GiftRow | undefined> =>
    (await db.select().from(gifts).where(eq(gifts.id, id)))[0],
  byIds: (db: DbOrTx, ids: number[]) => (ids.length ? db.select().from(gifts).where(inArray(gifts.id, ids)) : []),
  /** One more send of the gift. */
  countSend: (db: DbOrTx, id: number) =>
    db
      .update(gifts)
      .set({ hit: sql`${gifts.hit} + 1` })
      .where(eq(gifts.id, id)),
  /** The console's list: every gift, offered or withdrawn, newest first; one row more than a page. */
  page: (db: DbOrTx, offset: number, size: number) =>
    db
      .select()
      .from(gifts)
      .orderBy(desc(gifts.id))
      .offset(offset)
      .limit(size + 1),
  insert: async (db: DbOrTx, row: NewGiftRow): Promise<GiftRow> => (await db.insert(gifts).values(row).returning())[0]!,
  update: async (db: DbOrTx, id: number, set: Partial<NewGiftRow>): Promise<GiftRow | undefined> =>
    (await db.update(gifts).set(set).where(eq(gifts.id, id)).returning())[0],
  keys: async (db: DbOrTx) => (await db.select({ key: gifts.key }).from(gifts)).map((r) => r.key),
  /** Adds catalogue gifts; a key already there is left as the operator has it. */
  insertMissing: (db: DbOrTx, rows: NewGiftRow[]) =>
    rows.length ? db.insert(gifts).values(rows).onConflictDoNothing({ target: gifts.key }) : Promise.resolve(),
};

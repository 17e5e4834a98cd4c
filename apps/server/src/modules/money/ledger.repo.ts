import { and, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledger, users } from '../../db/schema';
import type { TradeFilter } from '@yuanfen/contract';
import { accountRepo } from '../account/account.repo';

export type LedgerRow = typeof ledger.$inferSelect;
export type NewLedgerRow = typeof ledger.$inferInsert;

/** Every SQL statement of the ledger: the entries and the cached balance on `users`. */
export const ledgerRepo = {
  /** The new entry, or undefined when its idempotency key was used before (then nothing is written). */
  insertOnce: async (db: DbOrTx, values: NewLedgerRow) =>
    (await db.insert(ledger).values(values).onConflictDoNothing({ target: ledger.idempotency_key }).returning())[0],
  findByKey: async (db: DbOrTx, key: string) =>
    (await db.select().from(ledger).where(eq(ledger.idempotency_key, key)))[0],
  findById: async (db: DbOrTx, id: number) => (await db.select().from(ledger).where(eq(ledger.id, id)))[0],

  /** Takes gold only if the balance covers it (the write is the one writer's of `users`, account.repo.ts). */
  debit: (db: DbOrTx, userId: number, amount: number) => accountRepo.debitBalance(db, userId, amount),
  credit: (db: DbOrTx, userId: number, amount: number) => accountRepo.creditBalance(db, userId, amount),
  balances: async (db: DbOrTx, userIds: number[]) =>
    userIds.length
      ? await db.select({ id: users.id, balance: users.balance }).from(users).where(inArray(users.id, userIds))
      : [],

  /** The account's entries, newest first, `limit` of them below `maxId`. */
  entriesOf: async (db: DbOrTx, account: string, filter: TradeFilter, limit: number, maxId?: number) => {
    const where: SQL[] = [];
    if (filter === 'all') where.push(or(eq(ledger.from_account, account), eq(ledger.to_account, account))!);
    if (filter === 'spend') where.push(eq(ledger.from_account, account));
    if (filter === 'recharge') where.push(eq(ledger.to_account, account), eq(ledger.kind, 'recharge'));
    if (filter === 'income') where.push(eq(ledger.to_account, account), ne(ledger.kind, 'recharge'));
    if (maxId) where.push(lt(ledger.id, maxId));
    return db
      .select()
      .from(ledger)
      .where(and(...where))
      .orderBy(desc(ledger.id))
      .limit(limit);
  },

  /**
   * The ledger invariant as the CLI checks it (`check-ledger`): members whose cached balance differs from
   * their ledger rows, and the sum of all entries' nets (0: every movement has both sides).
   */
  mismatchedBalances: async (db: DbOrTx) =>
    (
      await db.execute<{ id: number; balance: number; ledger: string }>(sql`
        select u.id, u.balance, coalesce(m.net, 0) as ledger from ${users} u
        left join (
          select account, sum(net) as net from (
            select ${ledger.to_account} as account, ${ledger.amount} as net from ${ledger}
            union all
            select ${ledger.from_account}, -${ledger.amount} from ${ledger}
          ) moves group by account
        ) m on m.account = 'user:' || u.id
        where u.balance <> coalesce(m.net, 0)
        order by u.id`)
    ).rows.map((r) => ({ id: Number(r.id), balance: Number(r.balance), ledger: Number(r.ledger) })),
  entryCount: async (db: DbOrTx) =>
    Number((await db.execute<{ n: string }>(sql`select count(*) as n from ${ledger}`)).rows[0]?.n ?? 0),
};

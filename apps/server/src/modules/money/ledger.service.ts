import { randomUUID } from 'node:crypto';
import { ErrorCode, NO_MORE, type TradeFilter } from '@yuanfen/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { fail } from '../../platform/errors';
import { cursorPage } from '../../platform/pagination';
import { presentBillItem, presentTrade } from './money.presenter';
import { ledgerRepo, type LedgerRow } from './ledger.repo';

/** System accounts: where bought gold comes from and where spent gold goes. */
export const SystemAccount = {
  payments: 'system:payments',
  vipSales: 'system:vip_sales',
  revenue: 'system:revenue',
  adjustments: 'system:adjustments',
  /** Gold held for a human translation between the ask and the answer (or the deadline). */
  translationHolds: 'system:translation_holds',
  /** Where affiliates' commissions on their referred members' payments come from (issue 18). */
  affiliate: 'system:affiliate',
  /** Gold a partner asked to cash out, held until an operator pays or rejects it (issue 18). */
  withdrawHolds: 'system:withdraw_holds',
  /** Gold paid out to partners in money (it leaves the economy here). */
  payouts: 'system:payouts',
} as const;
export type SystemAccount = (typeof SystemAccount)[keyof typeof SystemAccount];
export type LedgerAccount = SystemAccount | `user:${number}`;
const PAGE_SIZE = 20;
/** The most entries one purchase moves from the buyer (a sale: the seller's share and the commission). */
const MAX_ENTRIES_PER_PURCHASE = 2;

/** Newest-first entries joined into purchases: the same kind, related id and transaction time. */
function billLines(rows: LedgerRow[]): LedgerRow[] {
  const lines: LedgerRow[] = [];
  for (const row of rows) {
    const last = lines[lines.length - 1];
    if (
      last &&
      last.kind === row.kind &&
      last.related_id === row.related_id &&
      last.created_at.getTime() === row.created_at.getTime()
    ) {
      lines[lines.length - 1] = { ...last, id: row.id, amount: last.amount + row.amount };
    } else lines.push(row);
  }
  return lines;
}
export const userAccount = (id: number): LedgerAccount => `user:${id}`;
export const userIdOf = (account: string): number | null => {
  const match = /^user:(\d+)$/.exec(account);
  return match ? Number(match[1]) : null;
};

export interface TransferInput {
  from: LedgerAccount;
  to: LedgerAccount;
  /** Whole gold, > 0. */
  amount: number;
  /** What the movement is for: recharge, vip, gift, refund, … (shown as the bill's type). */
  kind: string;
  relatedId?: string | number | null;
  /** The same key twice moves gold once; the second call answers the first result. */
  idempotencyKey?: string;
}

export interface TransferResult {
  entry: LedgerRow;
  /** True when the key was used before and nothing moved now. */
  replayed: boolean;
  /** New balances of the member accounts involved, by user id. */
  balances: Map<number, number>;
}

/**
 * The one way gold moves. Every feature that charges or pays gold calls `transfer`; it writes the ledger
 * entry and the cached balances in one transaction, refuses an overdraft with 400022 and never moves gold
 * twice for one idempotency key.
 */
export class LedgerService {
  constructor(private readonly db: Db) {}

  /** Inside the caller's transaction when `tx` is given (its rollback undoes the movement too). */
  async transfer(input: TransferInput, tx?: Tx): Promise<TransferResult> {
    if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error(`invalid amount ${input.amount}`);
    if (input.from === input.to) throw new Error('a transfer needs two different accounts');
    return tx ? this.move(tx, input) : this.db.transaction((t) => this.move(t, input));
  }

  /** Gives back the gold of an earlier entry, once. */
  async refund(entryId: number, opts: { kind?: string; tx?: Tx } = {}): Promise<TransferResult> {
    const entry = await ledgerRepo.findById(opts.tx ?? this.db, entryId);
    if (!entry) throw fail.notFound('No such ledger entry');
    return this.transfer(
      {
        from: entry.to_account as LedgerAccount,
        to: entry.from_account as LedgerAccount,
        amount: entry.amount,
        kind: opts.kind ?? 'refund',
        relatedId: String(entry.id),
        idempotencyKey: `refund:${entry.id}`,
      },
      opts.tx,
    );
  }

  /** The member's balance history (signed amounts), newest first, a page below `maxId`. */
  async trades(userId: number, filter: TradeFilter, maxId?: number) {
    const account = userAccount(userId);
    const page = cursorPage(await ledgerRepo.entriesOf(this.db, account, filter, PAGE_SIZE + 1, maxId), PAGE_SIZE);
    return { data: page.data.map((r) => presentTrade(r, account)), next_max_id: page.next_max_id };
  }

  /**
   * The member's spending bill: gold that left their account, one line per purchase. A purchase may move
   * its gold in several entries of one transaction (a secret photo: the seller's share and the commission);
   * entries of the same kind, related id and transaction time make one line with their sum (its id the
   * lowest, which is also the cursor). The buyer's balance row is locked by each transfer, so a purchase's
   * entries are never interleaved with another of the same member's.
   */
  async bill(userId: number, maxId?: number) {
    const fetched = PAGE_SIZE * MAX_ENTRIES_PER_PURCHASE + 1;
    const rows = await ledgerRepo.entriesOf(this.db, userAccount(userId), 'spend', fetched, maxId);
    const lines = billLines(rows);
    // With more rows than fetched, the oldest line may be missing entries beyond the fetch: left to the next page.
    if (rows.length === fetched) lines.pop();
    const data = lines.slice(0, PAGE_SIZE);
    const more = rows.length === fetched || lines.length > PAGE_SIZE;
    return { data: data.map(presentBillItem), next_max_id: more ? data[data.length - 1]!.id : NO_MORE };
  }

  async balanceOf(userId: number, db: DbOrTx = this.db): Promise<number> {
    const [row] = await ledgerRepo.balances(db, [userId]);
    if (!row) throw fail.notFound('No such account');
    return row.balance;
  }

  private async move(tx: Tx, input: TransferInput): Promise<TransferResult> {
    const key = input.idempotencyKey ?? `transfer:${randomUUID()}`;
    const entry = await ledgerRepo.insertOnce(tx, {
      from_account: input.from,
      to_account: input.to,
      amount: input.amount,
      kind: input.kind,
      related_id: input.relatedId == null ? null : String(input.relatedId),
      idempotency_key: key,
    });
    const fromUser = userIdOf(input.from);
    const toUser = userIdOf(input.to);
    const involved = [fromUser, toUser].filter((id): id is number => id !== null);
    if (!entry) {
      const earlier = await ledgerRepo.findByKey(tx, key);
      if (!earlier) throw new Error(`idempotency key ${key} vanished`);
      const same =
        earlier.from_account === input.from && earlier.to_account === input.to && earlier.amount === input.amount;
      if (!same) throw fail.conflict('This request was already used for a different transfer');
      const rows = await ledgerRepo.balances(tx, involved);
      return { entry: earlier, replayed: true, balances: new Map(rows.map((r) => [r.id, r.balance])) };
    }
    // Lock member rows in id order so two opposite transfers cannot deadlock.
    const balances = new Map<number, number>();
    const steps = [
      ...(fromUser !== null ? [{ id: fromUser, debit: true }] : []),
      ...(toUser !== null ? [{ id: toUser, debit: false }] : []),
    ].sort((a, b) => a.id - b.id);
    for (const step of steps) {
      const balance = step.debit
        ? await ledgerRepo.debit(tx, step.id, input.amount)
        : await ledgerRepo.credit(tx, step.id, input.amount);
      if (balance === undefined) {
        if (step.debit && (await ledgerRepo.balances(tx, [step.id])).length) {
          throw fail.code(400, ErrorCode.NotEnoughGold);
        }
        throw fail.notFound('No such account');
      }
      balances.set(step.id, balance);
    }
    return { entry, replayed: false, balances };
  }
}

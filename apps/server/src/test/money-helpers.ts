import type { BusEvent } from '@yuanfen/contract';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../config';
import { ledger, users } from '../db/schema';
import { SystemAccount, userAccount } from '../modules/money/ledger.service';

/** Gives a member gold through the ledger, as an operator adjustment would. */
export async function fund(app: FastifyInstance, userId: number, amount: number) {
  const moved = await app.services.ledger.transfer({
    from: SystemAccount.adjustments,
    to: userAccount(userId),
    amount,
    kind: 'adjustment',
  });
  return moved.balances.get(userId)!;
}

export async function balanceOf(app: FastifyInstance, userId: number) {
  const [row] = await app.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

/** The member's balance as the ledger tells it: everything in minus everything out. */
export async function ledgerBalanceOf(app: FastifyInstance, userId: number) {
  const account = userAccount(userId);
  const [row] = await app.db
    .select({
      sum: sql<string>`coalesce(sum(case when ${ledger.to_account} = ${account} then ${ledger.amount} else -${ledger.amount} end), 0)`,
    })
    .from(ledger)
    .where(or(eq(ledger.to_account, account), eq(ledger.from_account, account)));
  return Number(row!.sum);
}

/** Every member's stored balance, and every ledger account's net (everything in minus everything out). */
export async function ledgerState(app: FastifyInstance) {
  const balances = await app.db.select({ id: users.id, balance: users.balance }).from(users);
  const flows = await app.db.execute<{ account: string; net: string }>(sql`
    select account, sum(net) as net from (
      select ${ledger.to_account} as account, ${ledger.amount} as net from ${ledger}
      union all
      select ${ledger.from_account}, -${ledger.amount} from ${ledger}
    ) moves group by account`);
  return { balances, net: new Map(flows.rows.map((r) => [r.account, Number(r.net)])) };
}

/** Every event the bus carries from now on, with a way to wait for one (Redis delivers asynchronously). */
export function recordEvents(app: FastifyInstance) {
  const events: BusEvent[] = [];
  const stop = app.bus.subscribe((event) => events.push(event));
  const matching = (to: number, event: string) => events.filter((e) => e.to === to && e.event === event);
  return {
    events,
    stop,
    matching,
    async waitFor(to: number, event: string, count = 1, timeoutMs = 3000) {
      const until = Date.now() + timeoutMs;
      while (matching(to, event).length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return matching(to, event);
    },
  };
}

export const paymentsConfig = (overrides: Partial<PaymentsConfig> = {}): PaymentsConfig => ({
  releaseDays: 3,
  sandbox: true,
  ...overrides,
});

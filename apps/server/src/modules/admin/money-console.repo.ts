import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { REFUND_KINDS as REFUND_KINDS_LIST } from '@yuanfen/contract';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  ledger,
  mallOrders,
  messages,
  paymentOrders,
  photoFlags,
  refreshTokens,
  reports,
  sayHiReviews,
  supportTickets,
  users,
  verifications,
  withdrawals,
} from '../../db/schema';

/*
 * The dashboard's and the money screens' reads (docs/decisions.md 56, 57). Like admin.repo.ts they look
 * across modules (accounts, chat, payments, the ledger, the queues) and write nothing.
 */

/** The ledger kinds that give gold back: an operator's refund, a cancelled mall order's. */
const REFUND_KINDS: string[] = [...REFUND_KINDS_LIST];

const utcDay = (column: SQL | { name: string }) => sql`(${column} at time zone 'UTC')::date`;

export interface DashboardDayRow {
  day: string;
  signups: number;
  active: number;
  messages: number;
  revenue_units: number;
  refund_units: number;
  refunds: number;
}

/**
 * What the ledger says of an order (contract `RECONCILIATION_RESULTS`): its status against the gold credited
 * under the order's key (`order:<id>`, settlement.ts).
 */
const reconciliation = sql<string>`case
  when ${paymentOrders.status} = 'success' and ${ledger.id} is null then 'missing_credit'
  when ${paymentOrders.status} = 'success' and ${ledger.amount} <> ${paymentOrders.units} then 'amount_mismatch'
  when ${paymentOrders.status} = 'success' then 'matched'
  when ${ledger.id} is not null then 'unexpected_credit'
  when ${paymentOrders.status} in ('created', 'pending') then 'awaiting'
  else 'unpaid' end`;

const operators = alias(users, 'operator');

export const moneyConsoleRepo = {
  /**
   * One row per UTC day from `from` to `to` (dates `YYYY-MM-DD`), each figure grouped once per table and
   * joined to the days: sign-ups, active members (a session issued or renewed, or a message sent), messages,
   * gold credited by settled payments, gold refunded and the number of refunds.
   */
  dailySeries: async (db: DbOrTx, from: string, to: string): Promise<DashboardDayRow[]> => {
    const start = sql`${from}::date::timestamp at time zone 'UTC'`;
    const end = sql`(${to}::date + 1)::timestamp at time zone 'UTC'`;
    const within = (column: SQL | { name: string }) => sql`${column} >= ${start} and ${column} < ${end}`;
    const result = await db.execute(sql`
      with days as (
        select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as d
      ),
      signups as (
        select ${utcDay(users.created_at)} as day, count(*) as n from ${users}
        where ${within(users.created_at)} group by 1
      ),
      active as (
        select day, count(distinct user_id) as n from (
          select ${utcDay(refreshTokens.created_at)} as day, ${refreshTokens.user_id} as user_id from ${refreshTokens}
          where ${within(refreshTokens.created_at)}
          union all
          select ${utcDay(messages.created_at)}, ${messages.sender_id} from ${messages}
          where ${within(messages.created_at)}
        ) as a group by day
      ),
      sent as (
        select ${utcDay(messages.created_at)} as day, count(*) as n from ${messages}
        where ${within(messages.created_at)} group by 1
      ),
      paid as (
        select ${utcDay(paymentOrders.credited_at)} as day, sum(${paymentOrders.units}) as n from ${paymentOrders}
        where ${paymentOrders.status} = 'success' and ${within(paymentOrders.credited_at)} group by 1
      ),
      refunded as (
        select ${utcDay(ledger.created_at)} as day, sum(${ledger.amount}) as units, count(*) as n from ${ledger}
        where ${inArray(ledger.kind, REFUND_KINDS)} and ${within(ledger.created_at)} group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as day,
        coalesce(signups.n, 0)::int as signups,
        coalesce(active.n, 0)::int as active,
        coalesce(sent.n, 0)::int as messages,
        coalesce(paid.n, 0)::int as revenue_units,
        coalesce(refunded.units, 0)::int as refund_units,
        coalesce(refunded.n, 0)::int as refunds
      from days
        left join signups on signups.day = days.day
        left join active on active.day = days.day
        left join sent on sent.day = days.day
        left join paid on paid.day = days.day
        left join refunded on refunded.day = days.day
      order by days.day`);
    return result.rows.map((row) => ({
      day: String(row.day),
      signups: Number(row.signups),
      active: Number(row.active),
      messages: Number(row.messages),
      revenue_units: Number(row.revenue_units),
      refund_units: Number(row.refund_units),
      refunds: Number(row.refunds),
    }));
  },

  /** Settled payments' money by UTC day and currency, from `from` to `to`. */
  dailyRevenue: async (db: DbOrTx, from: string, to: string) => {
    const day = utcDay(paymentOrders.credited_at);
    return db
      .select({
        day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
        currency: paymentOrders.currency,
        cents: sql<number>`sum(${paymentOrders.price_cents})::int`,
      })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.status, 'success'),
          sql`${paymentOrders.credited_at} >= ${from}::date::timestamp at time zone 'UTC'`,
          sql`${paymentOrders.credited_at} < (${to}::date + 1)::timestamp at time zone 'UTC'`,
        ),
      )
      .groupBy(day, paymentOrders.currency)
      .orderBy(paymentOrders.currency);
  },

  /** The queues open now: reports, selfies, withdrawals not yet paid or rejected, support tickets awaiting us. */
  openQueues: async (db: DbOrTx) => {
    const count = (table: SQL) => sql<number>`(select count(*)::int from ${table})`;
    const [row] = await db
      .select({
        reports: count(sql`${reports} where ${reports.status} = 'open'`),
        verifications: count(sql`${verifications} where ${verifications.status} = 'pending'`),
        withdrawals: count(sql`${withdrawals} where ${withdrawals.status} in ('pending', 'approved')`),
        support: count(sql`${supportTickets} where ${supportTickets.status} = 'open'`),
        say_hi: count(
          sql`${sayHiReviews} join ${users} on ${users.id} = ${sayHiReviews.user_id} where ${sayHiReviews.reviewed_at}
            is null and (coalesce(${users.hi_content}, '') <> '' or ${users.hi_photo} is not null)`,
        ),
        photo_flags: count(sql`${photoFlags} where ${photoFlags.status} = 'open'`),
      })
      .from(sql`(select 1) as one`);
    return {
      reports: Number(row!.reports),
      verifications: Number(row!.verifications),
      withdrawals: Number(row!.withdrawals),
      support: Number(row!.support),
      say_hi: Number(row!.say_hi),
      photo_flags: Number(row!.photo_flags),
    };
  },

  /** Payment orders, newest first, with the ledger's credit of each and the reconciliation it makes. */
  ordersPage: (
    db: DbOrTx,
    filter: { status?: string; gateway?: string; user?: number; mismatch?: number },
    limit: number,
    offset: number,
  ) => {
    const where: SQL[] = [];
    if (filter.status) where.push(eq(paymentOrders.status, filter.status));
    if (filter.gateway) where.push(eq(paymentOrders.gateway, filter.gateway));
    if (filter.user) where.push(eq(paymentOrders.user_id, filter.user));
    if (filter.mismatch)
      where.push(sql`${reconciliation} in ('missing_credit', 'amount_mismatch', 'unexpected_credit')`);
    return db
      .select({
        order: paymentOrders,
        credited_units: ledger.amount,
        reconciliation,
        member: { id: users.id, name: users.name, avatar: users.avatar, status: users.status },
      })
      .from(paymentOrders)
      .leftJoin(ledger, eq(ledger.idempotency_key, sql`'order:' || ${paymentOrders.id}`))
      .leftJoin(users, eq(users.id, paymentOrders.user_id))
      .where(and(...where))
      .orderBy(desc(paymentOrders.created_at), desc(paymentOrders.id))
      .limit(limit)
      .offset(offset);
  },

  /** Refund entries of the ledger, newest first, with the mall order a mall refund cancelled. */
  refundsPage: (db: DbOrTx, filter: { kind?: string; user?: number }, limit: number, offset: number) => {
    const where: SQL[] = [inArray(ledger.kind, filter.kind ? [filter.kind] : REFUND_KINDS)];
    if (filter.user) where.push(eq(ledger.to_account, `user:${filter.user}`));
    return db
      .select({ entry: ledger, mall_order_id: mallOrders.id })
      .from(ledger)
      .leftJoin(mallOrders, eq(mallOrders.refund_entry_id, ledger.id))
      .where(and(...where))
      .orderBy(desc(ledger.id))
      .limit(limit)
      .offset(offset);
  },

  /**
   * A member's ledger entries, newest first; a correction (`adjustment`) comes with the audit entry that
   * recorded it (`users.gold`, its `after.ledger_entry`) and that operator's name.
   */
  ledgerPage: (db: DbOrTx, userId: number, limit: number, offset: number) => {
    const account = `user:${userId}`;
    return db
      .select({
        entry: ledger,
        reason: auditLog.reason,
        operator_id: auditLog.actor_id,
        operator_name: operators.name,
      })
      .from(ledger)
      .leftJoin(
        auditLog,
        and(
          eq(ledger.kind, 'adjustment'),
          eq(auditLog.target, account),
          eq(auditLog.action, 'users.gold'),
          sql`${auditLog.after}->>'ledger_entry' = ${ledger.id}::text`,
        ),
      )
      .leftJoin(operators, eq(operators.id, auditLog.actor_id))
      .where(or(eq(ledger.from_account, account), eq(ledger.to_account, account)))
      .orderBy(desc(ledger.id))
      .limit(limit)
      .offset(offset);
  },
};

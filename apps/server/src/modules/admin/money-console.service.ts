import {
  DASHBOARD_DAYS,
  RECONCILIATION_RESULTS,
  REFUND_KINDS,
  type AdminDashboard,
  type AdminLedgerPage,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrdersQuery,
  type AdminRefund,
  type AdminRefundPage,
  type AdminRefundsQuery,
  type OrderStatus,
  type ReconciliationResult,
  type RefundKind,
} from '@yuanfen/contract';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { numberedPage, pageOffset } from '../../platform/pagination';
import { authorize } from '../../platform/policy';
import { presentMemberRef } from './admin.presenter';
import { adminRepo } from './admin.repo';
import type { Operator } from './admin.service';
import { adminPolicy } from './admin.policy';
import { moneyConsoleRepo } from './money-console.repo';

const PAGE = 50;
const DAY_MS = 86_400_000;

export interface MoneyConsoleDeps {
  db: Db;
  now: () => Date;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const userIdOf = (account: string) => (account.startsWith('user:') ? Number(account.slice(5)) : null);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The console's dashboard and money screens (issue 17, docs/decisions.md 56, 57): figures of the last 30
 * days, payment orders with their reconciliation, refunds and any member's whole ledger. Read-only: the
 * corrections themselves go through `AdminService.gold` (audited).
 */
export class MoneyConsoleService {
  constructor(private readonly d: MoneyConsoleDeps) {}

  async dashboard(op: Operator): Promise<AdminDashboard> {
    authorize(op.actor, adminPolicy['dashboard.read'], undefined);
    const today = this.d.now();
    const to = isoDay(today);
    const from = isoDay(new Date(today.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS));
    const [series, revenue, queues] = await Promise.all([
      moneyConsoleRepo.dailySeries(this.d.db, from, to),
      moneyConsoleRepo.dailyRevenue(this.d.db, from, to),
      moneyConsoleRepo.openQueues(this.d.db),
    ]);
    const days = series.map((s) => s.day);
    const index = new Map(days.map((day, i) => [day, i]));
    const byCurrency = new Map<string, number[]>();
    for (const row of revenue) {
      const cents = byCurrency.get(row.currency) ?? days.map(() => 0);
      const i = index.get(row.day);
      if (i !== undefined) cents[i] = Number(row.cents);
      byCurrency.set(row.currency, cents);
    }
    return {
      days,
      signups: series.map((s) => s.signups),
      active: series.map((s) => s.active),
      messages: series.map((s) => s.messages),
      revenue_units: series.map((s) => s.revenue_units),
      revenue: [...byCurrency].map(([currency, cents]) => ({
        currency,
        cents,
        total_cents: cents.reduce((a, b) => a + b, 0),
      })),
      refund_units: series.map((s) => s.refund_units),
      refunds: series.map((s) => s.refunds),
      queues,
    };
  }

  async orders(op: Operator, query: AdminOrdersQuery): Promise<AdminOrderPage> {
    authorize(op.actor, adminPolicy['orders.read'], undefined);
    const rows = await moneyConsoleRepo.ordersPage(this.d.db, query, PAGE + 1, pageOffset(query.page, PAGE));
    const page = numberedPage(rows, query.page, PAGE);
    return {
      data: page.data.map(({ order, member, credited_units, reconciliation }): AdminOrder => ({
        id: order.id,
        member: member ? presentMemberRef(member) : null,
        user_id: order.user_id,
        gateway: order.gateway,
        units: order.units,
        price_cents: order.price_cents,
        currency: order.currency,
        status: order.status as OrderStatus,
        reason: order.reason,
        provider_ref: order.provider_ref,
        credited_units,
        reconciliation: (RECONCILIATION_RESULTS as readonly string[]).includes(reconciliation)
          ? (reconciliation as ReconciliationResult)
          : 'unpaid',
        release_at: iso(order.release_at),
        credited_at: iso(order.credited_at),
        created_at: order.created_at.toISOString(),
        updated_at: order.updated_at.toISOString(),
      })),
      next_page: page.next_page,
    };
  }

  async refunds(op: Operator, query: AdminRefundsQuery): Promise<AdminRefundPage> {
    authorize(op.actor, adminPolicy['orders.read'], undefined);
    const rows = await moneyConsoleRepo.refundsPage(this.d.db, query, PAGE + 1, pageOffset(query.page, PAGE));
    const page = numberedPage(rows, query.page, PAGE);
    const ids = [...new Set(page.data.map((r) => userIdOf(r.entry.to_account)).filter((id) => id !== null))];
    const members = new Map((await adminRepo.members(this.d.db, ids)).map((m) => [m.id, presentMemberRef(m)]));
    return {
      data: page.data.map(({ entry, mall_order_id }): AdminRefund => {
        const memberId = userIdOf(entry.to_account);
        const refunded = Number(entry.related_id);
        return {
          id: entry.id,
          kind: (REFUND_KINDS as readonly string[]).includes(entry.kind) ? (entry.kind as RefundKind) : 'refund',
          amount: entry.amount,
          member: memberId === null ? null : (members.get(memberId) ?? null),
          to_account: entry.to_account,
          from_account: entry.from_account,
          refunded_entry_id: Number.isInteger(refunded) && refunded > 0 ? refunded : null,
          mall_order_id,
          created_at: entry.created_at.toISOString(),
        };
      }),
      next_page: page.next_page,
    };
  }

  async ledger(op: Operator, userId: number, query: { page: number }): Promise<AdminLedgerPage> {
    authorize(op.actor, adminPolicy['ledger.read'], undefined);
    const member = await adminRepo.member(this.d.db, userId);
    if (!member) throw fail.notFound('No such member');
    const account = `user:${userId}`;
    const rows = await moneyConsoleRepo.ledgerPage(this.d.db, userId, PAGE + 1, pageOffset(query.page, PAGE));
    const page = numberedPage(rows, query.page, PAGE);
    return {
      member: presentMemberRef(member),
      balance: member.balance,
      data: page.data.map(({ entry, reason, operator_id, operator_name }) => {
        const incoming = entry.to_account === account;
        return {
          id: entry.id,
          amount: incoming ? entry.amount : -entry.amount,
          kind: entry.kind,
          counterpart: incoming ? entry.from_account : entry.to_account,
          related_id: entry.related_id,
          created_at: entry.created_at.toISOString(),
          correction: entry.kind === 'adjustment' && reason !== null ? { operator_id, operator_name, reason } : null,
        };
      }),
      next_page: page.next_page,
    };
  }
}

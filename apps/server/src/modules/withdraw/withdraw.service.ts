import { createHash } from 'node:crypto';
import {
  RefusalReason,
  WITHDRAW_CURRENCY,
  WITHDRAW_RATE_HISTORY,
  payoutCents,
  withdrawAccountProblem,
  type AdminWithdrawal,
  type AdminWithdrawalDecisionBody,
  type AdminWithdrawalsQuery,
  type BusEvent,
  type WithdrawAction,
  type WithdrawBody,
  type WithdrawMethod,
  type WithdrawPage,
  type WithdrawRate,
  type WithdrawResponse,
  type WithdrawStatus,
} from '@yuanfen/contract';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit.repo';
import { fail } from '../../platform/errors';
import type { OperatorSettings } from '../../platform/operator-settings';
import { numberedPage, pageOffset } from '../../platform/pagination';
import { authorize, memberActor } from '../../platform/policy';
import { accountRepo } from '../account/account.repo';
import { adminPolicy } from '../admin/admin.policy';
import { presentMemberRef } from '../admin/admin.presenter';
import { adminRepo } from '../admin/admin.repo';
import type { Operator } from '../admin/admin.service';
import { SystemAccount, userAccount, type LedgerService } from '../money/ledger.service';
import type { NotificationService } from '../notification/notification.service';
import { defaultRate, lastCompletedWeek, rateOfWeek } from './weekly-rate';
import { withdrawPolicy } from './withdraw.policy';
import { presentAdminWithdrawal, presentWithdrawal } from './withdraw.presenter';
import { withdrawRepo, type WithdrawalRow, type WithdrawRateRow } from './withdraw.repo';

const PAGE_SIZE = 20;
const ADMIN_PAGE = 20;
const DAY_MS = 86_400_000;

export interface WithdrawDeps {
  db: Db;
  ledger: Pick<LedgerService, 'transfer' | 'balanceOf'>;
  operator: Pick<OperatorSettings, 'get'>;
  notifications: Pick<NotificationService, 'notify' | 'publish'>;
  /** The recharge price table's rate (USD per gold): the default weekly rate's base. */
  priceRate: number;
  now: () => Date;
}

/** The operator settings a withdrawal reads, read before its transaction (they live in the settings table). */
interface Rules {
  clearingDays: number;
  minGold: number;
  giftsEarn: boolean;
}

/** Where each decision takes a withdrawal from, and to. */
const MOVES: Record<WithdrawAction, { from: WithdrawStatus[]; to: WithdrawStatus }> = {
  approve: { from: ['pending'], to: 'approved' },
  pay: { from: ['approved'], to: 'paid' },
  reject: { from: ['pending', 'approved'], to: 'rejected' },
};

const notFound = () => fail.notFound('No such withdrawal');
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32);

/**
 * Partners' cash-out (issue 18, docs/decisions.md 40, docs/money.md "Cash-out"). A withdrawal holds its
 * gold in the ledger from the moment it is asked (`user → system:withdraw_holds`, in the transaction that
 * stores it, under the member's row lock so that racing requests never ask for more than may be
 * withdrawn); an operator approves then pays it (`holds → system:payouts`, valued at the weekly rate) or
 * rejects it (`holds → user`). The weekly rate is computed once per ISO week by a job.
 */
export class WithdrawService {
  constructor(private readonly d: WithdrawDeps) {}

  private async rules(): Promise<Rules> {
    const [clearingDays, minGold, giftsEarn] = await Promise.all([
      this.d.operator.get('withdrawClearingDays'),
      this.d.operator.get('withdrawMinGold'),
      this.d.operator.get('withdrawGiftsEarn'),
    ]);
    return {
      clearingDays: Math.max(0, clearingDays),
      minGold: Math.max(1, Math.floor(minGold)),
      giftsEarn: giftsEarn === 1,
    };
  }

  /**
   * What the member may withdraw now: earnings older than the clearing period, minus what their
   * withdrawals not rejected asked for, at most their balance, never below 0.
   */
  private async available(db: DbOrTx, userId: number, rules: Rules, balance: number): Promise<number> {
    const cleared = new Date(this.d.now().getTime() - rules.clearingDays * DAY_MS);
    const [earned, asked] = await Promise.all([
      withdrawRepo.earnedBefore(db, userAccount(userId), cleared, { gifts: rules.giftsEarn }),
      withdrawRepo.askedFor(db, userId),
    ]);
    return Math.max(0, Math.min(balance, earned - asked));
  }

  /** `GET me`'s `withdrawable` (asked only for partners). */
  async withdrawable(userId: number): Promise<number> {
    const rules = await this.rules();
    return this.available(this.d.db, userId, rules, await this.d.ledger.balanceOf(userId));
  }

  /** `POST withdraw`. A retry with the same `Idempotency-Key` answers the first withdrawal. */
  async request(userId: number, body: WithdrawBody, key?: string): Promise<WithdrawResponse> {
    const member = await accountRepo.findById(this.d.db, userId);
    if (!member) throw fail.unauthorized();
    authorize(memberActor(userId), withdrawPolicy.request, member);
    const account = body.account.trim();
    const problem = withdrawAccountProblem(body.method, account);
    if (problem) throw fail.validation({ account: 'Not a valid account for this method' });
    const rules = await this.rules();
    const hash = key ? keyHash(key) : null;
    const done = await this.d.db.transaction(async (tx) => {
      // One request of the member at a time: the sums below stay true until this one is stored and held.
      await accountRepo.lockUser(tx, userId);
      const earlier = hash ? await withdrawRepo.byClientKey(tx, userAccount(userId), hash) : undefined;
      const balance = await this.d.ledger.balanceOf(userId, tx);
      if (earlier)
        return { row: earlier, balance, left: await this.available(tx, userId, rules, balance), moved: false };
      if (body.amount < rules.minGold)
        throw fail.validation(
          { amount: `At least ${rules.minGold} gold` },
          'Below the minimum per withdrawal',
          RefusalReason.BelowMinimum,
        );
      const available = await this.available(tx, userId, rules, balance);
      if (body.amount > available)
        throw fail.validation(
          { amount: `At most ${available} gold` },
          'More than you can withdraw now',
          RefusalReason.AboveWithdrawable,
        );
      const row = await withdrawRepo.insert(tx, {
        user_id: userId,
        amount: body.amount,
        method: body.method,
        account,
        status: 'pending',
        created_at: this.d.now(),
      });
      const held = await this.d.ledger.transfer(
        {
          from: userAccount(userId),
          to: SystemAccount.withdrawHolds,
          amount: row.amount,
          kind: 'withdraw_hold',
          relatedId: hash ? `${row.id}:${hash}` : row.id,
          idempotencyKey: `withdraw:${row.id}`,
        },
        tx,
      );
      await withdrawRepo.setHold(tx, row.id, held.entry.id);
      const after = held.balances.get(userId) ?? balance - row.amount;
      return {
        row: { ...row, hold_entry_id: held.entry.id },
        balance: after,
        left: available - row.amount,
        moved: true,
      };
    });
    if (done.moved)
      await this.d.notifications.publish([{ to: userId, event: 'balance', payload: { balance: done.balance } }]);
    return { withdrawal: presentWithdrawal(done.row), balance: done.balance, withdrawable: done.left };
  }

  /** `GET withdraw?page=`: the member's withdrawals, newest first. */
  async history(userId: number, page: number): Promise<WithdrawPage> {
    const rows = await withdrawRepo.pageOf(this.d.db, userId, PAGE_SIZE, pageOffset(page, PAGE_SIZE));
    const out = numberedPage(rows, page, PAGE_SIZE);
    return { data: out.data.map(presentWithdrawal), next_page: out.next_page };
  }

  /** `GET withdraw/rate`: the rate in force (computed now if the job has not run yet) and its history. */
  async rate(): Promise<WithdrawRate> {
    const current = await this.currentRate();
    const [history, rules] = await Promise.all([withdrawRepo.rates(this.d.db, WITHDRAW_RATE_HISTORY), this.rules()]);
    return {
      rate: { usd: current.usd, cny: current.cny },
      week: current.week,
      history: history.map((r) => ({
        week: r.week,
        usd: r.usd,
        cny: r.cny,
        recharged_gold: r.recharged_gold,
        paid_out_gold: r.paid_out_gold,
      })),
      min_gold: rules.minGold,
      clearing_days: rules.clearingDays,
    };
  }

  /**
   * The weekly job: computes the rate of the last completed ISO week unless it is stored (answers 1 when
   * this run stored it, 0 otherwise). Two runs at once store one row (the week is the primary key).
   */
  async computeWeeklyRate(now: Date): Promise<number> {
    const { week, from, to } = lastCompletedWeek(now);
    if (await withdrawRepo.rate(this.d.db, week)) return 0;
    const percent = await this.d.operator.get('withdrawPayoutPercent');
    const [recharges, paidOut] = await Promise.all([
      withdrawRepo.recharges(this.d.db, from, to),
      withdrawRepo.paidOut(this.d.db, from, to),
    ]);
    const sum = (currency: string) => {
      const r = recharges.find((x) => x.currency === currency);
      return { gold: r?.gold ?? 0, cents: r?.cents ?? 0 };
    };
    const money = { usd: sum('USD'), cny: sum('CNY') };
    const rate =
      rateOfWeek(money, percent) ??
      (await withdrawRepo.rateBefore(this.d.db, week).then((r) => (r ? { usd: r.usd, cny: r.cny } : null))) ??
      defaultRate(this.d.priceRate, percent);
    const stored = await withdrawRepo.insertRate(this.d.db, {
      week,
      usd: rate.usd,
      cny: rate.cny,
      recharged_gold: money.usd.gold + money.cny.gold,
      recharged_usd_cents: money.usd.cents,
      recharged_cny_fen: money.cny.cents,
      paid_out_gold: paidOut,
      computed_at: now,
    });
    return stored ? 1 : 0;
  }

  private async currentRate(): Promise<WithdrawRateRow> {
    const now = this.d.now();
    const { week } = lastCompletedWeek(now);
    const stored = await withdrawRepo.rate(this.d.db, week);
    if (stored) return stored;
    await this.computeWeeklyRate(now);
    return (await withdrawRepo.rate(this.d.db, week))!;
  }

  /** `GET admin/withdrawals?status=&page=`. */
  async adminList(op: Operator, query: AdminWithdrawalsQuery) {
    authorize(op.actor, adminPolicy['withdrawals.read'], undefined);
    const { page, status } = query;
    const rows = await withdrawRepo.pageByStatus(this.d.db, status, ADMIN_PAGE, pageOffset(page, ADMIN_PAGE));
    const out = numberedPage(rows, page, ADMIN_PAGE);
    return { data: await this.presentAdmin(out.data), next_page: out.next_page };
  }

  /**
   * `PUT admin/withdrawals/{id}`: one decision, under the withdrawal's row lock, with its ledger movement
   * (pay: holds → payouts; reject: holds → member), its audit entry and the member's notification in one
   * transaction. An operator does not decide their own withdrawal.
   */
  async decide(op: Operator, id: number, body: AdminWithdrawalDecisionBody): Promise<AdminWithdrawal> {
    authorize(op.actor, adminPolicy['withdrawals.decide'], undefined);
    const known = await withdrawRepo.byId(this.d.db, id);
    if (!known) throw notFound();
    if (known.user_id === op.actor.id) throw fail.forbidden('Operators cannot decide their own withdrawal');
    const reason = body.reason?.trim() || null;
    if (body.action === 'reject' && !reason) throw fail.validation({ reason: 'Say why it is rejected' });
    // Read before the transaction (one connection on PGlite): the rate in force and the member's name.
    const rate = body.action === 'pay' ? await this.currentRate() : null;
    const [member] = await adminRepo.members(this.d.db, [known.user_id]);
    const at = this.d.now();
    const move = MOVES[body.action];
    const { row, events } = await this.d.db.transaction(async (tx) => {
      const current = await withdrawRepo.lock(tx, id);
      if (!current) throw notFound();
      if (!move.from.includes(current.status as WithdrawStatus))
        throw fail.conflict(`This withdrawal is ${current.status}: it cannot be moved by ${body.action}`);
      const set = { status: move.to, decided_by: op.actor.id, decided_at: at, ...(reason ? { reason } : {}) };
      const events: BusEvent[] = [];
      let moved: WithdrawalRow | undefined;
      if (body.action === 'pay') {
        const currency = WITHDRAW_CURRENCY[current.method as WithdrawMethod] ?? 'USD';
        const value = currency === 'CNY' ? rate!.cny : rate!.usd;
        const paid = await this.d.ledger.transfer(
          {
            from: SystemAccount.withdrawHolds,
            to: SystemAccount.payouts,
            amount: current.amount,
            kind: 'withdraw_paid',
            relatedId: current.id,
            idempotencyKey: `withdraw-paid:${current.id}`,
          },
          tx,
        );
        moved = await withdrawRepo.move(tx, id, current.status, {
          ...set,
          rate_week: rate!.week,
          rate: value,
          currency,
          payout_cents: payoutCents(current.amount, value),
          settle_entry_id: paid.entry.id,
        });
      } else if (body.action === 'reject') {
        const released = await this.d.ledger.transfer(
          {
            from: SystemAccount.withdrawHolds,
            to: userAccount(current.user_id),
            amount: current.amount,
            kind: 'withdraw_release',
            relatedId: current.id,
            idempotencyKey: `withdraw-release:${current.id}`,
          },
          tx,
        );
        const balance = released.balances.get(current.user_id);
        if (balance !== undefined) events.push({ to: current.user_id, event: 'balance', payload: { balance } });
        moved = await withdrawRepo.move(tx, id, current.status, { ...set, settle_entry_id: released.entry.id });
      } else {
        moved = await withdrawRepo.move(tx, id, current.status, set);
      }
      if (!moved) throw fail.conflict('This withdrawal was decided meanwhile');
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: 'withdrawals.decide',
        target: `withdrawal:${id}`,
        before: { status: current.status, amount: current.amount, member: current.user_id },
        after: {
          status: moved.status,
          ...(moved.status === 'paid'
            ? {
                rate_week: moved.rate_week,
                rate: moved.rate,
                currency: moved.currency,
                payout_cents: moved.payout_cents,
              }
            : {}),
          ledger_entry: moved.settle_entry_id,
        },
        reason,
        ip: op.ip,
      });
      events.unshift(
        await this.d.notifications.notify(tx, current.user_id, 'withdraw', {
          user_id: current.user_id,
          name: member?.name ?? '',
          avatar: member?.avatar ?? null,
          withdrawal_id: current.id,
          status: moved.status,
        }),
      );
      return { row: moved, events };
    });
    await this.d.notifications.publish(events);
    return (await this.presentAdmin([row]))[0]!;
  }

  private async presentAdmin(rows: WithdrawalRow[]): Promise<AdminWithdrawal[]> {
    const ids = [...new Set(rows.map((r) => r.user_id))];
    const members = new Map((await adminRepo.members(this.d.db, ids)).map((m) => [m.id, presentMemberRef(m)]));
    return rows.map((row) => presentAdminWithdrawal(row, members.get(row.user_id)));
  }
}

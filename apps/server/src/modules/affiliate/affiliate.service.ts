import { randomInt } from 'node:crypto';
import {
  AFFILIATE_PERIOD_MONTHS,
  AFFILIATE_PID_LENGTH,
  Limits,
  type AffiliatePeriod,
  type AffiliateSummary,
} from '@yuanfen/contract';
import type { Db, Tx } from '../../db/client';
import type { OperatorSettings } from '../../platform/operator-settings';
import { SystemAccount, userAccount, type LedgerService, type TransferInput } from '../money/ledger.service';
import { affiliateRepo } from './affiliate.repo';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: AFFILIATE_PID_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** How a member signed up, as `referrals.via` records it. */
export type SignUpPath = 'email' | 'phone' | 'wechat' | 'facebook';

/** A pid as a URL may carry it: anything else is not an affiliate code and is ignored. */
export function cleanPid(pid: unknown): string | null {
  if (typeof pid !== 'string') return null;
  const trimmed = pid.trim().toUpperCase();
  return Limits.partnerIdLengths.includes(trimmed.length) && /^[A-Z0-9]+$/.test(trimmed) ? trimmed : null;
}

/** A credited order as the commission needs it. */
export interface CreditedOrder {
  id: string;
  user_id: number;
  units: number;
}

/**
 * The affiliate programme (spec §2, §7; issue 18): every member's code, the one attribution of a sign-up
 * to the code it came with, the commission on the referred members' payments and the figures.
 */
export class AffiliateService {
  constructor(
    private readonly d: {
      db: Db;
      ledger: LedgerService;
      operator: OperatorSettings;
      publicUrl: string;
      now: () => Date;
      log?: (message: string, error: unknown) => void;
    },
  ) {}

  /** The member's code, made on first use; a collision with another member's code draws again. */
  async codeOf(userId: number): Promise<string> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const existing = await affiliateRepo.codeOf(this.d.db, userId);
      if (existing) return existing;
      const inserted = await affiliateRepo.insertCode(this.d.db, userId, newCode());
      if (inserted) return inserted.pid;
    }
    throw new Error(`no free affiliate code for member ${userId}`);
  }

  /**
   * Attributes a new member to the affiliate whose code their sign-up carried, once. An unknown code, a
   * malformed one or the member's own is ignored silently, and so is any failure here: a sign-up never
   * fails because of a pid.
   */
  async attribute(userId: number, pid: unknown, via: SignUpPath): Promise<void> {
    const code = cleanPid(pid);
    if (!code) return;
    try {
      const affiliateId = await affiliateRepo.ownerOf(this.d.db, code);
      if (affiliateId === undefined || affiliateId === userId) return;
      await affiliateRepo.insertReferral(this.d.db, {
        user_id: userId,
        affiliate_id: affiliateId,
        pid: code,
        via,
        created_at: this.d.now(),
      });
    } catch (error) {
      this.d.log?.(`affiliate attribution of member ${userId} failed`, error);
    }
  }

  /** The commission percent, read outside the settlement's transaction (one connection on PGlite). */
  commissionPercent(): Promise<number> {
    return this.d.operator.get('affiliateCommissionPercent');
  }

  /**
   * The affiliate's share of a payment just credited to a referred member, from `system:affiliate`,
   * inside the settlement's transaction: keyed `affiliate:<order id>`, so a settlement or release run
   * twice credits it once. Answers the transfer to make (the caller orders it with the member's credit),
   * or null when the payer was referred by nobody or the share rounds down to nothing.
   */
  async commissionFor(
    tx: Tx,
    order: CreditedOrder,
    percent: number,
  ): Promise<(TransferInput & { affiliateId: number }) | null> {
    const affiliateId = await affiliateRepo.referrerOf(tx, order.user_id);
    const amount = Math.floor((order.units * percent) / 100);
    if (affiliateId === undefined || affiliateId === order.user_id || amount <= 0) return null;
    return {
      affiliateId,
      from: SystemAccount.affiliate,
      to: userAccount(affiliateId),
      amount,
      kind: 'affiliate',
      relatedId: order.id,
      idempotencyKey: `affiliate:${order.id}`,
    };
  }

  /** `GET affiliate`: code, link, totals and the last months' figures (oldest first). */
  async summary(userId: number, origin: string | null): Promise<AffiliateSummary> {
    const pid = await this.codeOf(userId);
    const db = this.d.db;
    const months = lastMonths(this.d.now(), AFFILIATE_PERIOD_MONTHS);
    const since = new Date(`${months[0]}-01T00:00:00Z`);
    const [signups, payments, commission, paying, percent, recentSignups, recentPayments, recentCommission] =
      await Promise.all([
        affiliateRepo.signups(db, userId, null),
        affiliateRepo.payments(db, userId, null),
        affiliateRepo.commission(db, userId, null),
        affiliateRepo.payingMembers(db, userId),
        this.commissionPercent(),
        affiliateRepo.signups(db, userId, since),
        affiliateRepo.payments(db, userId, since),
        affiliateRepo.commission(db, userId, since),
      ]);
    const total = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((n, row) => n + (pick(row) || 0), 0);
    const periods: AffiliatePeriod[] = months.map((month) => {
      const payment = recentPayments.find((r) => r.month === month);
      return {
        month,
        signups: recentSignups.find((r) => r.month === month)?.n ?? 0,
        paying: payment?.paying ?? 0,
        revenue: payment?.revenue ?? 0,
        commission: recentCommission.find((r) => r.month === month)?.gold ?? 0,
      };
    });
    const base = (origin ?? this.d.publicUrl).replace(/\/+$/, '');
    return {
      pid,
      link: `${base}/?pid=${pid}`,
      signups: total(signups, (r) => r.n),
      paying,
      revenue: total(payments, (r) => r.revenue),
      commission: total(commission, (r) => r.gold),
      percent,
      periods,
    };
  }
}

/** The `count` months up to the one of `now`, as `YYYY-MM` (UTC), oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

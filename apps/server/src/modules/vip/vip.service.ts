import {
  isLifetime,
  LIFETIME_EXPIRY_AT,
  TRIAL_DAYS,
  VIP_DEFAULT_MONTHS,
  VIP_PACKS,
  vipPack,
  type UpgradeBody,
  type UpgradeResult,
  type VipPacksResponse,
  type VipState,
} from '@yuanfen/contract';
import type { Db, Tx } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import { authorize, memberActor } from '../../platform/policy';
import { SystemAccount, userAccount, type LedgerService } from '../money/ledger.service';
import { vipPolicy } from './vip.policy';
import { vipRepo, type VipRow } from './vip.repo';
import type { Receipts } from '../mail/mail.service';

const DAY_MS = 86_400_000;

const vipState = (row: VipRow): VipState => ({
  vip: row.vip,
  free: row.free,
  vip_expired_at: row.vip_expired_at?.toISOString() ?? null,
  trialing: row.trialing,
  balance: row.balance,
});

/** The new expiry: lifetime packs and lifetime members stay lifetime; otherwise extend what is left. */
export function extendExpiry(current: Date | null, months: number, now: Date): Date {
  const lifetime = new Date(LIFETIME_EXPIRY_AT);
  if (months > 12 || (current && isLifetime(current.toISOString()))) return lifetime;
  const from = current && current > now ? new Date(current) : new Date(now);
  if (months < 1) return new Date(from.getTime() + TRIAL_DAYS * DAY_MS);
  from.setUTCMonth(from.getUTCMonth() + months);
  return from < lifetime ? from : lifetime;
}

/** VIP membership: buying packs with gold (for oneself or another member) and ending expired ones. */
export class VipService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly bus: EventBus,
    private readonly now: () => Date,
    /** Whether the buyer may see the member they give a membership to (the profile rule, spec §6). */
    private readonly visibleTo: (viewerId: number, ownerId: number) => Promise<boolean>,
    /** The billing mail of a purchase (the mail module, built later: reached through a getter). */
    private readonly receipts?: () => Pick<Receipts, 'vip'>,
  ) {}

  /** Whether the buyer may give VIP to `forId` (vip.policy.ts), for `POST upgrade` and gateway purchases. */
  async checkBeneficiary(buyerId: number, forId: number): Promise<void> {
    const visible = forId !== buyerId && (await this.visibleTo(buyerId, forId));
    authorize(memberActor(buyerId), vipPolicy.giveTo, { forId, visible });
  }

  /**
   * Buys a pack from the buyer's balance (buyer → system:vip_sales) and extends the target's membership.
   * The trial (0.25) is once per account; partners may give it to others. A repeated idempotency key
   * answers the first result without charging again.
   */
  async upgrade(buyerId: number, body: UpgradeBody, opts: { idempotencyKey?: string } = {}): Promise<UpgradeResult> {
    const pack = vipPack(body.month);
    if (!pack) throw fail.validation({ month: 'Unknown VIP pack' });
    const targetId = body.for ?? buyerId;
    if (body.for !== undefined) await this.checkBeneficiary(buyerId, body.for);

    const outcome = await this.db.transaction(async (tx) => {
      const rows = await vipRepo.lock(tx, [...new Set([buyerId, targetId])]);
      const buyer = rows.find((r) => r.id === buyerId);
      const target = rows.find((r) => r.id === targetId);
      if (!buyer) throw fail.unauthorized();
      if (!target || target.status !== 'active') throw fail.validation({ for: "User doesn't exist or hidden" });
      const forOther = target.id !== buyer.id;
      if (pack.trial) authorize(memberActor(buyer.id), vipPolicy.trial, { buyer, target });

      const paid = await this.ledger.transfer(
        {
          from: userAccount(buyer.id),
          to: SystemAccount.vipSales,
          amount: pack.price,
          kind: 'vip',
          relatedId: target.id,
          ...(opts.idempotencyKey ? { idempotencyKey: `upgrade:${buyer.id}:${opts.idempotencyKey}` } : {}),
        },
        tx,
      );
      if (paid.replayed) return { buyer, target, forOther, replayed: true };
      const upgraded = await vipRepo.setVip(tx, target.id, {
        vip_expired_at: extendExpiry(target.vip === 1 ? target.vip_expired_at : null, pack.months, this.now()),
        ...(pack.trial ? { trialing: 1 } : {}),
      });
      if (pack.trial && forOther && buyer.is_partner <= 0) await vipRepo.useTrial(tx, buyer.id);
      const buyerAfter = forOther ? await this.reload(tx, buyer.id) : upgraded;
      return { buyer: buyerAfter, target: forOther ? upgraded : buyerAfter, forOther, replayed: false };
    });

    const { buyer, target, forOther } = outcome;
    const result: UpgradeResult = {
      status: 'success',
      month: pack.months,
      me: forOther ? null : vipState(target),
      name: target.name,
      user_id: target.id,
      vip_expired_at: target.vip_expired_at?.toISOString() ?? LIFETIME_EXPIRY_AT,
      balance: buyer.balance,
    };
    if (!outcome.replayed) {
      await this.bus.publish({ to: buyer.id, event: 'upgrade', payload: result });
      await this.bus.publish({ to: buyer.id, event: 'balance', payload: { balance: buyer.balance } });
      if (forOther) {
        await this.bus.publish({
          to: target.id,
          event: 'upgrade',
          payload: { ...result, me: vipState(target), name: buyer.name, balance: target.balance },
        });
      }
      await this.receipts?.().vip(buyer.id, { until: target.vip_expired_at, forName: forOther ? target.name : null });
    }
    return result;
  }

  /** The packs with prices and savings, and whether the viewer may take the trial. */
  /**
   * An operator's grant of VIP months (the console, audited by the caller in the same transaction):
   * extends a running membership like a purchase does, without gold.
   */
  async grant(tx: Tx, userId: number, months: number) {
    const [target] = await vipRepo.lock(tx, [userId]);
    if (!target) throw fail.notFound('No such member');
    return vipRepo.setVip(tx, userId, {
      vip_expired_at: extendExpiry(target.vip === 1 ? target.vip_expired_at : null, months, this.now()),
    });
  }

  async packs(viewerId: number | null): Promise<VipPacksResponse> {
    const viewer = viewerId ? await vipRepo.find(this.db, viewerId) : undefined;
    return {
      data: VIP_PACKS.map((p) => ({ ...p })),
      default: VIP_DEFAULT_MONTHS,
      trial_offered: !viewer || viewer.trialing === 0,
      trial_for_others: !!viewer && viewer.is_partner > 0,
    };
  }

  /** Job: paid memberships past their expiry end; the members' clients refresh their account. */
  async endExpired(now: Date): Promise<number> {
    const ended = await vipRepo.endExpired(this.db, now);
    for (const { id } of ended) await this.bus.publish({ to: id, event: 'refresh', payload: { scope: 'me' } });
    return ended.length;
  }

  private async reload(tx: Tx, id: number) {
    const row = await vipRepo.find(tx, id);
    if (!row) throw fail.notFound();
    return row;
  }
}

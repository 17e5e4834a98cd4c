import type { OrderStatus, PaymentStatus } from '@yuanfen/contract';
import type { Db } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import type { AffiliateService } from '../affiliate/affiliate.service';
import { SystemAccount, userAccount, type LedgerService, type TransferInput } from '../money/ledger.service';
import type { PaymentNotice } from './gateways/gateway';
import type { Receipts } from '../mail/mail.service';
import { paymentRepo, type NewOrder, type OrderRow } from './payment.repo';

const DAY_MS = 86_400_000;

/** What settlement needs of the affiliate programme: the percent, and the share of one payment. */
export type CommissionSource = Pick<AffiliateService, 'commissionPercent' | 'commissionFor'>;

/** created → any result; pending → a final result; failed/canceled → success when money arrives after all. */
function canMove(from: string, to: PaymentStatus): boolean {
  if (from === to || from === 'success') return false;
  if (from === 'failed' || from === 'canceled') return to === 'success' || to === 'pending';
  return true;
}

/**
 * Records gateway results. Every result — a webhook, PayPal's return, a reconciliation query, the sandbox
 * page, the release job — ends in `apply`, which locks the order, moves it at most once to each status
 * and credits gold once (ledger idempotency key `order:<id>`).
 */
export class OrderSettlement {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly bus: EventBus,
    private readonly opts: {
      releaseDays: number;
      now: () => Date;
      /** Credits the referring affiliate's commission with the payment (issue 18). */
      affiliates?: CommissionSource;
      /** The billing mail of a successful recharge (issue 21). */
      receipts?: () => Pick<Receipts, 'recharge'>;
    },
  ) {}

  /** The one place an order's result is recorded and gold credited; events go out after commit. */
  async apply(notice: PaymentNotice, opts: { gateway?: string; checkAmount: boolean }): Promise<OrderRow> {
    const now = this.opts.now();
    // Read before the transaction: the settings live outside it (and PGlite has one connection).
    const percent =
      notice.status === 'success' && this.opts.affiliates ? await this.opts.affiliates.commissionPercent() : 0;
    const outcome = await this.db.transaction(async (tx) => {
      const order = await paymentRepo.lock(tx, notice.orderId);
      if (!order || (opts.gateway && order.gateway !== opts.gateway)) throw fail.notFound('No such order');
      const paid = notice.status === 'success' || notice.status === 'pending';
      if (
        opts.checkAmount &&
        paid &&
        (notice.amountCents !== order.price_cents || notice.currency !== order.currency)
      ) {
        throw fail.code(400, 0, 'The paid amount does not match the order');
      }
      if (!canMove(order.status, notice.status))
        return { order, changed: false, balance: undefined, commission: undefined };
      const values: Partial<NewOrder> = {
        status: notice.status,
        reason: notice.status === 'success' ? null : (notice.reason ?? null),
        provider_ref: order.provider_ref ?? notice.providerRef ?? null,
      };
      if (notice.status === 'pending') values.release_at = new Date(now.getTime() + this.opts.releaseDays * DAY_MS);
      let balance: number | undefined;
      let commission: { to: number; balance: number | undefined } | undefined;
      if (notice.status === 'success') {
        const recharge: TransferInput = {
          from: SystemAccount.payments,
          to: userAccount(order.user_id),
          amount: order.units,
          kind: 'recharge',
          relatedId: order.id,
          idempotencyKey: `order:${order.id}`,
        };
        // The affiliate who referred the payer earns their share now — a pending payment only when it is
        // released. Members are credited in id order, so two settlements cannot lock them crosswise.
        const share = percent > 0 ? await this.opts.affiliates?.commissionFor(tx, order, percent) : null;
        const transfers = share && share.affiliateId < order.user_id ? [share, recharge] : [recharge, share];
        for (const transfer of transfers) {
          if (!transfer) continue;
          const result = await this.ledger.transfer(transfer, tx);
          if (transfer === recharge) balance = result.balances.get(order.user_id);
          else if (share) commission = { to: share.affiliateId, balance: result.balances.get(share.affiliateId) };
        }
        values.credited_at = now;
      }
      await paymentRepo.update(tx, order.id, values);
      return { order: { ...order, ...values } as OrderRow, changed: true, balance, commission };
    });
    const { order } = outcome;
    if (outcome.changed) {
      await this.bus.publish({
        to: order.user_id,
        event: 'pay',
        payload: {
          order_id: order.id,
          status: order.status as OrderStatus,
          amount: order.units,
          ...(order.reason ? { reason: order.reason } : {}),
          ...(order.status === 'pending' && order.release_at ? { release_at: order.release_at.toISOString() } : {}),
        },
      });
      if (outcome.balance !== undefined) {
        await this.bus.publish({ to: order.user_id, event: 'balance', payload: { balance: outcome.balance } });
        await this.opts.receipts?.().recharge(order.user_id, {
          gold: order.units,
          balance: outcome.balance,
          orderId: order.id,
        });
      }
      const commission = outcome.commission;
      if (commission?.balance !== undefined) {
        await this.bus.publish({ to: commission.to, event: 'balance', payload: { balance: commission.balance } });
      }
    }
    return order;
  }
}

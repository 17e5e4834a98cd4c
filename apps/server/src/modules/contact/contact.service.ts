import {
  isVip,
  RefusalReason,
  type BuyContactBody,
  type ContactBody,
  type ContactPurchase,
  type ContactRecord,
  type ContactSettings,
} from '@yuanfen/contract';
import type { Db, Tx } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import type { OperatorSettings } from '../../platform/operator-settings';
import { authorize, memberActor } from '../../platform/policy';
import { SystemAccount, userAccount, type LedgerService } from '../money/ledger.service';
import type { ProfileService } from '../profile/profile.service';
import { contactPolicy, type OfferFacts } from './contact.policy';
import { NOT_FOR_SALE, offerText, presentOffer } from './contact.presenter';
import { contactRepo, type BuyerFacts, type ContactOfferRow } from './contact.repo';

export interface ContactDeps {
  db: Db;
  bus: EventBus;
  ledger: LedgerService;
  operator: Pick<OperatorSettings, 'get'>;
  profiles: Pick<ProfileService, 'visibleMember'>;
  now: () => Date;
}

/** Ledger kinds: the seller's share (counted as earned, withdrawable gold) and the operator's commission. */
export const CONTACT_KIND = 'contact';
export const CONTACT_COMMISSION_KIND = 'contact_commission';

const NO_OFFER = 'No such contact offer';

/**
 * Contact details for gold (spec §1, §6; issue 18; docs/decisions.md 39). Partners set what they sell
 * (`PUT contact`); VIP and paying members see who sells, for how much, and buy once (`POST contact/{id}`):
 * the price less the operator's commission goes to the seller (kind `contact`), the commission to revenue
 * (kind `contact_commission`), both with the purchase row in one transaction.
 */
export class ContactService {
  constructor(private readonly deps: ContactDeps) {}

  /** `GET contact`: the caller's own offer, whether they may sell, and the operator's range and commission. */
  async settings(userId: number): Promise<ContactSettings> {
    const own = await contactRepo.offerOf(this.deps.db, userId);
    if (!own) throw fail.unauthorized();
    return this.settingsOf(own.partner, own.offer);
  }

  /** `PUT contact`: replaces the caller's offer (an absent or empty detail is cleared). Partners only. */
  async save(userId: number, body: ContactBody): Promise<ContactSettings> {
    const { db, operator } = this.deps;
    const own = await contactRepo.offerOf(db, userId);
    if (!own) throw fail.unauthorized();
    authorize(memberActor(userId), contactPolicy.sell, { partner: own.partner });
    const [min, max] = await Promise.all([operator.get('contactPriceMin'), operator.get('contactPriceMax')]);
    if (body.price < min || body.price > max) {
      const message = `The price must be between ${min} and ${max} gold`;
      throw fail.validation({ price: message }, message);
    }
    const details = {
      email: body.email || null,
      phone: body.phone || null,
      wechat: body.wechat || null,
      other: body.other || null,
    };
    if (body.allow && !Object.values(details).some(Boolean)) {
      const message = 'Give at least one contact detail to sell';
      throw fail.validation({ details: message }, message);
    }
    const saved = await contactRepo.saveOffer(db, userId, { ...details, price: body.price, allow: body.allow });
    return this.settingsOf(true, saved);
  }

  /**
   * `GET contact/{id}`: the owner's whole offer; to others, 400061 when the profile is not theirs to see,
   * "not for sale" (allow false, nothing else) when the owner does not sell, 400060 to a member neither
   * VIP nor paying, else the price and, once bought, the details.
   */
  async view(viewerId: number, ownerId: number): Promise<ContactRecord> {
    const { offer, facts } = await this.standing(viewerId, ownerId);
    authorize(memberActor(viewerId), contactPolicy.view, facts);
    if (viewerId === ownerId) return offer ? presentOffer(offer, true) : { ...NOT_FOR_SALE, locked: false };
    if (!facts.onSale || !offer) return NOT_FOR_SALE;
    return presentOffer(offer, await contactRepo.purchased(this.deps.db, viewerId, ownerId));
  }

  /**
   * `POST contact/{id}`: buys the owner's details once. Racing or repeated buys charge once (the ledger's
   * idempotency keys and the purchase's unique index); a repeat answers the unlocked record. 400022 when
   * the buyer lacks the gold: nothing is stored.
   */
  async buy(buyerId: number, sellerId: number, body: BuyContactBody): Promise<ContactPurchase> {
    const { db, bus, ledger, operator } = this.deps;
    const { offer, facts } = await this.standing(buyerId, sellerId);
    authorize(memberActor(buyerId), contactPolicy.buy, facts);
    if (!offer) throw fail.notFound(NO_OFFER); // unreachable: on sale means an offer
    if (await contactRepo.purchased(db, buyerId, sellerId))
      return { contact: presentOffer(offer, true), balance: await ledger.balanceOf(buyerId) };
    if (body.price !== undefined && body.price !== offer.price)
      throw fail.validation({ price: 'The price has changed' }, 'The price has changed', RefusalReason.PriceChanged);
    const percent = await operator.get('contactCommissionPercent');
    const commission = Math.min(offer.price, Math.max(0, Math.floor((offer.price * percent) / 100)));
    const sale = await db.transaction((tx) => this.charge(tx, buyerId, sellerId, offer.price, commission));
    if (sale.charged) {
      await bus.publish({ to: buyerId, event: 'balance', payload: { balance: sale.buyer } });
      if (sale.seller !== null)
        await bus.publish({ to: sellerId, event: 'balance', payload: { balance: sale.seller } });
    }
    return { contact: presentOffer(offer, true), balance: sale.buyer };
  }

  /**
   * `POST reports` of kind `contact` (related_id: the seller): a member may report the offer of a member
   * whose profile they may see, when that member sells (or sold them) their details.
   */
  async assertReportable(reporterId: number, sellerId: number): Promise<void> {
    const refuse = () => fail.validation({ related_id: NO_OFFER }, NO_OFFER);
    if (reporterId === sellerId) throw refuse();
    await this.deps.profiles.visibleMember(reporterId, sellerId);
    const seller = await contactRepo.offerOf(this.deps.db, sellerId);
    if (!seller?.offer) throw refuse();
    const onSale = seller.partner && seller.offer.allow;
    if (!onSale && !(await contactRepo.purchased(this.deps.db, reporterId, sellerId))) throw refuse();
  }

  /** The offer as the moderation queue shows it (null: the member has none). */
  async moderationText(sellerId: number): Promise<string | null> {
    const seller = await contactRepo.offerOf(this.deps.db, sellerId);
    return seller?.offer ? offerText(seller.offer) : null;
  }

  private async settingsOf(partner: boolean, offer: ContactOfferRow | null): Promise<ContactSettings> {
    const { operator } = this.deps;
    const [min, max, percent] = await Promise.all([
      operator.get('contactPriceMin'),
      operator.get('contactPriceMax'),
      operator.get('contactCommissionPercent'),
    ]);
    return {
      partner,
      offer: offer ? presentOffer(offer, true) : null,
      price_min: min,
      price_max: max,
      commission_percent: percent,
    };
  }

  /** The owner's offer and the facts the rules read; 400061 when the viewer may not see the owner at all. */
  private async standing(
    viewerId: number,
    ownerId: number,
  ): Promise<{ offer: ContactOfferRow | null; facts: OfferFacts }> {
    const { db, profiles } = this.deps;
    if (viewerId !== ownerId) await profiles.visibleMember(viewerId, ownerId);
    const [seller, viewer, reported] = await Promise.all([
      contactRepo.offerOf(db, ownerId),
      contactRepo.buyerFacts(db, viewerId),
      viewerId === ownerId ? false : contactRepo.reported(db, viewerId, ownerId),
    ]);
    if (!seller || !viewer) throw fail.notFound(NO_OFFER);
    const offer = seller.offer;
    return {
      offer,
      facts: {
        ownerId,
        // An offer the viewer reported is hidden from them at once (issue 19): to them it is not for sale.
        onSale: seller.partner && offer !== null && offer.allow && !reported,
        viewerQualifies: this.qualifies(viewer),
      },
    };
  }

  private qualifies(viewer: BuyerFacts): boolean {
    const vip = isVip(
      { vip: viewer.vip, free: viewer.free, vip_expired_at: viewer.vip_expired_at?.toISOString() ?? null },
      this.deps.now(),
    );
    return vip || viewer.paid;
  }

  /** Both transfers and the purchase row in the caller's transaction; the new balances, or nothing charged. */
  private async charge(tx: Tx, buyerId: number, sellerId: number, price: number, commission: number) {
    const { ledger } = this.deps;
    // Bought meanwhile (a racing buy committed first): answer it, charge nothing.
    if (await contactRepo.purchased(tx, buyerId, sellerId))
      return { charged: false, buyer: await ledger.balanceOf(buyerId, tx), seller: null };
    const from = userAccount(buyerId);
    const pair = `${buyerId}:${sellerId}`;
    let buyer: number | undefined;
    let seller: number | null = null;
    let earnedEntry: number | null = null;
    let feeEntry: number | null = null;
    let replayed = false;
    if (price > commission) {
      const earned = await ledger.transfer(
        {
          from,
          to: userAccount(sellerId),
          amount: price - commission,
          kind: CONTACT_KIND,
          relatedId: sellerId,
          idempotencyKey: `contact:${pair}`,
        },
        tx,
      );
      earnedEntry = earned.entry.id;
      replayed ||= earned.replayed;
      buyer = earned.balances.get(buyerId);
      seller = earned.balances.get(sellerId) ?? null;
    }
    if (commission > 0) {
      const fee = await ledger.transfer(
        {
          from,
          to: SystemAccount.revenue,
          amount: commission,
          kind: CONTACT_COMMISSION_KIND,
          relatedId: sellerId,
          idempotencyKey: `contact-fee:${pair}`,
        },
        tx,
      );
      feeEntry = fee.entry.id;
      replayed ||= fee.replayed;
      buyer = fee.balances.get(buyerId);
    }
    const inserted = await contactRepo.insertPurchase(tx, {
      buyer_id: buyerId,
      seller_id: sellerId,
      price,
      commission,
      paid_entry_id: (earnedEntry ?? feeEntry)!,
      earned_entry_id: earnedEntry,
    });
    const charged = inserted && !replayed;
    return { charged, buyer: buyer ?? (await ledger.balanceOf(buyerId, tx)), seller: charged ? seller : null };
  }
}

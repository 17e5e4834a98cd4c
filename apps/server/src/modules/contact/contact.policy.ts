import { ErrorCode, RefusalReason } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { ALLOW, action } from '../../platform/policy';

/** Who may sell: the caller's own partner flag. */
export interface SellerFacts {
  partner: boolean;
}

/** A member's contact offer as the rules see it, and what the viewer is. */
export interface OfferFacts {
  ownerId: number;
  /** The owner is a partner, saved an offer and switched the sale on. */
  onSale: boolean;
  /** The viewer is VIP (vip or free) or has paid at least once. */
  viewerQualifies: boolean;
}

const notOffered = () => fail.forbidden('This member does not sell contact details', RefusalReason.ContactNotOffered);
const needsVip = () => fail.code(400, ErrorCode.ContactNeedsVip, undefined, undefined, RefusalReason.VipOrPayment);

/**
 * Contact details for gold (spec §6; docs/decisions.md 39): only partners sell; others' details show to
 * VIP or paying members only, and only while the owner allows it. The owner always sees their own.
 * Blocks, hidden and banned owners are the profile rule's (400061), asked before these.
 */
export const contactPolicy = {
  sell: action<SellerFacts>('contact.sell', (actor, seller) => {
    if (actor.kind !== 'member') return () => fail.unauthorized();
    return seller.partner
      ? ALLOW
      : () => fail.forbidden('Only partners sell contact details', RefusalReason.NotPartner);
  }),
  /** Reading the offer of a member who sells: refused to members who are neither VIP nor paying. */
  view: action<OfferFacts>('contact.view', (actor, offer) => {
    if (actor.kind !== 'member') return () => fail.unauthorized();
    if (actor.id === offer.ownerId) return ALLOW;
    if (!offer.onSale) return ALLOW; // answered as "not for sale", with nothing in it
    return offer.viewerQualifies ? ALLOW : needsVip;
  }),
  buy: action<OfferFacts>('contact.buy', (actor, offer) => {
    if (actor.kind !== 'member') return () => fail.unauthorized();
    if (actor.id === offer.ownerId)
      return () => fail.validation({ id: 'These are your own contact details' }, 'These are your own contact details');
    if (!offer.onSale) return notOffered;
    return offer.viewerQualifies ? ALLOW : needsVip;
  }),
};

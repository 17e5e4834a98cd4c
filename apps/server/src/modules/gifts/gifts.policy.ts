import { fail } from '../../platform/errors';
import { action, ALLOW, type Actor } from '../../platform/policy';

/** The facts of a gift the rules read. */
export interface GiftFacts {
  price: number;
  vip: number;
  active: boolean;
}

export const giftNotFound = () => fail.notFound('Gift not found');

/**
 * What a gift costs its sender: gifts marked VIP are free for VIP (or free-trial) members (spec §6);
 * every other gift costs its price in gold.
 */
export function giftPrice(actor: Actor, gift: Pick<GiftFacts, 'price' | 'vip'>): number {
  return gift.vip === 1 && actor.kind === 'member' && actor.vip ? 0 : gift.price;
}

export const giftsPolicy = {
  /** A gift is sent by a member, and only while the catalogue offers it (a withdrawn gift is not found). */
  send: action<GiftFacts>('gifts.send', (actor, gift) => {
    if (actor.kind !== 'member') return () => fail.unauthorized();
    return gift.active ? ALLOW : giftNotFound;
  }),
};

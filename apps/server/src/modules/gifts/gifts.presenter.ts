import type { Gift, GiftCategory, MessageGift } from '@yuanfen/contract';
import type { Actor } from '../../platform/policy';
import { imageUrl } from '../account/account.presenter';
import { giftPrice } from './gifts.policy';
import type { GiftRow } from './gifts.repo';

/** A text in the viewer's language, else English. */
const localized = (texts: Record<string, string>, lang: string) => texts[lang] ?? texts.en ?? '';

/** A catalogue gift as `viewer` sees it, in `lang`: `price` is what the gift costs them. */
export function presentGift(row: GiftRow, lang: string, viewer: Actor): Gift {
  return {
    id: row.id,
    category: row.category as GiftCategory,
    name: localized(row.names, lang),
    description: localized(row.descriptions, lang),
    price: giftPrice(viewer, row),
    vip: row.vip,
    hit: row.hit,
    birthday: row.birthday,
    src: imageUrl(row.src) ?? '',
    thumb: imageUrl(row.thumb) ?? '',
  };
}

/** The gift a message carries, in the viewer's language, at its catalogue price. */
export function presentMessageGift(row: GiftRow, lang: string): MessageGift {
  return {
    id: row.id,
    name: localized(row.names, lang),
    src: imageUrl(row.src) ?? '',
    thumb: imageUrl(row.thumb) ?? '',
    price: row.price,
  };
}

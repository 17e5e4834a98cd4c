import type { ContactRecord } from '@yuanfen/contract';
import type { ContactOfferRow } from './contact.repo';

/** What a member who does not sell shows (or one whose sale is off): nothing but that. */
export const NOT_FOR_SALE: ContactRecord = { allow: false, price: 0, locked: true };

/** An offer, locked (price only) or unlocked (with the details it has). */
export function presentOffer(row: ContactOfferRow, unlocked: boolean): ContactRecord {
  const record: ContactRecord = { allow: row.allow, price: row.price, locked: !unlocked };
  if (!unlocked) return record;
  for (const field of ['email', 'phone', 'wechat', 'other'] as const) {
    const value = row[field];
    if (value) record[field] = value;
  }
  return record;
}

/** The offer as the moderation queue shows it: each detail on its line, then the price and whether it is on sale. */
export function offerText(row: ContactOfferRow): string {
  const lines = [
    row.email ? `E-mail: ${row.email}` : null,
    row.phone ? `Phone: ${row.phone}` : null,
    row.wechat ? `WeChat: ${row.wechat}` : null,
    row.other ? `Other: ${row.other}` : null,
    `Price: ${row.price} gold${row.allow ? '' : ' (not for sale now)'}`,
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}

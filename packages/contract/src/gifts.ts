import { z } from 'zod';
import { LANGUAGES } from './constants';
import { GIFT_CATEGORIES, GIFT_FILTERS, GIFT_ORDERS } from './gifts.constants';

/** `GET gifts?category=&order=`: most sent first by default; `price` is cheapest first. */
export const GiftsQuery = z.object({
  category: z.enum(GIFT_FILTERS).default('all'),
  order: z.enum(GIFT_ORDERS).default('popular'),
  /** The language of the names; the member's own language when absent. */
  lang: z.enum(LANGUAGES).optional(),
});
export type GiftsQuery = z.input<typeof GiftsQuery>;

/** A gift of the catalogue, named in the viewer's language. `price` is in gold; `vip` gifts are free for VIP members. */
export const Gift = z.object({
  id: z.number().int(),
  category: z.enum(GIFT_CATEGORIES),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  vip: z.number().int(),
  /** How often it was sent. */
  hit: z.number().int(),
  birthday: z.boolean(),
  /** The picture (400×400) and its thumbnail (100×100). */
  src: z.string(),
  thumb: z.string(),
});
export type Gift = z.infer<typeof Gift>;
export const GiftList = z.object({ data: z.array(Gift) });
export type GiftList = z.infer<typeof GiftList>;

/** The gift a `gift` message carries, as its viewer sees it. */
export const MessageGift = z.object({
  id: z.number().int(),
  name: z.string(),
  src: z.string(),
  thumb: z.string(),
  price: z.number().int(),
});
export type MessageGift = z.infer<typeof MessageGift>;

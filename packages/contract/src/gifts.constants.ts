/** The catalogue's categories (spec §3 Gift). */
export const GIFT_CATEGORIES = ['romance', 'fashion', 'flower', 'sexy', 'festival'] as const;
export type GiftCategory = (typeof GIFT_CATEGORIES)[number];
/**
 * What the picker filters by: every category, plus `all` and `birthday`. Birthday is not a category of
 * its own but a tag a gift of any category may carry (a cake is festive, a bouquet is a flower).
 */
export const GIFT_FILTERS = ['all', 'birthday', ...GIFT_CATEGORIES] as const;
export type GiftFilter = (typeof GIFT_FILTERS)[number];
export const GIFT_ORDERS = ['popular', 'price'] as const;
export type GiftOrder = (typeof GIFT_ORDERS)[number];

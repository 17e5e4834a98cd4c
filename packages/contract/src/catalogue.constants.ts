/*
 * The console's catalogue and settings screens (issue 17; docs/decisions.md 58, 59), apart from their
 * schemas so a screen reading them does not pull zod into its chunk.
 */

/** Catalogue rows on one page of `GET admin/gifts` and `GET admin/products`. */
export const CATALOGUE_PAGE_SIZE = 20;
/** Longest name and description of a gift or product, in any language. */
export const CATALOGUE_NAME_MAX = 60;
export const CATALOGUE_DESCRIPTION_MAX = 300;
/** Highest price in gold an operator may give a gift or product. */
export const CATALOGUE_PRICE_MAX = 1_000_000;

/**
 * The operator settings (apps/server/src/platform/operator-settings.ts) as the settings screen groups
 * them, in screen order. The server checks that every setting it knows is here exactly once.
 */
export const OPERATOR_SETTING_GROUPS = {
  photos: [
    'secretPhotoPrice',
    'secretPhotoPriceMin',
    'secretPhotoPriceMax',
    'secretPhotoCommissionPercent',
    'photoTextCheck',
  ],
  chat: ['recallWindowSeconds', 'newConversationsPerDayUnverified'],
  translation: [
    'machineTranslationPrice',
    'humanTranslationPrice',
    'humanTranslationBlockChars',
    'humanTranslationCommissionPercent',
    'humanTranslationDeadlineMinutes',
  ],
  mall: ['orderAcceptDays'],
  contact: ['contactCommissionPercent', 'contactPriceMin', 'contactPriceMax'],
  earnings: [
    'withdrawClearingDays',
    'withdrawMinGold',
    'withdrawGiftsEarn',
    'giftCommissionPercent',
    'withdrawPayoutPercent',
    'affiliateCommissionPercent',
  ],
  site: ['icpNumber'],
} as const;
export type OperatorSettingGroup = keyof typeof OPERATOR_SETTING_GROUPS;
export const OPERATOR_SETTING_GROUP_NAMES = Object.keys(OPERATOR_SETTING_GROUPS) as OperatorSettingGroup[];
export type OperatorSettingKey = (typeof OPERATOR_SETTING_GROUPS)[OperatorSettingGroup][number];

/**
 * What kind of value a setting holds, for its input and its bounds: `gold` and `count` are whole numbers
 * of 0 or more, `percent` 0 to 100, `flag` 0 or 1, `text` printable text.
 */
export const OPERATOR_SETTING_KINDS = ['gold', 'count', 'percent', 'flag', 'text'] as const;
export type OperatorSettingKind = (typeof OPERATOR_SETTING_KINDS)[number];

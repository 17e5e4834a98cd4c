/**
 * Contact details a partner sells for gold (spec §1, §6; issue 18), apart from the schemas so the
 * settings screen reads the limits without zod. Prices are checked against the operator's
 * `contactPriceMin`..`contactPriceMax` on the server (they change at run time).
 */
export const CONTACT_FIELDS = ['email', 'phone', 'wechat', 'other'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The longest value of each detail, in characters. */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = { email: 254, phone: 32, wechat: 64, other: 200 };

/** A phone number as people write it: an optional +, then 5 to 20 digits with spaces, dashes or brackets. */
export const CONTACT_PHONE_PATTERN = /^\+?[\d\s()-]{5,31}$/;
/** The least digits a phone number has. */
export const CONTACT_PHONE_MIN_DIGITS = 5;
/** A WeChat ID (or the phone number WeChat also takes): letters, digits, `_`, `-`, `+`. */
export const CONTACT_WECHAT_PATTERN = /^[\p{L}\p{N}_+-]+$/u;

/** Where the wrapper's recharge portal opens (spec §7 `POST key { to }`): the recharge page or the VIP packs. */
export const PORTAL_TARGETS = ['recharge', 'vip'] as const;
export type PortalTarget = (typeof PORTAL_TARGETS)[number];

/** A portal key works once, for this many seconds after it was made. */
export const PORTAL_KEY_TTL_SECONDS = 300;

/** Months of sign-ups, payers, revenue and commission `GET affiliate` answers for its chart. */
export const AFFILIATE_PERIOD_MONTHS = 12;

/** Characters of an affiliate code (spec §2 allows 3, 4 or 6; ours are 6). */
export const AFFILIATE_PID_LENGTH = 6;

/**
 * Support requests (spec §3, §7 POST support; issue 19), apart from the schemas so that screens listing
 * them stay zod-free. Visitors may send only `contact` (from /contact, with a captcha); members any.
 */
export const SUPPORT_CATEGORIES = [
  'account',
  'payment',
  'vip',
  'translation',
  'report',
  'bug',
  'other',
  'contact',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** open (waits on support) → answered (waits on the member) → closed; a member's follow-up reopens it. */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SupportLimits = {
  contentMax: 4000,
  aboutMax: 200,
} as const;

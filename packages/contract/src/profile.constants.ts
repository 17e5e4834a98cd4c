/** Profile option codes of spec §3. Labels live in the i18n `profile` namespace under the same codes. */
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const ProfileOptions = {
  height: range(201, 206),
  weight: range(301, 308),
  marriage: range(401, 406),
  children: range(501, 505),
  income: range(601, 606),
  orientation: range(701, 704),
  purpose: range(801, 816),
  horoscope: range(1, 12),
} as const;
export type ProfileOptionField = keyof typeof ProfileOptions;

export const Gender = { Female: 0, Male: 1 } as const;
export const VISIBILITY = ['hidden', 'friends', 'registered', 'public'] as const;
export type Visibility = (typeof VISIBILITY)[number];
export const MESSAGE_SOURCE = ['everyone', 'validate', 'pass'] as const;
export const ONLINE_STATUS = ['available', 'offline'] as const;

export const EMAIL_NOTIFICATION_KINDS = [
  'likes',
  'visitors',
  'friendships',
  'messages',
  'promotions',
  'billing',
] as const;
export type EmailNotifications = Record<(typeof EMAIL_NOTIFICATION_KINDS)[number], boolean>;

/** The onboarding's steps in their order (issue 21); `birthday` only shows for accounts without one. */
export const ONBOARDING_STEPS = ['birthday', 'photo', 'purpose', 'languages', 'seeking', 'hello'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Business constants of spec §9. */
export const Limits = {
  accessTokenTtlWebSeconds: 3600,
  accessTokenTtlAppSeconds: 86400,
  refreshTokenTtlDays: 60,
  nameMin: 4,
  nameMax: 20,
  passwordMin: 6,
  /** Verification codes are numeric, strictly between these two. */
  codeExclusiveMin: 99999,
  codeExclusiveMax: 100000000,
  codeTtlSeconds: 600,
  codeMaxAttempts: 5,
  maxDevices: 5,
  partnerIdLengths: [3, 4, 6] as readonly number[],
  requestTimeoutMs: 60000,
  toastMs: 4000,
  resendCountdownSeconds: 60,
  reconnectRefreshSeconds: 50,
  searchDebounceMs: 500,
  searchMinLength: 3,
  feedPageSize: 10,
  photoPageSize: 16,
  nonVipFeedPer24h: 2,
  updateRepromptSeconds: 604800,
  titleRefreshMs: 2000,
  mobileMaxWidth: 767,
  narrowWarningWidth: 991,
  emailPromptCloseMs: 5000,
  postLockMs: 3000,
} as const;

export const CLIENT_VERSION = '1.0.0';

/** The VIP expiry that marks a lifetime membership. */
export const LIFETIME_EXPIRY = '2037-12-31';

export const LANGUAGES = ['en', 'zh', 'tw', 'de', 'it', 'fr', 'ja', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const CLIENT_KINDS = ['web', 'app', 'desktop', 'wechat'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

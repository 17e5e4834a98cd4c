/**
 * Translation of messages, posts and biographies (spec §1, §3, §4, §7): machine engines, the
 * translation memory and paid human translators.
 */

/** The machine engines Yuanfen speaks to, as named in `TRANSLATE_ENGINES`. */
export const MACHINE_ENGINES = ['libretranslate', 'deepl', 'google', 'baidu'] as const;
export type MachineEngine = (typeof MACHINE_ENGINES)[number];
/**
 * Where a translation came from: a machine engine, the translation memory (a translation made before,
 * or written into the seed), a paid human translator, or the sender, who edited the preview of their
 * own message before sending it.
 */
export const TRANSLATION_ORIGINS = [...MACHINE_ENGINES, 'memory', 'human', 'sender'] as const;
export type TranslationOrigin = (typeof TRANSLATION_ORIGINS)[number];

/**
 * `none`: not translated (same language, nothing to translate, or not asked for); `pending`: being
 * translated (a `translation` event follows); `done`; `failed`: every engine failed (retry with
 * `POST translations`).
 */
export const TRANSLATE_STATUSES = ['none', 'pending', 'done', 'failed'] as const;
export type TranslateStatus = (typeof TRANSLATE_STATUSES)[number];

/** Member setting `translate_engine` (spec §3 privacy settings). */
export const TranslateEngine = { None: 0, Machine: 1, Human: 2 } as const;
export type TranslateEngine = (typeof TranslateEngine)[keyof typeof TranslateEngine];

/** What can be translated: a chat message, a news-feed post, a member's biography (id = the member's), a comment. */
export const TRANSLATABLE_TYPES = ['message', 'feed', 'bio', 'comment'] as const;
export type TranslatableType = (typeof TRANSLATABLE_TYPES)[number];

/** Why a machine translation failed, as the member is told. */
export const TRANSLATION_FAILURES = [
  /** No engine is configured and the memory holds no translation. */
  'unavailable',
  /** Every engine refused or failed (quota, rate limit, outage, time-out, …). */
  'engines',
] as const;
export type TranslationFailure = (typeof TRANSLATION_FAILURES)[number];

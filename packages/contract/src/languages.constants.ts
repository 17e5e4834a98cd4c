/**
 * Languages a member speaks or learns (issue 21, HelloTalk/Tandem): ISO 639-1 codes (and `yue` for
 * Cantonese), named in the interface language by `Intl.DisplayNames`. Zod-free, so the web imports it.
 */
export const SPOKEN_LANGUAGES = [
  'ar',
  'bg',
  'bn',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fa',
  'fi',
  'fil',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ka',
  'kk',
  'km',
  'ko',
  'lo',
  'lt',
  'lv',
  'mn',
  'ms',
  'my',
  'ne',
  'nl',
  'no',
  'pa',
  'pl',
  'pt',
  'ro',
  'ru',
  'si',
  'sk',
  'sl',
  'sr',
  'sv',
  'sw',
  'ta',
  'te',
  'th',
  'tr',
  'uk',
  'ur',
  'uz',
  'vi',
  'yue',
  'zh',
] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

export const LANGUAGE_LEVELS = ['native', 'fluent', 'learning'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export interface LanguageEntry {
  code: string;
  level: LanguageLevel;
}

/** At most this many entries on a profile: enough for a polyglot, few enough to stay meaningful. */
export const MAX_LANGUAGES = 8;

export const isSpokenLanguage = (code: string): code is SpokenLanguage =>
  (SPOKEN_LANGUAGES as readonly string[]).includes(code);

/**
 * Whether a member who speaks `code` (natively or fluently) reads text in `lang` (a detected language,
 * where `tw` is Traditional Chinese): Chinese speakers read both scripts.
 */
export const speaksCovers = (code: string, lang: string): boolean => code === lang || (code === 'zh' && lang === 'tw');

/** Whether text in `lang` needs no translation for a reader with these languages (native or fluent). */
export const readsLanguage = (languages: readonly LanguageEntry[], lang: string): boolean =>
  languages.some((entry) => entry.level !== 'learning' && speaksCovers(entry.code, lang));

/** Yuanfen's own codes for Chinese, as BCP 47 tags the browser can name. */
const TAGS: Record<string, string> = { zh: 'zh-Hans', tw: 'zh-Hant' };

const cache = new Map<string, Intl.DisplayNames | null>();
function namesIn(uiLanguage: string): Intl.DisplayNames | null {
  if (!cache.has(uiLanguage)) {
    try {
      cache.set(uiLanguage, new Intl.DisplayNames([TAGS[uiLanguage] ?? uiLanguage], { type: 'language' }));
    } catch {
      cache.set(uiLanguage, null);
    }
  }
  return cache.get(uiLanguage)!;
}

/**
 * A language's name in the interface language, from the browser's own CLDR data ("Deutsch" reads
 * "German" in English, 「ドイツ語」 in Japanese): detected languages may be any ISO 639-1 code, beyond the
 * eight the locale files name.
 */
export function languageName(code: string, uiLanguage: string): string {
  return namesIn(uiLanguage)?.of(TAGS[code] ?? code) ?? code;
}

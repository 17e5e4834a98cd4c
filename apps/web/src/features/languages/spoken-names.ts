import { useMemo } from 'react';
import { SPOKEN_LANGUAGES } from '@yuanfen/contract';

/** The interface language as a BCP 47 tag the browser can name things in. */
const TAGS: Record<string, string> = { zh: 'zh-Hans', tw: 'zh-Hant' };

/** A spoken language's name in the interface language, from the browser's CLDR data. */
export function spokenLanguageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([TAGS[uiLanguage] ?? uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every language a member may list, named in the interface language, sorted by name. */
export function useSpokenLanguageNames(uiLanguage: string) {
  return useMemo(() => {
    const tag = TAGS[uiLanguage] ?? uiLanguage;
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([tag], { type: 'language' });
    } catch {
      names = null;
    }
    return SPOKEN_LANGUAGES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, tag),
    );
  }, [uiLanguage]);
}

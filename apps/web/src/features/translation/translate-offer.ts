import { readsLanguage, type LanguageEntry } from '@yuanfen/contract';

/**
 * Whether "Translate" is offered on a text in `lang`: not for a visitor, not in the reader's interface
 * language, not in a language they list as native or fluent (issue 21), and not for text without words.
 */
export function offersTranslation(
  lang: string | null,
  reader: { language: string; languages?: readonly LanguageEntry[] } | undefined,
  text: string,
): boolean {
  if (!lang || !reader || lang === reader.language) return false;
  if (readsLanguage(reader.languages ?? [], lang)) return false;
  return /\p{L}/u.test(text);
}

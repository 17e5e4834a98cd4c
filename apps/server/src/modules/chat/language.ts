import type { Language } from '@yuanfen/contract';
import { franc } from 'franc-min';

/**
 * franc's ISO 639-3 codes for the languages members can choose. Both Chinese settings (zh simplified,
 * tw traditional) read as Mandarin: the script differs, the language does not.
 */
const FRANC_TO_LANGUAGE: Record<string, Language> = {
  cmn: 'zh',
  eng: 'en',
  deu: 'de',
  ita: 'it',
  fra: 'fr',
  jpn: 'ja',
  kor: 'ko',
};
const CANDIDATES = Object.keys(FRANC_TO_LANGUAGE);

/**
 * Below this many characters franc guesses too often (a greeting like "ok thanks" is no language at
 * all), so shorter texts are never refused.
 */
const MIN_LENGTH = 20;

/**
 * The member language a text is written in, or null when it is too short to tell. Detection is limited
 * to the product's languages, so a near neighbour franc also knows (Scots for English, say) never
 * stands in for the language it resembles.
 */
export function detectLanguage(text: string): Language | null {
  const code = franc(text, { only: CANDIDATES, minLength: MIN_LENGTH });
  return FRANC_TO_LANGUAGE[code] ?? null;
}

const sameLanguage = (a: string, b: string) => a === b || (isChinese(a) && isChinese(b));
const isChinese = (language: string) => language === 'zh' || language === 'tw';

/** Whether a text may reach a member who accepts only their own language: unknown languages pass. */
export function isInLanguage(text: string, language: string): boolean {
  const detected = detectLanguage(text);
  return detected === null || sameLanguage(detected, language);
}

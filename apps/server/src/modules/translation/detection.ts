import { eld } from 'eld/small';
import simplifiedToTraditional from 'opencc-js/dict/STCharacters';
import traditionalToSimplified from 'opencc-js/dict/TSCharacters';
import { splitProtected } from './placeholders';

/**
 * The language of a message, post or biography, with how sure we are. Scripts decide first, because
 * they are certain where n-gram statistics guess: Hangul is Korean, kana is Japanese, Han characters
 * without kana are Chinese, simplified or traditional by the characters themselves. Other scripts go to
 * ELD (Efficient Language Detector, 60 languages, ISO 639-1 codes), measured against franc on our own
 * corpus (docs/translation.md): its small database detects our corpus as well as the medium one in
 * 15 MB less memory. Emoji codes, URLs, numbers and @names are left out before detecting.
 */
export interface Detection {
  /** One of the 8 member languages, another ISO 639-1 code, or null when there is nothing to tell. */
  lang: string | null;
  /** 0…1: 1 for a certain script, the detector's margin otherwise, low when we fell back. */
  confidence: number;
}

/** Below this many letters, statistics are a guess: the writer's profile language decides. */
export const MIN_DETECT_LETTERS = 20;
/** A detector margin below this is ambiguous: the writer's profile language decides when it is a candidate. */
const MIN_MARGIN = 0.1;

const detector = eld.newInstance();

/**
 * The characters written differently in one script than in the other, from OpenCC's character tables
 * ("汉 漢|…": a character, then its forms in the other script). Only these two tables are loaded, not
 * OpenCC's phrase dictionaries: a few thousand characters instead of 28 MB of converter.
 */
function onlyIn(table: string): Set<string> {
  const chars = new Set<string>();
  for (const entry of table.split('|')) {
    const [char, ...others] = entry.split(' ');
    if (char && others.some((other) => other !== char)) chars.add(char);
  }
  return chars;
}
const SIMPLIFIED_ONLY = onlyIn(simplifiedToTraditional);
const TRADITIONAL_ONLY = onlyIn(traditionalToSimplified);

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/gu;
const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/gu;
const HAN = /\p{Script=Han}/gu;
const LETTER = /\p{L}/gu;
const LATIN = /\p{Script=Latin}/gu;
const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

/** Per Han character: 1 written only in simplified Chinese, -1 only in traditional, 0 both. */
const variantOf = (char: string) => (SIMPLIFIED_ONLY.has(char) ? 1 : TRADITIONAL_ONLY.has(char) ? -1 : 0);

/** Chinese as zh (simplified) or tw (traditional) by its characters; null when it uses only shared ones. */
function chineseVariant(text: string): { lang: 'zh' | 'tw'; share: number } | null {
  let simplified = 0;
  let traditional = 0;
  for (const [char] of text.matchAll(HAN)) {
    const v = variantOf(char);
    if (v > 0) simplified++;
    else if (v < 0) traditional++;
  }
  if (simplified === traditional) return null;
  const lang = simplified > traditional ? 'zh' : 'tw';
  return { lang, share: Math.abs(simplified - traditional) / (simplified + traditional) };
}

const isChinese = (lang: string | null | undefined) => lang === 'zh' || lang === 'tw';
/** Member languages and others written in another script than Latin. */
const NON_LATIN = new Set([
  'zh',
  'tw',
  'ja',
  'ko',
  'ru',
  'uk',
  'bg',
  'el',
  'ar',
  'fa',
  'he',
  'hi',
  'th',
  'ka',
  'hy',
  'bn',
  'ta',
]);

export function detectLanguage(text: string, fallback?: string | null): Detection {
  const plain = splitProtected(text)
    .map((p) => (p.kind === 'text' ? p.text : ' '))
    .join('');
  const letters = count(plain, LETTER);
  if (letters === 0) return { lang: null, confidence: 0 };

  const hangul = count(plain, HANGUL);
  const kana = count(plain, KANA);
  const han = count(plain, HAN);
  if (hangul / letters >= 0.3) return { lang: 'ko', confidence: 1 };
  if (kana > 0 && (kana + han) / letters >= 0.3) return { lang: 'ja', confidence: 1 };
  if (han / letters >= 0.3) {
    // A few kanji alone ("乾杯", "了解") are as Japanese as Chinese: a Japanese writer wrote Japanese.
    if (fallback === 'ja' && letters < MIN_DETECT_LETTERS) return { lang: 'ja', confidence: 0.3 };
    const variant = chineseVariant(plain);
    if (variant) return { lang: variant.lang, confidence: 0.5 + variant.share / 2 };
    // Only characters both scripts share: the writer's own Chinese, else simplified.
    return { lang: isChinese(fallback) ? fallback! : 'zh', confidence: 0.5 };
  }

  const result = detector.detect(plain);
  const scores = Object.entries(result.getScores()).sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  const lang = best?.[0] || null;
  const margin = best ? best[1] - (second?.[1] ?? 0) : 0;
  const ownScore = fallback ? (scores.find(([code]) => code === fallback)?.[1] ?? 0) : 0;
  // Short or ambiguous: the writer's own language when the text could be in it.
  const couldBeOwn = Boolean(fallback) && lang !== fallback;
  const latin = count(plain, LATIN) / letters >= 0.5;
  if (couldBeOwn && letters < MIN_DETECT_LETTERS && latin && !NON_LATIN.has(fallback!)) {
    return { lang: fallback!, confidence: 0.3 };
  }
  // ELD's own judgement: too few n-grams or no clear winner.
  const unsure = margin < MIN_MARGIN || !result.isReliable();
  if (couldBeOwn && unsure && (ownScore > 0 || (latin && !NON_LATIN.has(fallback!)))) {
    return { lang: fallback!, confidence: 0.3 };
  }
  if (!lang) return { lang: fallback ?? null, confidence: 0.1 };
  return { lang, confidence: Math.min(1, Math.max(0.1, margin * 2)) };
}

/** The detected language as stored: `und` when there is nothing to tell, so it is not detected again. */
export const storedLang = (detection: Detection) => detection.lang ?? 'und';
/** A stored language as presented: null for `und` and for rows not detected yet. */
export const presentedLang = (stored: string | null | undefined) => (stored && stored !== 'und' ? stored : null);

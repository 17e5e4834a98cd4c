import type { FakeEngine } from './fake-server';

/** Providers' own codes that are not Yuanfen's (DeepL's variants, Google's, Baidu's, LibreTranslate's). */
const YUANFEN: Record<string, string> = {
  'en-us': 'en',
  'en-gb': 'en',
  'zh-hans': 'zh',
  'zh-cn': 'zh',
  'zh-hant': 'tw',
  'zh-tw': 'tw',
  zt: 'tw',
  cht: 'tw',
  jp: 'ja',
  kor: 'ko',
  fra: 'fr',
  spa: 'es',
  'pt-br': 'pt',
  'pt-pt': 'pt',
  iw: 'he',
};

/** Yuanfen's code for a provider's language code, so phrasebooks and markers read the same for every fake. */
export const yuanfenCode = (providerCode: string) => YUANFEN[providerCode.toLowerCase()] ?? providerCode.toLowerCase();

/** A guess good enough for `source: auto`: by script, else English. */
export function detectLanguage(text: string): string {
  if (/\p{Script=Hangul}/u.test(text)) return 'ko';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  return 'en';
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : NAMED[name]!,
  );
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The placeholder tags a markup request carries (`<x id="n"/>` and the close variants engines write). */
const TAG = /(<\/?x\b[^>]*>)/i;

export interface FakeTranslation {
  /** Yuanfen's code of the target. */
  target: string;
  /** Split on tags, keep them, and keep each run's XML escapes (DeepL xml, Google/LibreTranslate html). */
  markup: boolean;
  phrases: FakeEngine['phrases'];
}

/**
 * How every fake translates: each run of text between tags on its own, a phrase of the phrasebook by its
 * translation, any other run with a letter marked `«<target>» `; the run's surrounding whitespace stays.
 */
export function translateText(text: string, { target, markup, phrases }: FakeTranslation): string {
  if (!markup) return translateRun(text, target, phrases, (run) => run);
  return text
    .split(TAG)
    .map((part, i) => (i % 2 === 1 ? part : translateRun(part, target, phrases, escapeXml, unescapeXml)))
    .join('');
}

function translateRun(
  run: string,
  target: string,
  phrases: FakeEngine['phrases'],
  escape: (text: string) => string,
  unescape: (text: string) => string = (text) => text,
): string {
  const trimmed = run.trim();
  const plain = unescape(trimmed);
  if (!/\p{L}/u.test(plain)) return run;
  const lead = run.slice(0, run.length - run.trimStart().length);
  const trail = run.slice(run.trimEnd().length);
  const phrase = phrases.get(plain)?.[target];
  return lead + (phrase !== undefined ? escape(phrase) : `«${target}» ${trimmed}`) + trail;
}

/** Google's html mode writes an apostrophe of the text as `&#39;` (tags untouched). */
export const escapeApostrophes = (markup: string) =>
  markup
    .split(TAG)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/'/g, '&#39;')))
    .join('');

import { franc } from 'franc-min';
import { describe, expect, it } from 'vitest';
import { DETECTION_CORPUS } from './detection-corpus';
import { detectLanguage, MIN_DETECT_LETTERS } from './detection';

const LANGS = ['en', 'zh', 'tw', 'de', 'it', 'fr', 'ja', 'ko'] as const;
const long = DETECTION_CORPUS.filter((m) => [...m.text].length >= 20);
const share = (hits: number, total: number) => `${((hits / total) * 100).toFixed(1)} %`;

/** franc-min limited to the product's languages, as the "only my language" rule used it: the baseline. */
const FRANC: Record<string, string> = {
  eng: 'en',
  cmn: 'zh',
  deu: 'de',
  ita: 'it',
  fra: 'fr',
  jpn: 'ja',
  kor: 'ko',
};
const francDetect = (text: string) => FRANC[franc(text, { only: Object.keys(FRANC), minLength: 3 })] ?? null;
/** franc cannot tell simplified from traditional Chinese: it is credited with either. */
const sameAs = (expected: string, got: string | null) =>
  got === expected || (got === 'zh' && (expected === 'zh' || expected === 'tw'));

describe('language detection on the corpus of real-style chat messages', () => {
  it('has at least 400 messages over the 8 languages', () => {
    expect(DETECTION_CORPUS.length).toBeGreaterThanOrEqual(400);
    for (const lang of LANGS) expect(DETECTION_CORPUS.filter((m) => m.lang === lang).length).toBeGreaterThanOrEqual(50);
  });

  it('detects at least 95 % of messages of 20 characters or more without any hint, and reports its figures', () => {
    const perLanguage = LANGS.map((lang) => {
      const of = long.filter((m) => m.lang === lang);
      const hits = of.filter((m) => detectLanguage(m.text).lang === lang).length;
      return `${lang} ${share(hits, of.length)}`;
    });
    const hits = long.filter((m) => detectLanguage(m.text).lang === m.lang).length;
    const francHits = long.filter((m) => sameAs(m.lang, francDetect(m.text))).length;
    const withHint = DETECTION_CORPUS.filter((m) => detectLanguage(m.text, m.lang).lang === m.lang).length;
    const noHint = DETECTION_CORPUS.filter((m) => detectLanguage(m.text).lang === m.lang).length;
    const misses = long
      .filter((m) => detectLanguage(m.text).lang !== m.lang)
      .map((m) => `  ${m.lang} → ${detectLanguage(m.text).lang}: ${m.text}`);
    console.log(
      [
        `detection, ${long.length} messages of ≥ 20 characters: ${share(hits, long.length)} (${perLanguage.join(', ')})`,
        `  franc-min on the same messages (zh and tw not told apart): ${share(francHits, long.length)}`,
        `  all ${DETECTION_CORPUS.length} messages, short ones included: ${share(noHint, DETECTION_CORPUS.length)} without a hint, ${share(withHint, DETECTION_CORPUS.length)} with the writer's language as the fallback`,
        ...misses,
      ].join('\n'),
    );
    expect(hits / long.length).toBeGreaterThanOrEqual(0.95);
  });

  it('gets every message right when the writer’s own language is known, short ones included', () => {
    const wrong = DETECTION_CORPUS.filter((m) => detectLanguage(m.text, m.lang).lang !== m.lang);
    expect(wrong.length / DETECTION_CORPUS.length).toBeLessThanOrEqual(0.02);
  });
});

describe('detectLanguage', () => {
  it('tells simplified from traditional Chinese by the characters', () => {
    expect(detectLanguage('我们明天一起去吃饭吧，好吗？').lang).toBe('zh');
    expect(detectLanguage('我們明天一起去吃飯吧，好嗎？').lang).toBe('tw');
  });

  it('takes a few kanji from a Japanese writer as Japanese', () => {
    expect(detectLanguage('乾杯[beer]', 'ja').lang).toBe('ja');
    expect(detectLanguage('乾杯[beer]', 'tw').lang).toBe('tw');
  });

  it('reads Korean and Japanese from their scripts, even in a few characters', () => {
    expect(detectLanguage('안녕!').lang).toBe('ko');
    expect(detectLanguage('ありがとう').lang).toBe('ja');
    expect(detectLanguage('今日は雨です').lang).toBe('ja');
  });

  it('trusts the writer for a short text in their script, instead of guessing', () => {
    expect(detectLanguage('ok lol', 'de').lang).toBe('de');
    expect(detectLanguage('Ciao! [smile]', 'it')).toEqual({ lang: 'it', confidence: 0.3 });
    expect([...'ok lol'.replace(/\s/g, '')].length).toBeLessThan(MIN_DETECT_LETTERS);
  });

  it('does not take a Latin-script writer’s language for a short text in another script', () => {
    expect(detectLanguage('好的', 'en').lang).toBe('zh');
    expect(detectLanguage('спасибо, друг', 'en').lang).not.toBe('en');
  });

  it('names languages beyond the eight by their ISO 639-1 code', () => {
    expect(detectLanguage('Hola, ¿cómo estás? Me llamo Ana y vivo en Madrid con mi familia.').lang).toBe('es');
  });

  it('ignores emoji codes, links and numbers, and finds nothing to tell in them alone', () => {
    expect(detectLanguage('[smile][heart] https://example.com 12:30 @anna')).toEqual({ lang: null, confidence: 0 });
    expect(detectLanguage('Wir sehen uns um 19:30 am Bahnhof [wink] https://maps.example.com/x').lang).toBe('de');
  });
});

import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../src/resources';

/** Counts read as a native speaker writes them: "1 result", never "1 results" (i18next plural keys). */
async function translator(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: resources as never, interpolation: { escapeValue: false } });
  return i18n;
}

describe('plurals', () => {
  it.each([
    ['en', '1 result for “anna”', '3 results for “anna”'],
    ['de', '1 Ergebnis für „anna“', '3 Ergebnisse für „anna“'],
    ['fr', '1 résultat pour « anna »', '3 résultats pour « anna »'],
    ['it', '1 risultato per «anna»', '3 risultati per «anna»'],
  ])('the search count in %s', async (lng, one, many) => {
    const i18n = await translator(lng);
    expect(i18n.t('users:search.finished', { count: 1, q: 'anna' })).toBe(one);
    expect(i18n.t('users:search.finished', { count: 3, q: 'anna' })).toBe(many);
  });

  it('has the search count in every language, none left as its key', async () => {
    for (const lng of ['en', 'zh', 'tw', 'de', 'it', 'fr', 'ja', 'ko']) {
      const i18n = await translator(lng);
      expect(i18n.t('users:search.finished', { count: 1, q: 'x' })).toContain('1');
      expect(i18n.t('users:search.finished', { count: 1, q: 'x' })).not.toContain('search.finished');
    }
  });
});

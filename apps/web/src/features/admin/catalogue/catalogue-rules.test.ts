import { describe, expect, it } from 'vitest';
import {
  emptyLocalized,
  localizedBody,
  localizedDraft,
  parsePrice,
  settingProblem,
  settingValue,
} from './catalogue-rules';

describe('catalogue texts', () => {
  it('sends only the languages with words, trimmed', () => {
    const draft = { ...emptyLocalized(), en: ' Rose ', de: 'Rose', fr: '   ' };
    expect(localizedBody(draft)).toEqual({ en: 'Rose', de: 'Rose' });
  });

  it('fills the form from stored texts, missing languages empty', () => {
    const draft = localizedDraft({ en: 'Kiss', ja: 'キス' });
    expect(draft.ja).toBe('キス');
    expect(draft.ko).toBe('');
  });
});

describe('prices', () => {
  it('takes whole gold from the minimum', () => {
    expect(parsePrice(' 42 ', 0)).toBe(42);
    expect(parsePrice('0', 0)).toBe(0);
    expect(parsePrice('0', 1)).toBeNull();
    expect(parsePrice('2.5', 0)).toBeNull();
    expect(parsePrice('-3', 0)).toBeNull();
    expect(parsePrice('', 0)).toBeNull();
    expect(parsePrice('99999999', 0)).toBeNull();
  });
});

describe('settings', () => {
  const percent = { kind: 'percent', min: 0, max: 100 } as const;
  const count = { kind: 'count', min: 0, max: null } as const;
  it('asks for a whole number within the bounds', () => {
    expect(settingProblem(percent, '30')).toBeNull();
    expect(settingProblem(percent, '101')).toBe('range');
    expect(settingProblem(percent, '1.5')).toBe('whole');
    expect(settingProblem(count, '')).toBe('whole');
    expect(settingProblem(count, '100000')).toBeNull();
    expect(settingValue(count, ' 7 ')).toBe(7);
  });

  it('takes text up to 100 characters for a text setting', () => {
    const text = { kind: 'text', min: null, max: null } as const;
    expect(settingProblem(text, '京ICP备12345678号')).toBeNull();
    expect(settingProblem(text, 'x'.repeat(101))).toBe('tooLong');
    expect(settingValue(text, ' a ')).toBe('a');
  });
});

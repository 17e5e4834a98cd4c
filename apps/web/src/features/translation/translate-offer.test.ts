import { describe, expect, it } from 'vitest';
import { offersTranslation } from './translate-offer';

const reader = (languages: { code: string; level: 'native' | 'fluent' | 'learning' }[]) => ({
  language: 'en',
  languages,
});

describe('the Translate button', () => {
  it('is offered on a post in a language the reader does not list', () => {
    expect(offersTranslation('de', reader([]), 'Hallo zusammen')).toBe(true);
  });

  it('is not offered on a post in a language the reader speaks natively or fluently', () => {
    expect(offersTranslation('de', reader([{ code: 'de', level: 'native' }]), 'Hallo zusammen')).toBe(false);
    expect(offersTranslation('ja', reader([{ code: 'ja', level: 'fluent' }]), 'こんにちは')).toBe(false);
    // Chinese speakers read both scripts.
    expect(offersTranslation('tw', reader([{ code: 'zh', level: 'native' }]), '你好')).toBe(false);
  });

  it('is still offered on a language the reader is learning', () => {
    expect(offersTranslation('de', reader([{ code: 'de', level: 'learning' }]), 'Hallo zusammen')).toBe(true);
  });

  it('is not offered in the interface language, to a visitor, or on text without words', () => {
    expect(offersTranslation('en', reader([]), 'Hello')).toBe(false);
    expect(offersTranslation('de', undefined, 'Hallo')).toBe(false);
    expect(offersTranslation('de', reader([]), '123 !!')).toBe(false);
  });
});

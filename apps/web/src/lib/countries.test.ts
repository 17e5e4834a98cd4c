import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('countryOptions', () => {
  it.each(['en', 'de', 'fr', 'zh', 'tw', 'ja', 'ko', 'it'])('names every country once in %s', (language) => {
    const names = countryOptions(language).map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists Benin and Burkina Faso once each, under their codes in use', () => {
    const options = countryOptions('en');
    expect(options.filter((c) => c.name === 'Benin')).toEqual([{ code: 'BJ', name: 'Benin' }]);
    expect(options.filter((c) => c.name === 'Burkina Faso')).toEqual([{ code: 'BF', name: 'Burkina Faso' }]);
  });
});

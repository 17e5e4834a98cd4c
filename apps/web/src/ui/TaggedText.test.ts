import { describe, expect, it } from 'vitest';
import { splitTags } from './TaggedText';

describe('splitTags', () => {
  it('keeps the sentence order of each language', () => {
    expect(splitTags('I accept the <terms>Terms of use</terms> and the <policy>Privacy policy</policy>.')).toEqual([
      { text: 'I accept the ' },
      { text: 'Terms of use', tag: 'terms' },
      { text: ' and the ' },
      { text: 'Privacy policy', tag: 'policy' },
      { text: '.' },
    ]);
    expect(splitTags('<terms>利用規約</terms>と<policy>プライバシーポリシー</policy>に同意します。')).toEqual([
      { text: '利用規約', tag: 'terms' },
      { text: 'と' },
      { text: 'プライバシーポリシー', tag: 'policy' },
      { text: 'に同意します。' },
    ]);
  });

  it('leaves an unclosed or mismatched tag as text', () => {
    expect(splitTags('a <terms>b</policy> c')).toEqual([{ text: 'a <terms>b</policy> c' }]);
    expect(splitTags('no tags')).toEqual([{ text: 'no tags' }]);
  });
});

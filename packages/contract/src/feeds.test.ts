import { describe, expect, it } from 'vitest';
import { EMOJI, EMOJI_NAMES, parseEmoji } from './feeds.constants';
import { XSS_CORPUS } from './testing';

describe('emoji shortcodes', () => {
  it('are the 68 names of the spec, each a lowercase word with its own emoji', () => {
    expect(EMOJI_NAMES).toHaveLength(68);
    expect(new Set(Object.values(EMOJI)).size).toBe(68);
    for (const name of EMOJI_NAMES) expect(name).toMatch(/^[a-z]+$/);
  });

  it('turn known [name]s into emoji and leave everything else as text', () => {
    expect(parseEmoji('hello [smile] and [nosuch] [SMILE] [[heart]]')).toEqual([
      { kind: 'text', text: 'hello ' },
      { kind: 'emoji', name: 'smile', emoji: EMOJI.smile },
      { kind: 'text', text: ' and [nosuch] [SMILE] [' },
      { kind: 'emoji', name: 'heart', emoji: EMOJI.heart },
      { kind: 'text', text: ']' },
    ]);
    expect(parseEmoji('')).toEqual([]);
    expect(parseEmoji('[smile][smile]').map((p) => p.kind)).toEqual(['emoji', 'emoji']);
  });

  it('keep every character of markup as text: joined back, the parts give the input', () => {
    for (const payload of XSS_CORPUS) {
      const parts = parseEmoji(payload);
      const back = parts.map((p) => (p.kind === 'text' ? p.text : `[${p.name}]`)).join('');
      expect(back).toBe(payload);
    }
  });
});

import { EMOJI_NAMES } from '@yuanfen/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineChain } from './engine-chain';
import type { EngineRequest, Translator } from './engines/translator';
import { fromMarkup, fromRuns, PlaceholderMismatch, splitProtected, textRuns, toMarkup } from './placeholders';

const tokensOf = (text: string) =>
  splitProtected(text)
    .filter((piece) => piece.kind === 'token')
    .map((piece) => piece.text);

describe('what splitProtected protects', () => {
  it('ends a URL before the period of the sentence, before CJK punctuation and before an emoji code', () => {
    expect(splitProtected('Schau mal: https://yuanfen.example/p/12. Toll!')).toEqual([
      { kind: 'text', text: 'Schau mal: ' },
      { kind: 'token', text: 'https://yuanfen.example/p/12' },
      { kind: 'text', text: '. Toll!' },
    ]);
    expect(tokensOf('看这个https://x.cn/a?b=1，好吗')).toEqual(['https://x.cn/a?b=1']);
    expect(tokensOf('(www.yuanfen.example/anna)')).toEqual(['www.yuanfen.example/anna']);
    expect(tokensOf('Da! https://x.de/a[smile]. Ok')).toEqual(['https://x.de/a', '[smile]']);
  });

  it('tells an e-mail address from an @name, and leaves an @ inside a word alone', () => {
    expect(tokensOf('Schreib an anna.b@mail.de oder @anna_b.')).toEqual(['anna.b@mail.de', '@anna_b']);
    expect(tokensOf('메일 김민수@예시.한국 @小明')).toEqual(['김민수@예시.한국', '@小明']);
    expect(splitProtected('anna@home')).toEqual([{ kind: 'text', text: 'anna@home' }]);
  });

  it('protects known emoji codes only: [xyz] and [Smile] stay text to translate', () => {
    expect(splitProtected('ok [xyz] [Smile] [smile]')).toEqual([
      { kind: 'text', text: 'ok [xyz] [Smile] ' },
      { kind: 'token', text: '[smile]' },
    ]);
  });

  it('keeps times, decimals and dates whole, without the full stop after them', () => {
    expect(tokensOf('Um 12:30, ca. 3.5 km, am 2024/05/01. Noch 1,000 Schritte')).toEqual([
      '12:30',
      '3.5',
      '2024/05/01',
      '1,000',
    ]);
  });

  it('protects each line break as written, CRLF as one', () => {
    expect(tokensOf('eins\r\nzwei\ndrei\rvier')).toEqual(['\r\n', '\n', '\r']);
  });

  it('cuts emoji codes out of CJK text that has no space around them', () => {
    expect(splitProtected('你好[smile]再見[love]よろしく')).toEqual([
      { kind: 'text', text: '你好' },
      { kind: 'token', text: '[smile]' },
      { kind: 'text', text: '再見' },
      { kind: 'token', text: '[love]' },
      { kind: 'text', text: 'よろしく' },
    ]);
  });
});

describe('markup for engines that keep tags', () => {
  it('sends HTML-looking text escaped, and an engine that keeps it gives back exactly what was written', () => {
    const text = '<b>&amp;</b> "l\'été" [smile] <x id="0"/>';
    const { markup, tokens } = toMarkup(splitProtected(text));
    expect(markup).toBe('&lt;b&gt;&amp;amp;&lt;/b&gt; "l\'été" <x id="0"/> &lt;x id="<x id="1"/>"/&gt;');
    expect(tokens).toEqual(['[smile]', '0']);
    expect(fromMarkup(markup, tokens)).toBe(text);
  });

  it('reads tags back as engines write them, and the entities they write for quotes', () => {
    const tokens = ['[smile]', '12:30', '@anna'];
    expect(fromMarkup('<x id="0"> a<X ID=1></x> &#39;b&quot; <x id=\'2\' />', tokens)).toBe(
      '[smile] a12:30 \'b" @anna',
    );
  });

  it('refuses an answer that lost, repeated or invented a tag, or left a stray one', () => {
    const tokens = ['[smile]', '12:30'];
    for (const answer of [
      'a <x id="0"/>',
      '<x id="0"/><x id="1"/><x id="1"/>',
      '<x id="0"/><x id="1"/><x id="2"/>',
      '<x><x id="0"/><x id="1"/>',
    ]) {
      expect(() => fromMarkup(answer, tokens), answer).toThrow(PlaceholderMismatch);
    }
  });
});

describe('plain runs for engines without markup', () => {
  it('sends only runs with letters, trimmed, and puts each back with its own spaces', () => {
    const pieces = splitProtected('  Hallo @anna_b , 12:30 - 13:00\ntschüss ');
    expect(textRuns(pieces)).toEqual(['Hallo', 'tschüss']);
    expect(fromRuns(pieces, [' Hello ', 'bye'])).toBe('  Hello @anna_b , 12:30 - 13:00\nbye ');
    expect(() => fromRuns(pieces, ['Hello'])).toThrow(PlaceholderMismatch);
  });
});

/* Random member texts: words of all eight languages, protected tokens and markup-looking characters. */

const WORDS = [
  ...['hello', 'weekend', "don't", 'coffee', 'tonight'],
  ...['你好', '周末', '咖啡', '见面', '喜欢'],
  ...['週末', '見面', '喜歡', '電影', '謝謝'],
  ...['Grüße', 'schön', 'Straße', 'Wochenende', 'Mädchen'],
  ...['ciao', 'città', 'perché', "dell'amore", 'caffè'],
  ...['été', 'château', "l'amour", 'garçon', 'Noël'],
  ...['こんにちは', 'ありがとう', 'カフェ', 'すてき', 'ラーメン'],
  ...['안녕하세요', '주말', '커피', '감사합니다', '영화'],
  ...['[xyz]', '[Smile]'],
];
/** Markup look-alikes without digits, which would be numbers to protect. */
const MARKUP_LOOKING = ['&', '<', '>', '"', "'", '&amp;', '&lt;', '<b>', '</b>', '<x id="', '"/>', '</x>', '&quot;'];
/** Tokens that may touch the text around them. */
const TIGHT = fc.oneof(
  fc.constantFrom(...EMOJI_NAMES).map((name) => `[${name}]`),
  fc.constantFrom('12:30', '3.5', '2024/05/01', '1,000', '42', '２０２４'),
  fc.constantFrom('\n', '\r\n', '\r'),
);
/** Tokens that need whitespace around them to be what they are. */
const LOOSE = fc.constantFrom(
  'https://yuanfen.example/p/42?lang=de&x=1',
  'http://例え.jp/パス',
  'www.yuanfen.example/u/anna',
  'https://it.wikipedia.org/wiki/Caff%C3%A8',
  'anna.mueller@beispiel.de',
  'keiko+dating@mail.jp',
  '李雷@例子.中国',
  '@anna_b',
  '@keiko.88',
  '@小明',
  '@김민수',
);
const WHITESPACE = [' ', '  ', '\t', '\u3000', '\u00a0'];

type Segment = { token: false; text: string } | { token: true; text: string; loose: boolean };
const textSegment = fc.constantFrom(...WORDS, ...MARKUP_LOOKING).map((text): Segment => ({ token: false, text }));
const tokenSegment = fc.oneof(
  TIGHT.map((text): Segment => ({ token: true, text, loose: false })),
  LOOSE.map((text): Segment => ({ token: true, text, loose: true })),
);
const part = fc.tuple(
  fc.oneof({ arbitrary: textSegment, weight: 3 }, { arbitrary: tokenSegment, weight: 2 }),
  fc.constantFrom('', ' ', ...WHITESPACE),
  fc.constantFrom(...WHITESPACE),
);

/** A text as `gaps[0] + tokens[0] + gaps[1] + … + gaps[n]`: what was generated as tokens, and the rest. */
interface Sample {
  text: string;
  tokens: string[];
  gaps: string[];
}
function sample(parts: [Segment, string, string][]): Sample {
  const tokens: string[] = [];
  const gaps = [''];
  for (const [segment, separator, space] of parts) {
    if (!segment.token) {
      gaps[gaps.length - 1] += separator + segment.text;
      continue;
    }
    gaps[gaps.length - 1] += segment.loose ? space : separator;
    tokens.push(segment.text);
    gaps.push(segment.loose ? space : '');
  }
  return { text: gaps.map((gap, i) => gap + (tokens[i] ?? '')).join(''), tokens, gaps };
}
const texts = fc.array(part, { maxLength: 24 }).map(sample);
const textsWithToken = fc
  .tuple(fc.array(part, { maxLength: 12 }), fc.tuple(tokenSegment, fc.constant(' '), fc.constant(' ')), fc.array(part))
  .map(([before, token, after]) => sample([...before, token, ...after]));

/** What a scrambling engine writes: characters that can never form a token or an entity. */
const SCRAMBLED = /[ж ]/g;
function scrambler(seed: number) {
  let state = seed >>> 0;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  const scramble = (text: string) =>
    Array.from({ length: Math.floor(random() * (text.length * 2 + 1)) }, () => (random() < 0.7 ? 'ж' : ' ')).join('');
  return { random, scramble };
}

type Mangling = 'keep' | 'lose' | 'duplicate' | 'invent';
/** An engine with markup that rewrites every character outside the tags, and keeps the tags or mangles them. */
function scramblingEngine(seed: number, mangling: Mangling) {
  const { random, scramble } = scrambler(seed);
  const requests: EngineRequest[] = [];
  const mangle = (tags: string[]) => {
    const at = Math.floor(random() * tags.length);
    if (mangling === 'lose') tags.splice(at, 1);
    if (mangling === 'duplicate') tags.splice(at, 0, tags[at]!);
    if (mangling === 'invent') tags.splice(at, 0, `<x id="${tags.length + 7}"/>`);
    return tags;
  };
  const engine: Translator = {
    name: 'deepl',
    markup: true,
    supports: async () => true,
    translate: async (request) => {
      requests.push(request);
      if (!request.markup) return request.texts.map(scramble);
      return request.texts.map((text) => {
        const parts = text.split(/(<x id="\d+"\/>)/);
        const tags = mangle(parts.filter((_, i) => i % 2 === 1));
        const runs = parts.filter((_, i) => i % 2 === 0).map(scramble);
        return runs.map((run, i) => run + (tags[i] ?? '')).join('') + tags.slice(runs.length).join('');
      });
    },
  };
  return { engine, requests };
}

const hasLetter = (text: string) => /\p{L}/u.test(text);

describe('protected tokens survive any engine (property)', () => {
  it('splits without losing a character, finding every generated token', () => {
    fc.assert(
      fc.property(texts, ({ text, tokens }) => {
        const pieces = splitProtected(text);
        expect(pieces.map((piece) => piece.text).join('')).toBe(text);
        expect(tokensOf(text).join('')).toBe(tokens.join(''));
      }),
      { numRuns: 1000 },
    );
  });

  it('an engine that rewrites everything between the tags gives back the tokens in order and nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(texts, fc.integer(), async ({ text, tokens }, seed) => {
        const { engine, requests } = scramblingEngine(seed, 'keep');
        const { text: translated } = await new EngineChain([engine]).translate(text, null, 'ja');
        expect(translated.replace(SCRAMBLED, '')).toBe(tokens.join(''));
        expect(requests.map((request) => request.markup)).toEqual([true]);
      }),
      { numRuns: 1000 },
    );
  });

  it('an engine that loses, repeats or invents a tag is asked for plain runs, and the tokens still come back', async () => {
    const mangling = fc.constantFrom<Mangling>('lose', 'duplicate', 'invent');
    await fc.assert(
      fc.asyncProperty(textsWithToken, fc.integer(), mangling, async ({ text, tokens, gaps }, seed, how) => {
        const { engine, requests } = scramblingEngine(seed, how);
        const { text: translated } = await new EngineChain([engine]).translate(text, null, 'ja');
        // A run with a letter comes back as the engine's words between its own spaces; a run without one
        // (" & ", " - ") is asked of no engine and stays as written.
        const kept = gaps.map((gap) => (hasLetter(gap) ? /^\s*/u.exec(gap)![0] + /\s*$/u.exec(gap)![0] : gap));
        const expected = kept.map((gap, i) => gap + (tokens[i] ?? '')).join('');
        expect(translated.replace(SCRAMBLED, '')).toBe(expected.replace(SCRAMBLED, ''));
        expect(requests.map((request) => request.markup)).toEqual(gaps.some(hasLetter) ? [true, false] : [true]);
      }),
      { numRuns: 1000 },
    );
  });
});

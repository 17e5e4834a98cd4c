import { EMOJI } from '@yuanfen/contract';

/**
 * What an engine must never touch: emoji codes, URLs, e-mail addresses, @names, numbers and line breaks.
 * They are cut out of the text before it goes to an engine and put back, byte for byte, afterwards.
 */
export type Piece = { kind: 'text'; text: string } | { kind: 'token'; text: string };

const PROTECTED = new RegExp(
  [
    String.raw`(?:https?:\/\/|www\.)[^\s<>"'\u3000-\u303f\uff01-\uff5e]+`, // URLs (ending before CJK punctuation)
    String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`, // e-mail addresses
    String.raw`(?<![\p{L}\p{N}_@])@[\p{L}\p{N}_](?:[\p{L}\p{N}_.-]*[\p{L}\p{N}_])?`, // @names
    String.raw`\[[a-z]+\]`, // emoji codes (unknown names stay text, below)
    String.raw`\p{Nd}+(?:[.,:/]\p{Nd}+)*`, // numbers, times, dates
    String.raw`\r\n|\n|\r`, // line breaks
  ].join('|'),
  'gu',
);
/** Sentence punctuation that ends a URL rather than belonging to it. */
const URL_TAIL = /[.,!?;:)\]}]+$/u;
const EMOJI_CODE = /\[([a-z]+)\]/g;

/** Splits a text into the runs an engine translates and the tokens it must leave alone. */
export function splitProtected(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = pieces.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else pieces.push({ kind: 'text', text: value });
  };
  PROTECTED.lastIndex = 0;
  for (let match = PROTECTED.exec(text); match; match = PROTECTED.exec(text)) {
    let token = match[0];
    if (token.startsWith('[') && !EMOJI[token.slice(1, -1)]) continue;
    if (/^(?:https?:|www\.)/.test(token)) {
      // The emoji picker inserts `[name]` at the cursor, often right after a pasted link: the link ends
      // there, and what follows it is read again, so the emoji code stays whole.
      const emoji = [...token.matchAll(EMOJI_CODE)].find((m) => EMOJI[m[1]!]);
      token = token.slice(0, emoji?.index).replace(URL_TAIL, '');
      PROTECTED.lastIndex = match.index + token.length;
    }
    pushText(text.slice(last, match.index));
    pieces.push({ kind: 'token', text: token });
    last = match.index + token.length;
  }
  pushText(text.slice(last));
  return pieces;
}

/** Whether a text holds anything an engine could translate: letters outside the tokens. */
export function hasTranslatableText(pieces: readonly Piece[]): boolean {
  return pieces.some((p) => p.kind === 'text' && /\p{L}/u.test(p.text));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });

/**
 * The text as markup for engines that keep tags (DeepL `tag_handling=xml`, Google and LibreTranslate
 * `format=html`): text escaped, each token an empty `<x id="n"/>` element.
 */
export function toMarkup(pieces: readonly Piece[]): { markup: string; tokens: string[] } {
  const tokens: string[] = [];
  const markup = pieces
    .map((piece) => {
      if (piece.kind === 'text') return escapeXml(piece.text);
      tokens.push(piece.text);
      return `<x id="${tokens.length - 1}"/>`;
    })
    .join('');
  return { markup, tokens };
}

/** An engine lost, repeated or invented a token: the markup answer cannot be trusted. */
export class PlaceholderMismatch extends Error {
  constructor() {
    super('the engine did not keep every protected token exactly once');
  }
}

/** Engines write an empty element back as `<x id="0"/>`, `<x id="0">` or `<x id="0"></x>`. */
const TAG = /<x\s+id\s*=\s*["']?(\d+)["']?\s*\/?>(?:\s*<\/x>)?/gi;

/** Puts the tokens back where the engine left their tags; every token must come back exactly once. */
export function fromMarkup(markup: string, tokens: readonly string[]): string {
  const seen = new Set<number>();
  let out = '';
  let last = 0;
  for (const match of markup.matchAll(TAG)) {
    const id = Number(match[1]);
    if (id >= tokens.length || seen.has(id)) throw new PlaceholderMismatch();
    seen.add(id);
    out += unescapeXml(markup.slice(last, match.index)) + tokens[id];
    last = match.index + match[0].length;
  }
  out += unescapeXml(markup.slice(last));
  // Text went out escaped, so any raw tag left over is the engine's doing.
  if (seen.size !== tokens.length || /<\/?x\b/i.test(markup.replace(TAG, ''))) throw new PlaceholderMismatch();
  return out;
}

/**
 * For engines without markup (Baidu), or when an engine mangled the tags: only the runs of text go out,
 * each trimmed, and come back between the untouched tokens with their own surrounding spaces.
 */
export function textRuns(pieces: readonly Piece[]): string[] {
  return pieces.flatMap((p) => (p.kind === 'text' && /\p{L}/u.test(p.text) ? [p.text.trim()] : []));
}

export function fromRuns(pieces: readonly Piece[], translated: readonly string[]): string {
  let next = 0;
  return pieces
    .map((piece) => {
      if (piece.kind === 'token' || !/\p{L}/u.test(piece.text)) return piece.text;
      const lead = /^\s*/u.exec(piece.text)![0];
      const trail = /\s*$/u.exec(piece.text)![0];
      const value = translated[next++];
      if (value === undefined) throw new PlaceholderMismatch();
      return lead + value.trim() + trail;
    })
    .join('');
}

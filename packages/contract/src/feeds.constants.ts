/**
 * The 68 emoji of spec §1: written in text as `[name]` and rendered as the emoji. One list for posts,
 * messages and biographies.
 */
export const EMOJI: Readonly<Record<string, string>> = {
  smile: '😊',
  grin: '😁',
  laugh: '😂',
  rofl: '🤣',
  wink: '😉',
  blush: '☺️',
  love: '😍',
  kiss: '😘',
  hug: '🤗',
  cool: '😎',
  think: '🤔',
  shy: '😳',
  sad: '😢',
  cry: '😭',
  angry: '😠',
  rage: '😡',
  surprise: '😮',
  scream: '😱',
  sleepy: '😴',
  tired: '😩',
  sick: '🤒',
  dizzy: '😵',
  silly: '😜',
  tongue: '😛',
  smirk: '😏',
  relieved: '😌',
  pensive: '😔',
  confused: '😕',
  worried: '😟',
  nervous: '😬',
  sweat: '😅',
  halo: '😇',
  devil: '😈',
  clown: '🤡',
  ghost: '👻',
  alien: '👽',
  robot: '🤖',
  cat: '😺',
  dog: '🐶',
  panda: '🐼',
  heart: '❤️',
  broken: '💔',
  sparkle: '💖',
  kissmark: '💋',
  rose: '🌹',
  flower: '🌸',
  bouquet: '💐',
  gift: '🎁',
  cake: '🎂',
  party: '🎉',
  balloon: '🎈',
  ring: '💍',
  coffee: '☕',
  wine: '🍷',
  beer: '🍺',
  sun: '☀️',
  moon: '🌙',
  star: '⭐',
  fire: '🔥',
  rainbow: '🌈',
  thumbsup: '👍',
  thumbsdown: '👎',
  clap: '👏',
  ok: '👌',
  wave: '👋',
  pray: '🙏',
  muscle: '💪',
  victory: '✌️',
};
export const EMOJI_NAMES = Object.keys(EMOJI);

export type TextPart = { kind: 'text'; text: string } | { kind: 'emoji'; name: string; emoji: string };

/** Splits text into plain runs and known `[name]` emoji; unknown brackets stay text. Never HTML. */
export function parseEmoji(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[([a-z]+)\]/g)) {
    const name = match[1]!;
    const emoji = EMOJI[name];
    if (!emoji) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'emoji', name, emoji });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export const FEED_MAX_LENGTH = 2000;
export const FEED_MAX_PHOTOS = 9;

/** A comment's text: plain, trimmed, not empty, at most this long (issue 21). */
export const COMMENT_MAX_LENGTH = 500;
/** Comments per page of `GET feeds/{id}/comments`. */
export const COMMENT_PAGE_SIZE = 20;

/**
 * The reactions a member may leave on a post (issue 21), one per member and post, in the order the
 * reaction bar shows them. Any other emoji is refused (400001).
 */
export const REACTION_EMOJI = ['❤️', '😂', '😮', '😢', '👍', '🔥'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJI)[number];

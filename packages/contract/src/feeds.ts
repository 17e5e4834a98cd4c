import { z } from 'zod';
import { cursorPage } from './pagination';
import { TranslationFields } from './translation';

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

/** `POST feeds`: text and/or uploaded photos; both empty is refused (spec §5). */
export const CreateFeedBody = z
  .strictObject({
    content: z.string().trim().max(FEED_MAX_LENGTH, 'Text is too long').optional(),
    upload_ids: z.array(z.number().int().positive()).max(FEED_MAX_PHOTOS).optional(),
    /**
     * The poster's own id for this post: a retried `POST feeds` with the same one (after a time-out or a
     * crash) answers the first post instead of publishing it twice.
     */
    client_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid client id')
      .optional(),
  })
  .refine((b) => Boolean(b.content) || Boolean(b.upload_ids?.length), {
    path: ['content'],
    message: 'Cannot be empty',
  });
export type CreateFeedBody = z.infer<typeof CreateFeedBody>;

/**
 * A photo of a post or message as the viewer sees it (spec §3 "uploads (id, paid)"). A secret photo the
 * viewer has not bought has `paid` 0, an empty `url` and the blurred preview as `thumb`.
 */
export const FeedUpload = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb: z.string(),
  secret: z.boolean(),
  paid: z.number().int(),
  price: z.number().int().nullable(),
  width: z.number().int(),
  height: z.number().int(),
});
export type FeedUpload = z.infer<typeof FeedUpload>;

export const FeedAuthor = z.object({
  user_id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  vip: z.number().int(),
  age: z.number().int().nullable(),
  country: z.string().nullable(),
});

/** A feed item as a viewer sees it (spec §3 Feed item). */
export const FeedItem = /* @__PURE__ */ TranslationFields.extend({
  id: z.number().int(),
  user_id: z.number().int(),
  user: FeedAuthor,
  content: z.string(),
  upload_ids: z.array(z.number().int()),
  uploads: z.array(FeedUpload),
  secret: z.boolean(),
  created_at: z.string(),
  /** What the viewer may do with the post (the feed policy): delete it (its author), translate it (a reader). */
  can: z.object({ delete: z.boolean(), translate: z.boolean() }),
});
export type FeedItem = z.infer<typeof FeedItem>;

export const FeedPage = cursorPage(FeedItem);

/** `DELETE feeds/{id}`: the post is gone for everyone. */
export const FeedDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });
export type FeedDeleted = z.infer<typeof FeedDeleted>;

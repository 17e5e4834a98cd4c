import { REACTION_EMOJI, type FeedItem, type FeedReactions } from '@yuanfen/contract';

/** A post's reactions in the bar's order (the set's order), only those someone chose, with their counts. */
export function reactionChips(reactions: Readonly<Record<string, number>>): { emoji: string; count: number }[] {
  return REACTION_EMOJI.filter((emoji) => (reactions[emoji] ?? 0) > 0).map((emoji) => ({
    emoji,
    count: reactions[emoji]!,
  }));
}

/**
 * The post as it looks right after the member picks `next` (null: takes theirs back), before the server
 * answers: their old reaction counted one less, the new one one more.
 */
export function withReaction(item: FeedItem, next: string | null): FeedItem {
  const reactions = { ...item.reactions };
  const before = item.my_reaction;
  if (before === next) return item;
  if (before) {
    const left = (reactions[before] ?? 0) - 1;
    if (left > 0) reactions[before] = left;
    else delete reactions[before];
  }
  if (next) reactions[next] = (reactions[next] ?? 0) + 1;
  return { ...item, reactions, my_reaction: next };
}

/** The post with the server's answer to a reaction change. */
export const withReactions = (item: FeedItem, answer: FeedReactions): FeedItem => ({
  ...item,
  reactions: answer.reactions,
  my_reaction: answer.my_reaction,
});

/** The total shown beside the bar. */
export const reactionTotal = (reactions: Readonly<Record<string, number>>) =>
  Object.values(reactions).reduce((sum, n) => sum + n, 0);

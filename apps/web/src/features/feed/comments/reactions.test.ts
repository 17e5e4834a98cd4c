import type { FeedItem } from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import { reactionChips, reactionTotal, withReaction, withReactions } from './reactions';

const post = (reactions: Record<string, number>, mine: string | null) =>
  ({ id: 1, reactions, my_reaction: mine }) as unknown as FeedItem;

describe('the reaction bar', () => {
  it('shows the chosen emoji in the set order with their counts, leaving out unknown and zero ones', () => {
    expect(reactionChips({ '🔥': 2, '❤️': 1, '👍': 0, '💩': 5 })).toEqual([
      { emoji: '❤️', count: 1 },
      { emoji: '🔥', count: 2 },
    ]);
    expect(reactionTotal({ '🔥': 2, '❤️': 1 })).toBe(3);
  });

  it('moves the member’s reaction at once: a new one counts, a change moves it, taking it back removes it', () => {
    const picked = withReaction(post({ '❤️': 1 }, null), '😂');
    expect(picked).toMatchObject({ reactions: { '❤️': 1, '😂': 1 }, my_reaction: '😂' });
    const moved = withReaction(picked, '❤️');
    expect(moved).toMatchObject({ reactions: { '❤️': 2 }, my_reaction: '❤️' });
    expect(withReaction(moved, null)).toMatchObject({ reactions: { '❤️': 1 }, my_reaction: null });
    expect(withReaction(moved, '❤️')).toBe(moved);
  });

  it('takes the server’s counts when it answers', () => {
    const answered = withReactions(post({ '❤️': 2 }, '❤️'), { id: 1, reactions: { '❤️': 5 }, my_reaction: '❤️' });
    expect(answered).toMatchObject({ reactions: { '❤️': 5 }, my_reaction: '❤️' });
  });
});

import { describe, expect, it } from 'vitest';
import { authorize, can, memberActor, VISITOR } from '../../platform/policy';
import { refusalOf } from '../../test/refusal';
import { feedPolicy } from './feed.policy';

const post = { user_id: 7 };

describe('feed policy', () => {
  it('only the author deletes a post; others get 403 with the usual message, operators too', () => {
    expect(can(memberActor(7), feedPolicy.delete, post)).toBe(true);
    for (const actor of [
      memberActor(8),
      memberActor(8, { roles: ['moderator'] }),
      memberActor(8, { roles: ['admin'] }),
    ]) {
      expect(refusalOf(() => authorize(actor, feedPolicy.delete, post))).toEqual({
        status: 403,
        body: { code: 0, message: 'Only the author can delete this post' },
      });
    }
    expect(can(VISITOR, feedPolicy.delete, post)).toBe(false);
  });

  it('offers "translate" to signed-in readers, not to the author or a visitor', () => {
    expect(can(memberActor(8), feedPolicy.translate, post)).toBe(true);
    expect(can(memberActor(7), feedPolicy.translate, post)).toBe(false);
    expect(can(VISITOR, feedPolicy.translate, post)).toBe(false);
  });
});

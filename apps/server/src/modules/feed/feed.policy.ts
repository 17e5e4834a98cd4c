import { action, ALLOW, type Actor } from '../../platform/policy';
import { fail } from '../../platform/errors';

/** The facts of a post the feed rules read. */
export interface PostFacts {
  user_id: number;
}

const isAuthor = (actor: Actor, post: PostFacts) => actor.kind === 'member' && actor.id === post.user_id;

/**
 * Who may do what with a post (spec §5 Feed post). Who may *see* a post is the profile rule on its
 * author, applied in SQL by every feed query (`visibleToSql`).
 */
export const feedPolicy = {
  /** `DELETE feeds/{id}`: its author only. */
  delete: action<PostFacts>('feed.delete', (actor, post) =>
    isAuthor(actor, post) ? ALLOW : () => fail.forbidden('Only the author can delete this post'),
  ),
  /**
   * "Translate" on a post: offered to a signed-in reader who did not write it (a `can` flag only; the
   * author sees their original with the translation others read).
   */
  translate: action<PostFacts>('feed.translate', (actor, post) =>
    actor.kind === 'member' && !isAuthor(actor, post) ? ALLOW : () => fail.forbidden(),
  ),
};

import { ErrorCode, RefusalReason } from '@yuanfen/contract';
import { action, ALLOW, type Actor } from '../../platform/policy';
import { fail } from '../../platform/errors';

/** The facts of a post the feed rules read. */
export interface PostFacts {
  user_id: number;
}

/** A post and the blocks between its author and the member acting on it. */
export interface PostPairFacts extends PostFacts {
  /** The actor blocks the post's author. */
  blocking: boolean;
  /** The post's author blocks the actor. */
  blockedBy: boolean;
}

/** A comment, and the author of the post it is on. */
export interface CommentFacts {
  user_id: number;
  post_user_id: number;
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
  /**
   * Commenting on or reacting to a post someone may see (the caller checked that): refused with 403001 when
   * a block stands between them either way, saying which way as messaging does.
   */
  interact: action<PostPairFacts>('feed.interact', (actor, post) => {
    if (actor.kind !== 'member') return () => fail.unauthorized();
    if (post.blocking)
      return () => fail.code(403, ErrorCode.Blocked, 'You are blocking this member', undefined, RefusalReason.Blocking);
    if (post.blockedBy)
      return () => fail.code(403, ErrorCode.Blocked, 'This member blocks you', undefined, RefusalReason.BlockedBy);
    return ALLOW;
  }),
  /** `DELETE feeds/{id}/comments/{comment_id}`: the comment's writer, or the author of the post it is on. */
  deleteComment: action<CommentFacts>('feed.comment.delete', (actor, comment) =>
    actor.kind === 'member' && (actor.id === comment.user_id || actor.id === comment.post_user_id)
      ? ALLOW
      : () => fail.forbidden("Only its writer or the post's author can delete this comment"),
  ),
  /** Report and translate a comment: a signed-in member who did not write it. */
  readComment: action<CommentFacts>('feed.comment.read', (actor, comment) =>
    actor.kind === 'member' && actor.id !== comment.user_id ? ALLOW : () => fail.forbidden(),
  ),
};

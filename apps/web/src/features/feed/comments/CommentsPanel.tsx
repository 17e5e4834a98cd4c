import { useTranslation } from 'react-i18next';
import { flattenPages } from '../../../lib/paging';
import { Spinner } from '../../../ui/Spinner';
import { CommentForm } from './CommentForm';
import { CommentRow } from './CommentRow';
import { useComments } from './comments.queries';

/**
 * A post's comments: the write box for members, then the comments newest first; older pages come with
 * "Show older comments" (a list inside the scrolling feed loads on request, not on scroll).
 */
export function CommentsPanel({ feedId, signedIn }: { feedId: number; signedIn: boolean }) {
  const { t } = useTranslation(['feed', 'common']);
  const query = useComments(feedId, true);
  const comments = flattenPages(query.data?.pages);
  return (
    <section className="comments" aria-label={t('comments.title')} data-testid="comments">
      {signedIn ? <CommentForm feedId={feedId} /> : <p className="comments__note">{t('comments.signIn')}</p>}
      {query.isPending ? <Spinner /> : null}
      {query.isError && comments.length === 0 ? (
        <p className="comments__note">
          {t('comments.failed')}{' '}
          <button type="button" className="link" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </button>
        </p>
      ) : null}
      {query.isSuccess && comments.length === 0 ? (
        <p className="comments__note" data-testid="comments-empty">
          {t('comments.empty')}
        </p>
      ) : null}
      {comments.length ? (
        <ul className="comments__list" role="list">
          {comments.map((comment) => (
            <CommentRow key={comment.id} comment={comment} />
          ))}
        </ul>
      ) : null}
      {query.hasNextPage ? (
        <button
          type="button"
          className="link comments__older"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          data-testid="comments-older"
        >
          {t('comments.older')}
        </button>
      ) : null}
    </section>
  );
}

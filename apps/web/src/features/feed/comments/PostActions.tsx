import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@yuanfen/contract';
import { CommentsPanel } from './CommentsPanel';
import { ReactionBar } from './ReactionBar';
import './comments.css';

/** Under a post: its reactions, the comment count that opens its comments, and the comments themselves. */
export function PostActions({ item, signedIn, open }: { item: FeedItem; signedIn: boolean; open?: boolean }) {
  const { t } = useTranslation('feed');
  const [showing, setShowing] = useState(open ?? false);
  return (
    <>
      <div className="post-actions">
        <ReactionBar item={item} signedIn={signedIn} />
        <button
          type="button"
          className="post-actions__comments"
          aria-expanded={showing}
          onClick={() => setShowing((v) => !v)}
          data-testid="comments-toggle"
        >
          <span aria-hidden="true">💬</span> {t('comments.show')}
          <span className="post-actions__count" data-testid="comment-count">
            {item.comment_count}
          </span>
        </button>
      </div>
      {showing ? <CommentsPanel feedId={item.id} signedIn={signedIn} /> : null}
    </>
  );
}

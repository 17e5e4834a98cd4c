import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@yuanfen/contract';
import { Avatar } from '../../ui/Avatar';
import { ItemMenu } from '../../ui/ItemMenu';
import { PhotoGrid } from '../photos';
import { TranslatedText } from '../translation';
import { useMe } from '../../lib/account.queries';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { placeOf } from '../users';
import { ReportDialog } from '../report';
import { PostActions } from './comments/PostActions';
import { hideReportedPost, useDeleteFeed } from './feed.queries';
import { timeAgo } from './time-ago';
import { VipBadge } from '../../ui/VipBadge';

/**
 * One post: author, age and country, when, the text with emoji and its photos, its reactions and comments;
 * its owner may delete it. `commentsOpen`: the comments show from the start (the post's own page).
 */
export function FeedCard({
  item,
  onDeleted,
  commentsOpen,
}: {
  item: FeedItem;
  onDeleted?: () => void;
  commentsOpen?: boolean;
}) {
  const { t, i18n } = useTranslation(['feed', 'users', 'common', 'report']);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useDeleteFeed();
  const me = useMe();
  const { user } = item;
  const place = placeOf(null, user.country, i18n.language);
  const date = new Date(item.created_at);
  const author = item.user_id === me?.id;
  // Signed-in members report others' posts (spec §3); the author deletes their own.
  const mayReport = Boolean(me) && !author;
  return (
    <article className="card feed-card" aria-labelledby={`feed-${item.id}-author`} data-testid={`feed-item-${item.id}`}>
      <header className="feed-card__head">
        <Link to={`/profile/${item.user_id}`} className="feed-card__avatar" tabIndex={-1} aria-hidden="true">
          <Avatar src={user.avatar} name={user.name} size={44} />
        </Link>
        <div className="feed-card__who">
          <Link
            id={`feed-${item.id}-author`}
            to={`/profile/${item.user_id}`}
            className="feed-card__name"
            data-testid="feed-author"
          >
            {user.name}
            {user.vip ? <VipBadge /> : null}
          </Link>
          <p className="feed-card__meta">
            {user.age ? <span>{t('users:card.age', { count: user.age })}</span> : null}
            {place ? <span>{place}</span> : null}
            <Link to={`/feed/${item.id}`} className="feed-card__time" data-testid="feed-time">
              <time dateTime={item.created_at} title={date.toLocaleString(i18n.language)}>
                {timeAgo(item.created_at, i18n.language)}
              </time>
            </Link>
          </p>
        </div>
        <ItemMenu
          label={t('card.menu')}
          testId="feed-menu"
          triggerClassName="feed-card__menu"
          actions={[
            item.can.delete && {
              label: t('card.delete'),
              testId: 'feed-delete',
              danger: true,
              onSelect: () => setConfirming(true),
            },
            mayReport && { label: t('report:action'), testId: 'feed-report', onSelect: () => setReporting(true) },
          ]}
        />
      </header>
      {item.content ? (
        <div className="feed-card__text" data-testid="feed-content">
          <TranslatedText type="feed" id={item.id} text={item.content} fields={item} mine={author} />
        </div>
      ) : null}
      <PhotoGrid uploads={item.uploads} relatedId={item.id} type="feed" />
      <PostActions item={item} signedIn={Boolean(me)} open={commentsOpen} />
      {reporting ? (
        <ReportDialog
          type="feed"
          relatedId={item.id}
          subject={user.name}
          title={t('report:post')}
          onClose={() => setReporting(false)}
          onReported={() => hideReportedPost(item.id)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('card.deleteTitle')}
          confirm={t('card.delete')}
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(item.id, {
              onSuccess: () => {
                setConfirming(false);
                onDeleted?.();
              },
            })
          }
        >
          {t('card.deleteBody')}
        </ConfirmDialog>
      ) : null}
    </article>
  );
}

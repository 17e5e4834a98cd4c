import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeedComment } from '@yuanfen/contract';
import { Avatar } from '../../../ui/Avatar';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ItemMenu } from '../../../ui/ItemMenu';
import { VipBadge } from '../../../ui/VipBadge';
import { ReportDialog } from '../../report';
import { TranslatedText } from '../../translation';
import { timeAgo } from '../time-ago';
import { dropComment, useDeleteComment } from './comments.queries';

/** One comment: its writer, when, the text (translated like a post's); delete and report as `can` allows. */
export function CommentRow({ comment }: { comment: FeedComment }) {
  const { t, i18n } = useTranslation(['feed', 'report']);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useDeleteComment(comment.feed_id);
  const { user } = comment;
  return (
    <li className="comment" data-testid={`comment-${comment.id}`}>
      <Link to={`/profile/${comment.user_id}`} tabIndex={-1} aria-hidden="true">
        <Avatar src={user.avatar} name={user.name} size={32} />
      </Link>
      <div className="comment__body">
        <p className="comment__head">
          <Link to={`/profile/${comment.user_id}`} className="comment__name" data-testid="comment-author">
            {user.name}
            {user.vip ? <VipBadge /> : null}
          </Link>
          <time dateTime={comment.created_at} className="comment__time">
            {timeAgo(comment.created_at, i18n.language)}
          </time>
        </p>
        <div className="comment__text" data-testid="comment-content">
          <TranslatedText
            type="comment"
            id={comment.id}
            text={comment.content}
            fields={comment}
            mine={!comment.can.translate}
            askable={false}
          />
        </div>
      </div>
      <ItemMenu
        label={t('comments.menu')}
        testId="comment-menu"
        actions={[
          comment.can.delete && {
            label: t('comments.delete'),
            testId: 'comment-delete',
            danger: true,
            onSelect: () => setConfirming(true),
          },
          comment.can.report && {
            label: t('report:action'),
            testId: 'comment-report',
            onSelect: () => setReporting(true),
          },
        ]}
      />
      {reporting ? (
        <ReportDialog
          type="comment"
          relatedId={comment.id}
          subject={user.name}
          title={t('comments.reportTitle')}
          onClose={() => setReporting(false)}
          onReported={() => dropComment(comment.feed_id, comment.id)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('comments.deleteTitle')}
          confirm={t('comments.delete')}
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => remove.mutate(comment.id, { onSuccess: () => setConfirming(false) })}
        >
          {t('comments.deleteBody')}
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChatThread } from '@yuanfen/contract';
import { ItemMenu } from '../../ui/ItemMenu';
import { RichText } from '../../ui/RichText';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { timeAgo } from '../feed';
import { useDeleteThreadMutation, usePinThreadMutation } from './chat.queries';
import { PeerAvatar } from './ChatHeader';
import { peerName } from './peer-name';

const MARKERS = { '[photo]': 'summary.photo', '[gift]': 'summary.gift', '[recalled]': 'summary.recalled' } as const;

/** The last message in short, or the unsent draft in the accent colour. */
function Summary({ thread }: { thread: ChatThread }) {
  const { t } = useTranslation('chat');
  if (thread.draft) {
    return (
      <span className="thread-row__summary thread-row__summary--draft" data-testid="thread-draft">
        {t('summary.draft')} <RichText text={thread.draft} />
      </span>
    );
  }
  const marker = MARKERS[thread.summary as keyof typeof MARKERS];
  return (
    <span className="thread-row__summary" data-testid="thread-summary">
      {marker ? t(marker) : <RichText text={thread.summary} />}
    </span>
  );
}

function ThreadMenu({ thread, onDelete }: { thread: ChatThread; onDelete: () => void }) {
  const { t } = useTranslation('chat');
  const pin = usePinThreadMutation();
  return (
    <ItemMenu
      className="thread-row__menu"
      label={t('thread.menu', { name: peerName(thread.name) })}
      testId="thread-menu"
      actions={[
        {
          label: thread.top ? t('thread.unpin') : t('thread.pin'),
          testId: 'thread-pin',
          disabled: pin.isPending,
          keepOpen: true,
          onSelect: (close) => pin.mutate({ thread, top: thread.top ? 0 : 1 }, { onSettled: close }),
        },
        { label: t('thread.delete'), testId: 'thread-delete', danger: true, onSelect: onDelete },
      ]}
    />
  );
}

/** One conversation in the list: who, the last message or draft, when, unread, pinned. */
export function ThreadRow({ thread }: { thread: ChatThread }) {
  const { t, i18n } = useTranslation('chat');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteThreadMutation();
  return (
    <li
      className={thread.top ? 'thread-row thread-row--pinned' : 'thread-row'}
      data-testid="thread"
      data-user-id={thread.user_id}
    >
      <Link to={`/chat/${thread.user_id}`} className="thread-row__link">
        <PeerAvatar thread={thread} size={48} />
        <span className="thread-row__main">
          <span className="thread-row__top">
            <span className="thread-row__name">{peerName(thread.name)}</span>
            {thread.top ? (
              <span className="thread-row__pin" data-testid="thread-pinned">
                {t('thread.pinned')}
              </span>
            ) : null}
            {thread.last_message_at ? (
              <time className="thread-row__time" dateTime={thread.last_message_at}>
                {timeAgo(thread.last_message_at, i18n.language)}
              </time>
            ) : null}
          </span>
          <span className="thread-row__bottom">
            <Summary thread={thread} />
            {thread.unread > 0 ? (
              <span
                className="badge badge--inline"
                data-testid="thread-unread"
                aria-label={t('thread.unread', { count: thread.unread })}
              >
                {thread.unread > 99 ? '99+' : thread.unread}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
      <ThreadMenu thread={thread} onDelete={() => setConfirming(true)} />
      {confirming ? (
        <ConfirmDialog
          title={t('thread.deleteTitle', { name: peerName(thread.name) })}
          confirm={t('thread.delete')}
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => remove.mutate(thread, { onSuccess: () => setConfirming(false) })}
        >
          <p>{t('thread.deleteBody')}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

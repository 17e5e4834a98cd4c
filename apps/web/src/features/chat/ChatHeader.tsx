import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChatThread } from '@yuanfen/contract';
import { queryClient } from '../../lib/query-client';
import { useUiStore } from '../../lib/ui-store';
import { Avatar } from '../../ui/Avatar';
import { VerifiedBadge } from '../../ui/VerifiedBadge';
import { ThreadTranslation } from '../translation';
import { useBlockMutation } from '../users';
import { chatKeys } from './chat.queries';
import './conversation.css';
import { peerName } from './peer-name';

/** The avatar with its online dot, as the thread list and the chat header show it. */
export function PeerAvatar({ thread, size }: { thread: Pick<ChatThread, 'avatar' | 'name' | 'online'>; size: number }) {
  return (
    <span className="peer-avatar">
      <Avatar src={thread.avatar} name={peerName(thread.name)} size={size} />
      {thread.online ? <span className="peer-avatar__online" aria-hidden="true" /> : null}
    </span>
  );
}

/** Who the conversation is with and whether they are online, updated live; the conversation's translation. */
export function ChatHeader({ thread }: { thread: ChatThread }) {
  const { t } = useTranslation('chat');
  return (
    <header className="chat-header" data-testid="chat-header">
      <Link to={`/profile/${thread.user_id}`} className="chat-header__peer">
        <PeerAvatar thread={thread} size={40} />
        <span className="chat-header__who">
          <span className="chat-header__name">
            {peerName(thread.name)}
            {thread.verified ? <VerifiedBadge small testId="chat-verified" /> : null}
          </span>
          <span className="chat-header__status" data-testid="chat-online" data-online={thread.online}>
            {thread.online ? t('online') : t('offline')}
          </span>
        </span>
      </Link>
      <ThreadTranslation thread={thread} />
    </header>
  );
}

/** A block either way: the blocker may unblock from here; the blocked member is told they cannot write. */
export function BlockNotice({ thread }: { thread: ChatThread }) {
  const { t } = useTranslation(['chat', 'users']);
  const block = useBlockMutation();
  if (thread.block === 0) return null;
  const unblock = () =>
    block.mutate(
      { userId: thread.user_id, block: false },
      {
        onSuccess: () => {
          useUiStore.getState().showToast(t('users:toast.unblocked'), 'success');
          void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        },
      },
    );
  return (
    <div className="chat-block" role="status" data-testid="chat-block">
      <span>{thread.block === 1 ? t('refused.blocking') : t('refused.blocked')}</span>
      {thread.block === 1 ? (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={block.isPending}
          onClick={unblock}
          data-testid="chat-unblock"
        >
          {t('users:block.unblock')}
        </button>
      ) : null}
    </div>
  );
}

import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { messagesOf, markThreadRead, useConversationQuery } from './chat.queries';
import { BlockNotice, ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { markConversationOpen } from './open-conversations';
import { useOutboxStore } from './outbox.store';
import { SayHiOffer } from './SayHi';
import { useIsTyping } from './signals';
import { TranslationTip } from '../translation';
import './conversation.css';
import { peerName } from './peer-name';

/** "… is typing" while the other member types (their signals keep it up a few seconds each). */
function TypingLine({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation('chat');
  const typing = useIsTyping(userId);
  return typing ? (
    <p className="chat-typing" aria-live="polite" data-testid="chat-typing">
      {t('signals.typing', { name })}
    </p>
  ) : null;
}

/**
 * The conversation with one member: the chat page shows it whole, a chat window in compact form (its
 * title bar replaces the header). While it is on screen, its messages are read as they come.
 */
export function Conversation({ userId, compact }: { userId: number; compact?: boolean }) {
  const { t } = useTranslation('chat');
  const query = useConversationQuery(userId);
  const allOutgoing = useOutboxStore((s) => s.messages);
  const outgoing = useMemo(() => allOutgoing.filter((m) => m.user_id === userId), [allOutgoing, userId]);
  const thread = query.data?.pages[0]?.thread;
  const messages = useMemo(() => messagesOf(query.data), [query.data]);
  const threadId = thread?.id;
  const unread = thread?.unread ?? 0;

  useEffect(() => markConversationOpen(userId), [userId]);

  // Read on open, on each message while open, and when the tab comes back into view.
  const readOnce = useRef(false);
  useEffect(() => {
    if (threadId === undefined || document.visibilityState !== 'visible') return;
    if (unread > 0 || !readOnce.current) void markThreadRead(userId, threadId);
    readOnce.current = true;
  }, [userId, threadId, unread]);

  useEffect(() => {
    if (threadId === undefined) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void markThreadRead(userId, threadId);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [userId, threadId]);

  if (query.isPending) return <Spinner />;
  if (!thread) {
    return (
      <div className="chat-failed" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const empty = messages.length === 0 && outgoing.length === 0 && !query.hasNextPage;
  return (
    <div className={compact ? 'conversation conversation--compact' : 'conversation'} data-testid="conversation">
      {compact ? null : <ChatHeader thread={thread} />}
      {compact ? null : <TranslationTip thread={thread} />}
      <BlockNotice thread={thread} />
      {empty ? (
        <div className="chat-scroll chat-scroll--empty">
          <SayHiOffer userId={userId} name={peerName(thread.name)} />
        </div>
      ) : (
        <MessageList
          userId={userId}
          messages={messages}
          outgoing={outgoing}
          hasOlder={query.hasNextPage}
          fetchingOlder={query.isFetchingNextPage}
          fetchOlder={() => void query.fetchNextPage()}
        />
      )}
      <TypingLine userId={userId} name={peerName(thread.name)} />
      <Composer key={userId} userId={userId} draft={thread.draft} compact={compact} thread={thread} />
    </div>
  );
}

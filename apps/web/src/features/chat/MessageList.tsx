import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@yuanfen/contract';
import { Spinner } from '../../ui/Spinner';
import { MessageBubble, OutgoingBubble } from './MessageBubble';
import type { OutgoingMessage } from './outbox.store';

interface MessageListProps {
  userId: number;
  messages: ChatMessage[];
  outgoing: OutgoingMessage[];
  hasOlder: boolean;
  fetchingOlder: boolean;
  fetchOlder: () => void;
}

/** How close to the bottom (px) still counts as "reading the latest", so new messages scroll in. */
const NEAR_BOTTOM = 120;

const dayKey = (iso: string) => new Date(iso).toDateString();

function DaySeparator({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation('chat');
  const date = new Date(iso);
  const today = new Date();
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  let label = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(date);
  if (dayKey(iso) === today.toDateString()) label = t('day.today');
  else if (dayKey(iso) === yesterday.toDateString()) label = t('day.yesterday');
  return (
    <li className="chat-day" role="separator" aria-label={label}>
      <span>{label}</span>
    </li>
  );
}

/**
 * The conversation, oldest first. Scrolling to the top loads older messages without moving what is on
 * screen; a new message scrolls into view when the member was already at the bottom (or sent it).
 */
export function MessageList({ userId, messages, outgoing, hasOlder, fetchingOlder, fetchOlder }: MessageListProps) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const shape = useRef({ first: 0, last: '', height: 0 });

  const firstId = messages[0]?.id ?? 0;
  const lastSeenId = messages.findLast((m) => m.recipient === userId && m.read && !m.recalled)?.id;
  const lastKey = outgoing.at(-1)?.client_id ?? String(messages.at(-1)?.id ?? '');

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const before = shape.current;
    if (before.first && firstId !== before.first && lastKey === before.last) {
      node.scrollTop += node.scrollHeight - before.height;
    } else if (lastKey !== before.last && (nearBottom.current || outgoing.length > 0 || !before.last)) {
      node.scrollTop = node.scrollHeight;
    }
    shape.current = { first: firstId, last: lastKey, height: node.scrollHeight };
  }, [firstId, lastKey, outgoing.length]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasOlder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !fetchingOlder) fetchOlder();
      },
      { root: scroller.current, rootMargin: '120px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasOlder, fetchingOlder, fetchOlder]);

  const onScroll = () => {
    const node = scroller.current;
    if (!node) return;
    nearBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < NEAR_BOTTOM;
    shape.current.height = node.scrollHeight;
  };

  return (
    <div className="chat-scroll" ref={scroller} onScroll={onScroll} data-testid="chat-messages">
      <div ref={sentinel} className="chat-scroll__top">
        {fetchingOlder ? <Spinner inline /> : null}
        {!hasOlder && messages.length > 0 ? <span className="chat-scroll__start">{t('start')}</span> : null}
      </div>
      <ol className="chat-list" aria-label={t('messages')} aria-live="polite">
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {index === 0 || dayKey(messages[index - 1]!.created_at) !== dayKey(message.created_at) ? (
              <DaySeparator iso={message.created_at} />
            ) : null}
            <MessageBubble message={message} userId={userId} seen={message.id === lastSeenId} />
          </Fragment>
        ))}
        {outgoing.map((message) => (
          <OutgoingBubble key={message.client_id} message={message} />
        ))}
      </ol>
    </div>
  );
}

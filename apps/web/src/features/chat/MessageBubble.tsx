import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, FeedUpload, PaidUpload } from '@yuanfen/contract';
import { RichText } from '../../ui/RichText';
import { GiftCard } from '../gifts';
import { PhotoGrid } from '../photos';
import { TranslatedText } from '../translation';
import { ReportDialog } from '../report';
import { hideReportedMessage, unlockMessagePhoto, useDeleteMessageMutation, useRecallMutation } from './chat.queries';
import { deliver } from './send-message';
import type { OutgoingMessage } from './outbox.store';

const timeOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

interface BubbleBodyProps {
  text: string;
  /** The viewer sent it: their original first, with the translation the other side reads. */
  sent?: boolean;
  /** A sent message: its text shows in the reader's language, with the original one tap away. */
  message?: ChatMessage;
  uploads: FeedUpload[];
  relatedId: number;
  /** A secret photo bought here: the pay dialog then opens the viewer on the original. */
  onPaid?: (paid: PaidUpload) => void;
}

function BubbleBody({ text, sent, message, uploads, relatedId, onPaid }: BubbleBodyProps) {
  return (
    <>
      {uploads.length > 0 ? (
        <div className="chat-bubble__photos">
          <PhotoGrid uploads={uploads} relatedId={relatedId} type="message" onPaid={onPaid} />
        </div>
      ) : null}
      {text && message ? (
        <TranslatedText
          type="message"
          id={message.id}
          text={text}
          fields={message}
          mine={sent}
          className="chat-bubble__text"
        />
      ) : text ? (
        <RichText text={text} className="chat-bubble__text" />
      ) : null}
    </>
  );
}

/**
 * Recall (own messages), delete for me, and report (the other member's messages: spec §3). The actions
 * open inline under the bubble rather than in a floating menu, which a small scrolling chat window would clip.
 */
function MessageActions({ message, userId, onDone }: { message: ChatMessage; userId: number; onDone: () => void }) {
  const { t } = useTranslation(['chat', 'report']);
  const recall = useRecallMutation(userId);
  const remove = useDeleteMessageMutation(userId);
  const [reporting, setReporting] = useState(false);
  const theirs = message.recipient !== userId;
  return (
    <div className="chat-actions" role="group" aria-label={t('message.menu')}>
      {message.can.recall ? (
        <button
          type="button"
          className="chat-actions__button"
          disabled={recall.isPending}
          data-testid="message-recall"
          onClick={() => recall.mutate(message.id, { onSettled: onDone })}
        >
          {t('message.recall')}
        </button>
      ) : null}
      {message.can.delete ? (
        <button
          type="button"
          className="chat-actions__button"
          disabled={remove.isPending}
          data-testid="message-delete"
          onClick={() => remove.mutate(message.id, { onSettled: onDone })}
        >
          {t('message.delete')}
        </button>
      ) : null}
      {theirs ? (
        <button
          type="button"
          className="chat-actions__button"
          data-testid="message-report"
          onClick={() => setReporting(true)}
        >
          {t('report:action')}
        </button>
      ) : null}
      {reporting ? (
        <ReportDialog
          type="message"
          relatedId={message.id}
          subject=""
          title={t('report:message')}
          onClose={() => {
            setReporting(false);
            onDone();
          }}
          onReported={() => hideReportedMessage(userId, message.id)}
        />
      ) : null}
    </div>
  );
}

/** One message: own ones on the right; a recalled one keeps its place as a short note for both sides. */
export function MessageBubble({
  message,
  userId,
  seen = false,
}: {
  message: ChatMessage;
  userId: number;
  /** The latest of the viewer's messages the other member has read: "Seen" shows under it. */
  seen?: boolean;
}) {
  const { t, i18n } = useTranslation('chat');
  const [acting, setActing] = useState(false);
  // `userId` is the other member of the conversation: a message to them is one the viewer sent.
  const sent = message.recipient === userId;
  const side = sent ? 'mine' : 'theirs';
  if (message.recalled) {
    return (
      <li className="chat-recalled" data-testid="message-recalled" data-message-id={message.id}>
        {sent ? t('message.recalledMine') : t('message.recalledTheirs')}
      </li>
    );
  }
  return (
    <li className={`chat-row chat-row--${side}`} data-testid="message" data-message-id={message.id} data-side={side}>
      <div className="chat-row__line">
        <div className={message.message_type === 'gift' ? 'chat-bubble chat-bubble--gift' : 'chat-bubble'}>
          {message.message_type === 'gift' ? (
            <GiftCard gift={message.gift} sent={sent} />
          ) : (
            <BubbleBody
              text={message.message_content}
              sent={sent}
              message={message}
              uploads={message.uploads}
              relatedId={message.id}
              onPaid={({ photo }) => unlockMessagePhoto(userId, photo)}
            />
          )}
          <time className="chat-bubble__time" dateTime={message.created_at}>
            {timeOf(message.created_at, i18n.language)}
            {sent && message.read ? (
              <span className="chat-bubble__ticks" role="img" aria-label={t('signals.seen')}>
                ✓✓
              </span>
            ) : null}
          </time>
        </div>
        <button
          type="button"
          className="icon-button icon-button--small chat-bubble__more"
          aria-label={t('message.menu')}
          aria-expanded={acting}
          data-testid="message-menu"
          onClick={() => setActing((value) => !value)}
        >
          <span aria-hidden="true">⋯</span>
        </button>
      </div>
      {seen ? (
        <span className="chat-row__seen" data-testid="message-seen">
          {t('signals.seen')}
        </span>
      ) : null}
      {acting ? <MessageActions message={message} userId={userId} onDone={() => setActing(false)} /> : null}
    </li>
  );
}

/** A message still sending, or failed with a retry that reuses its client id. */
export function OutgoingBubble({ message }: { message: OutgoingMessage }) {
  const { t } = useTranslation('chat');
  const failed = message.status === 'failed';
  return (
    <li className="chat-row chat-row--mine" data-testid="message-outgoing" data-status={message.status}>
      <div className="chat-row__line">
        <div className={failed ? 'chat-bubble chat-bubble--failed' : 'chat-bubble chat-bubble--pending'}>
          <BubbleBody text={message.message_content} uploads={message.uploads} relatedId={0} />
          <span className="chat-bubble__time" role={failed ? 'alert' : 'status'}>
            {failed ? t('message.failed') : t('message.sending')}
          </span>
        </div>
        {failed ? (
          <button
            type="button"
            className="button button--ghost button--small chat-row__retry"
            data-testid="message-retry"
            onClick={() => void deliver(message)}
          >
            {t('message.retry')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

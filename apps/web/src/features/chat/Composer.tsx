import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, MESSAGE_MAX_PHOTOS, TranslateEngine, type ChatThread } from '@yuanfen/contract';
import { Icon } from '../../ui/Icon';
import { EmojiPicker, useEmojiInsert } from '../feed';
import { GiftButton } from '../gifts';
import { usePhotoUploads, PendingPhotos, PhotoFileInput } from '../photos';
import { raiseThread, saveDraft, summaryOf, upsertMessage } from './chat.queries';
import './composer.css';
import { forgetComposer, updateComposer } from './open-composers';
import { ownUpload, sendMessage } from './send-message';
import { sendTyping, typingSent } from './signals';
import { useMe } from '../../lib/account.queries';
import { OutgoingPreview } from '../translation';

/** A draft is saved once typing pauses this long. */
const DRAFT_SAVE_MS = 1000;

/**
 * Saves the draft after a pause (and on leaving the conversation), and tells the reconnect guard how much
 * text this composer holds: a long text is kept on screen instead of refreshing (spec §4). `discard`
 * drops the pending save once the text was sent (the server clears the draft itself).
 */
function useDraft(composerId: string, userId: number, text: string, saved: string) {
  const lastSaved = useRef(saved);
  const pending = useRef<string | null>(null);
  const saveNow = useCallback(() => {
    const draft = pending.current;
    if (draft === null) return Promise.resolve();
    pending.current = null;
    lastSaved.current = draft;
    return saveDraft(userId, draft);
  }, [userId]);
  useEffect(() => {
    updateComposer(composerId, { length: text.length, saveDraft: saveNow });
    pending.current = text === lastSaved.current ? null : text;
    if (pending.current === null) return;
    const timer = window.setTimeout(() => void saveNow(), DRAFT_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [composerId, text, saveNow]);
  useEffect(
    () => () => {
      forgetComposer(composerId);
      void saveNow();
    },
    [composerId, saveNow],
  );
  return {
    discard: () => {
      pending.current = null;
      lastSaved.current = '';
    },
  };
}

/**
 * Whether a message to this member is checked in their language before it goes: the conversation's send
 * translation is on, its engine is not off, and they read another language.
 */
function useChecksTranslation(thread: ChatThread | undefined): boolean {
  const me = useMe();
  if (!thread?.send_translate || !me) return false;
  const engine = thread.translate_engine ?? me.translate_engine;
  return engine !== TranslateEngine.None && thread.language !== me.language;
}

/** Text with emoji and a photo (optionally secret), sent with Enter or the send button; and the gift picker. */
export function Composer({
  userId,
  draft,
  compact,
  thread,
}: {
  userId: number;
  draft: string;
  compact?: boolean;
  thread?: ChatThread;
}) {
  const { t } = useTranslation('chat');
  const checks = useChecksTranslation(thread);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const inputId = useId();
  const [text, setText] = useState(draft);
  const [secret, setSecret] = useState(false);
  const { area, insertEmoji } = useEmojiInsert(text, setText, MESSAGE_MAX_LENGTH);
  const file = useRef<HTMLInputElement>(null);
  const photos = usePhotoUploads({ type: 'message', folder: secret ? 'secret' : 'public', max: MESSAGE_MAX_PHOTOS });
  const { discard } = useDraft(inputId, userId, text, draft);

  const content = text.trim();
  const ready = photos.uploads.length > 0 && !photos.uploading;
  const canSend = (content.length > 0 || ready) && !photos.uploading && !photos.failed;

  const deliver = (body: string, translate?: string) => {
    sendMessage(userId, body, photos.uploads.map(ownUpload), translate);
    typingSent(userId);
    discard();
    setText('');
    setPreviewing(null);
    photos.clear();
    area.current?.focus();
  };

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    if (checks && content) setPreviewing(content);
    else deliver(content);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <form className={compact ? 'chat-composer chat-composer--compact' : 'chat-composer'} onSubmit={send}>
      {previewing !== null && thread ? (
        <OutgoingPreview
          userId={userId}
          text={previewing}
          language={thread.language}
          onSend={(translate) => deliver(previewing, translate)}
          onCancel={() => setPreviewing(null)}
        />
      ) : null}
      <PendingPhotos items={photos.items} onRemove={photos.remove} />
      <div className="chat-composer__field">
        <label htmlFor={inputId} className="visually-hidden">
          {t('composer.label')}
        </label>
        <textarea
          ref={area}
          id={inputId}
          className="chat-composer__input"
          value={text}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('composer.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) sendTyping(userId);
          }}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
      </div>
      <div className="chat-composer__tools">
        <EmojiPicker onPick={insertEmoji} />
        <button
          type="button"
          className="icon-button"
          aria-label={t('composer.photo')}
          title={t('composer.photo')}
          onClick={() => file.current?.click()}
          data-testid="chat-photo"
        >
          <Icon name="photo" size={20} />
        </button>
        <PhotoFileInput ref={file} onFiles={photos.add} testId="chat-photo-input" />
        <GiftButton
          userId={userId}
          name={thread?.name ?? ''}
          variant="icon"
          testId="chat-gift"
          onSent={(message) => {
            upsertMessage(userId, message);
            raiseThread(userId, () => ({ summary: summaryOf(message), last_message_at: message.created_at }));
          }}
        />
        <label className="chat-composer__secret" title={t('composer.secretHint')}>
          <input
            type="checkbox"
            checked={secret}
            disabled={photos.items.length > 0}
            onChange={(event) => setSecret(event.target.checked)}
            data-testid="chat-secret"
          />
          <Icon name="shield" size={16} />
          <span className="chat-composer__secret-text">{t('composer.secret')}</span>
        </label>
        <button
          type="submit"
          className="button button--primary button--small chat-composer__send"
          disabled={!canSend}
          data-testid="chat-send"
        >
          {t('composer.send')}
        </button>
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH } from '@yuanfen/contract';
import { EmojiPicker } from '../EmojiPicker';
import { useEmojiInsert } from '../use-emoji-insert';
import { useAddComment } from './comments.queries';

/** The write box under a post: text with emoji, as the post composer has them; sent with Enter or Send. */
export function CommentForm({ feedId }: { feedId: number }) {
  const { t } = useTranslation('feed');
  const inputId = useId();
  const [text, setText] = useState('');
  const { area, insertEmoji } = useEmojiInsert(text, setText, COMMENT_MAX_LENGTH);
  const add = useAddComment(feedId);
  const content = text.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!content || add.isPending) return;
    add.mutate(content, { onSuccess: () => setText('') });
  };

  return (
    <form className="comment-form" onSubmit={submit} data-testid="comment-form">
      <EmojiPicker onPick={insertEmoji} />
      <label htmlFor={inputId} className="visually-hidden">
        {t('comments.label')}
      </label>
      <textarea
        ref={area}
        id={inputId}
        className="comment-form__input"
        value={text}
        rows={1}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t('comments.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
        data-testid="comment-input"
      />
      <button
        type="submit"
        className="button button--primary button--small"
        disabled={!content || add.isPending}
        data-testid="comment-send"
      >
        {add.isPending ? t('comments.sending') : t('comments.send')}
      </button>
    </form>
  );
}

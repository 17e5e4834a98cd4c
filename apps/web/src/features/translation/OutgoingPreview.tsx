import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../ui/RichText';
import { Spinner } from '../../ui/Spinner';
import { useMe } from '../../lib/account.queries';
import { languageName } from './language-names';
import { usePreviewMutation } from './translation.queries';

interface OutgoingPreviewProps {
  userId: number;
  text: string;
  /** The recipient's language. */
  language: string;
  /** Sends the message, with the translation the member approved (or none: the original only). */
  onSend: (translate?: string) => void;
  onCancel: () => void;
}

/**
 * Send translation: before a message leaves, the member sees it in the recipient's language and
 * translated back into their own, may edit the translation, and sends both.
 */
export function OutgoingPreview({ userId, text, language, onSend, onCancel }: OutgoingPreviewProps) {
  const { t, i18n } = useTranslation('translation');
  const me = useMe();
  const preview = usePreviewMutation();
  const fieldId = useId();
  const [edited, setEdited] = useState<string | null>(null);
  const { mutate } = preview;
  useEffect(() => mutate({ user_id: userId, text }), [mutate, userId, text]);

  const result = preview.data;
  const name = (code: string) => languageName(code, i18n.language);
  // Already in their language: nothing to check, it goes as written (once).
  const sentAsWritten = useRef(false);
  useEffect(() => {
    if (!result || result.needed || sentAsWritten.current) return;
    sentAsWritten.current = true;
    onSend();
  }, [result, onSend]);

  const translation = edited ?? result?.translate ?? '';
  return (
    <section
      className="outgoing-preview"
      aria-label={t('preview.title', { language: name(language) })}
      data-testid="outgoing-preview"
    >
      {preview.isPending || (result && !result.needed) ? (
        <p className="outgoing-preview__loading" role="status">
          <Spinner inline /> {t('preview.loading')}
        </p>
      ) : result?.translate ? (
        <>
          <label htmlFor={fieldId} className="outgoing-preview__label">
            {t('preview.title', { language: name(language) })}
          </label>
          <textarea
            id={fieldId}
            className="outgoing-preview__input"
            value={translation}
            rows={2}
            onChange={(event) => setEdited(event.target.value)}
            data-testid="preview-translation"
          />
          {edited === null && result.back_translate ? (
            <p className="outgoing-preview__back" data-testid="preview-back">
              <span className="outgoing-preview__label">
                {t('preview.back', { language: name(result.lang ?? me?.language ?? i18n.language) })}
              </span>
              <RichText text={result.back_translate} />
            </p>
          ) : null}
        </>
      ) : (
        <p className="outgoing-preview__failed" role="alert">
          {t('preview.failed')}
        </p>
      )}
      <div className="outgoing-preview__actions">
        <button type="button" className="button button--ghost button--small" onClick={onCancel}>
          {t('preview.cancel')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onSend()}
          disabled={preview.isPending}
          data-testid="preview-send-original"
        >
          {t('preview.sendOriginal')}
        </button>
        {result?.translate ? (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => onSend(translation.trim() || undefined)}
            data-testid="preview-send-both"
          >
            {t('preview.sendBoth')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

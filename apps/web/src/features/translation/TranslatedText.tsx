import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslatableType, TranslationFields } from '@yuanfen/contract';
import { useUiStore } from '../../lib/ui-store';
import { RichText } from '../../ui/RichText';
import { useMe } from '../../lib/account.queries';
import { AskTranslator } from './AskTranslator';
import { ReportTranslation } from './ReportTranslation';
import { languageName } from './language-names';
import { offersTranslation } from './translate-offer';
import { useTranslateMutation, useTranslationSettings } from './translation.queries';
import './translation.css';

/** A pending automatic translation that has not arrived by then is asked for directly. */
const PENDING_FALLBACK_MS = 8000;

interface TranslatedTextProps {
  type: TranslatableType;
  id: number;
  /** The original as written. */
  text: string;
  fields: TranslationFields;
  /** The reader wrote it: the original comes first, the translation the other side reads below it. */
  mine?: boolean;
  /** The text's own class (the bubble's or the post's). */
  className?: string;
  /** Offer "Ask a translator" (a paid human translation) beside the machine's. */
  askable?: boolean;
}

/**
 * A message, post or biography in the reader's language: the translation with where it came from and
 * "Show original"; while it is being translated the original with a note; a failure said as such, with a
 * retry, never the original passed off as a translation. Text in another language than the reader's
 * offers "Translate" and a human translator.
 */
export function TranslatedText({ type, id, text, fields, mine, className, askable = true }: TranslatedTextProps) {
  const { t, i18n } = useTranslation('translation');
  const me = useMe();
  const settings = useTranslationSettings().data;
  const translate = useTranslateMutation();
  const [original, setOriginal] = useState(false);
  const { lang, translate_status: status } = fields;
  const fallbackAsked = useRef(false);

  useEffect(() => {
    if (status !== 'pending' || fallbackAsked.current || !me) return;
    const timer = window.setTimeout(() => {
      fallbackAsked.current = true;
      translate.mutate({ type, id, lang });
    }, PENDING_FALLBACK_MS);
    return () => window.clearTimeout(timer);
    // Only the status starts the wait; the mutation object changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, type, id, lang, me]);

  const name = (code: string) => languageName(code, i18n.language);
  const engine = fields.translate_engine ? t(`engine.${fields.translate_engine}`) : '';
  const foreign = offersTranslation(lang, me, text);

  if (mine) {
    return (
      <span className="translated" data-testid="translated" data-status={status}>
        <RichText text={text} className={className} />
        {status === 'done' && fields.translate && lang ? (
          <span className="translated__theirs" data-testid="translated-theirs">
            <span className="translated__meta">{t('by', { engine })}</span>
            <RichText text={fields.translate} />
          </span>
        ) : null}
      </span>
    );
  }

  const showTranslation = status === 'done' && fields.translate !== null && !original;
  const retry = () => translate.mutate({ type, id, lang });
  /** "Translate" and "Retry" do the same: ask POST translations for this item. */
  const translateButton = (label: string, testId: string) => (
    <button type="button" className="link-button" onClick={retry} disabled={translate.isPending} data-testid={testId}>
      {label}
    </button>
  );
  return (
    <span
      className="translated"
      data-testid="translated"
      data-status={status}
      data-showing={showTranslation ? 'translation' : 'original'}
    >
      <RichText text={showTranslation ? fields.translate! : text} className={className} />
      <span className="translated__meta" data-testid="translated-meta">
        {status === 'done' && lang ? (
          <>
            <span data-testid="translated-from">
              {t('from', { language: name(lang) })} · {t('by', { engine })}
            </span>
            <button
              type="button"
              className="link-button"
              onClick={() => setOriginal((v) => !v)}
              data-testid="toggle-original"
            >
              {original ? t('showTranslation') : t('showOriginal')}
            </button>
            {fields.translate_engine === 'human' && me ? <ReportTranslation type={type} id={id} /> : null}
          </>
        ) : null}
        {status === 'pending' ? (
          <span role="status" className="translated__pending" data-testid="translating">
            {t('translating')}
          </span>
        ) : null}
        {status === 'failed' ? (
          <>
            <span role="alert" className="translated__failed" data-testid="translation-failed">
              {t('failed')}
            </span>
            {translateButton(t('retry'), 'translation-retry')}
          </>
        ) : null}
        {status === 'none' && foreign ? (
          settings?.machine === false ? (
            <span className="translated__unavailable" data-testid="machine-unavailable">
              {t('unavailable')}
            </span>
          ) : (
            translateButton(t('translate'), 'translate')
          )
        ) : null}
        {status === 'none' && !me && lang && lang !== i18n.language ? (
          <button
            type="button"
            className="link-button"
            onClick={() => useUiStore.getState().openLogin()}
            data-testid="translate-sign-in"
          >
            {t('signInToTranslate')}
          </button>
        ) : null}
        {askable && foreign && fields.translate_engine !== 'human' ? (
          <AskTranslator type={type} id={id} source={lang!} />
        ) : null}
      </span>
    </span>
  );
}

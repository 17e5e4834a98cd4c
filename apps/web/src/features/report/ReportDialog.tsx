import type { ReportType } from '@yuanfen/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { useUiStore } from '../../lib/ui-store';
import { Modal } from '../../ui/Modal';
import { useFileReport } from './report.queries';

/** The complaint dialog (spec §2 complaint/report overlay): what is wrong, in the member's words. */
export function ReportDialog(props: {
  type: ReportType;
  relatedId: number;
  subject: string;
  /** A title of its own, when "Report {name}" does not fit the subject. */
  title?: string;
  /** After the report is filed: a reported post or message leaves the reporter's screens at once. */
  onReported?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['report', 'common']);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const send = useFileReport({
    onSuccess: () => {
      useUiStore.getState().showToast(t('sent'), 'success');
      props.onClose();
      props.onReported?.();
    },
    onError: (e) => setError(e instanceof ApiError && e.errors?.content ? t('empty') : t('failed')),
  });

  return (
    <Modal title={props.title ?? t('title', { name: props.subject })} onClose={props.onClose}>
      <form
        className="stack"
        data-testid="report-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!content.trim()) return setError(t('empty'));
          setError(null);
          send.mutate({ type: props.type, related_id: props.relatedId, content: content.trim() });
        }}
      >
        <p className="modal__message">{t('intro')}</p>
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>
            {t('label')}
          </label>
          <textarea
            id={fieldId}
            className="input"
            rows={4}
            maxLength={2000}
            value={content}
            data-autofocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            data-testid="report-content"
            onChange={(event) => setContent(event.target.value)}
          />
          {error ? (
            <p id={`${fieldId}-error`} className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={props.onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={send.isPending} data-testid="report-send">
            {t('send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';

/** A dialog holding one console action's form: its fields, the error the server gave, cancel and submit. */
export function ActionDialog(props: {
  title: string;
  submit: string;
  busy: boolean;
  error?: string;
  danger?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['admin']);
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Modal title={props.title} onClose={props.onClose} role={props.danger ? 'alertdialog' : 'dialog'}>
      <form className="admin-form" onSubmit={submit} noValidate aria-describedby={props.error ? errorId : undefined}>
        {props.children}
        {props.error ? (
          <p className="form__alert" role="alert" id={errorId}>
            {props.error}
          </p>
        ) : null}
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={props.onClose}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            className={`button ${props.danger ? 'button--danger' : 'button--primary'}`}
            disabled={props.busy}
            data-testid="admin-dialog-submit"
          >
            {props.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A labelled multi-line reason, the one the audit log keeps. */
export function ReasonField({
  value,
  onChange,
  error,
  required,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation(['admin']);
  const id = useId();
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {required ? t('actions.reason') : t('actions.reasonOptional')}
      </label>
      <textarea
        id={id}
        className="input admin-textarea"
        value={value}
        maxLength={500}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        data-testid="admin-reason"
      />
      <p className="field__hint" id={`${id}-hint`}>
        {t('actions.reasonHint')}
      </p>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

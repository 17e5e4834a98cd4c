import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { navigateTo } from '../../lib/navigation';
import { useUiStore } from '../../lib/ui-store';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { errorText } from '../system';
import { fieldMessage, clearLocalSession } from '../account';
import { deactivateAccount } from '../../lib/account.queries';
import './settings.css';

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['settings', 'auth', 'errors', 'common']);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (password.length < Limits.passwordMin) {
      setError(t('errors:validation.passwordInvalid'));
      return;
    }
    setBusy(true);
    try {
      await deactivateAccount(password);
      clearLocalSession();
      navigateTo('/reactivate', { replace: true });
      useUiStore.getState().showToast(t('delete.done'), 'info');
    } catch (cause) {
      // A wrong password is told by its reason; other refusals of the field by their text, translated.
      if (isApiError(cause))
        setError(cause.reason ? errorText(cause) : (fieldMessage(cause.errors.password) ?? errorText(cause)));
      setBusy(false);
    }
  };
  return (
    <Modal title={t('delete.title')} onClose={onClose} role="alertdialog">
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="modal__message">{t('delete.body')}</p>
        <Field
          label={t('delete.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={error}
          data-autofocus
          data-testid="delete-password"
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={busy} data-testid="delete-confirm">
            {t('delete.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Deleting deactivates the account: the member is logged out and can come back through /reactivate. */
export function DeleteAccountSection() {
  const { t } = useTranslation(['settings', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <section className="card danger-zone" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="card__title">
        {t('delete.title')}
      </h2>
      <p>{t('delete.lead')}</p>
      <button
        type="button"
        className="button button--danger"
        data-testid="delete-account"
        onClick={() => setOpen(true)}
      >
        {t('delete.open')}
      </button>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

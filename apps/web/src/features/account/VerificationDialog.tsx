import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classifyIdentity, ErrorCode, Limits } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { useUiStore, type VerificationRequest } from '../../lib/ui-store';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { authenticate, sendCode } from '../../lib/account.queries';
import { codeRule, fieldMessage } from './form-rules';
import { signIn } from './session';
import { useAfterLogin } from './use-after-login';
import { useCountdown } from './use-countdown';

/** 400074: the account is on more than 5 devices — send a code, then sign in again with it. */
export function VerificationDialog({ request }: { request: VerificationRequest }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const close = useUiStore((s) => s.closeVerification);
  const afterLogin = useAfterLogin();
  const kind = classifyIdentity(request.identity);
  const [contact, setContact] = useState(kind === 'name' ? '' : request.identity);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [contactError, setContactError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { remaining, start } = useCountdown();

  const send = async () => {
    const target = contact.trim();
    if (!target) {
      setContactError(t('errors:validation.emailOrPhoneRequired'));
      return;
    }
    setContactError(undefined);
    const body = classifyIdentity(target) === 'email' ? { email: target } : { phone: target };
    try {
      await sendCode({ ...body, purpose: 'device' });
      start(Limits.resendCountdownSeconds);
    } catch (cause) {
      if (isApiError(cause) && cause.code === ErrorCode.AlreadyVerified) start(Limits.resendCountdownSeconds);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!codeRule.safeParse(code).success) {
      setError(fieldMessage('codeRequired'));
      return;
    }
    setBusy(true);
    try {
      const auth = await authenticate({ ...request, code: code.trim() }, [
        ErrorCode.CodeInvalid,
        ErrorCode.TooManyDevices,
      ]);
      close();
      signIn(auth);
      afterLogin();
    } catch (cause) {
      if (isApiError(cause) && cause.code > 0) setError(t('errors:code.400003'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('verification.title')} onClose={close} role="alertdialog">
      <p className="modal__lead">{t('verification.body', { identity: contact || '…' })}</p>
      <form className="form" onSubmit={verify} noValidate>
        {kind === 'name' ? (
          <Field
            label={t('register.email')}
            value={contact}
            error={contactError}
            onChange={(e) => setContact(e.target.value)}
          />
        ) : null}
        <Field
          label={t('register.code')}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={error}
          onChange={(e) => setCode(e.target.value)}
          addon={
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void send()}
              disabled={remaining > 0}
            >
              {remaining > 0 ? t('register.resendIn', { seconds: remaining }) : t('verification.send')}
            </button>
          }
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('verification.verify')}
        </button>
      </form>
    </Modal>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, Limits } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { navigateTo } from '../../lib/navigation';
import { useUiStore } from '../../lib/ui-store';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { sendCode, useMe } from '../../lib/account.queries';
import { contactProblem, fieldMessage } from './form-rules';

type Phase = 'input' | 'posting' | 'sent';

/**
 * 400058 with an unverified e-mail: ask for the address, send the mail, close 5 s after "sent". The
 * code is entered on /setting/information (the mail links there too).
 */
export function EmailPrompt() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const close = () => useUiStore.getState().setEmailPrompt(false);
  const me = useMe();
  const [email, setEmail] = useState(me?.email ?? '');
  const [phase, setPhase] = useState<Phase>('input');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (phase !== 'sent') return;
    const timer = window.setTimeout(close, Limits.emailPromptCloseMs);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = contactProblem('email', email);
    if (problem) {
      setError(fieldMessage(problem));
      return;
    }
    setError(undefined);
    setPhase('posting');
    try {
      await sendCode({ email: email.trim(), purpose: 'verify' });
      setPhase('sent');
    } catch (cause) {
      setPhase(isApiError(cause) && cause.code === ErrorCode.AlreadyVerified ? 'sent' : 'input');
    }
  };

  return (
    <Modal title={t('emailPrompt.title')} onClose={close}>
      {phase === 'sent' ? (
        <div className="form">
          <p className="form__success" role="status">
            {t('emailPrompt.sent')}
          </p>
          <button
            type="button"
            className="button button--primary button--block"
            data-testid="email-prompt-enter-code"
            onClick={() => {
              close();
              navigateTo(`/setting/information?${new URLSearchParams({ verify_email: email.trim() })}`);
            }}
          >
            {t('emailPrompt.enterCode')}
          </button>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="modal__lead">{t('emailPrompt.body')}</p>
          <Field
            label={t('register.email')}
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="button button--primary button--block" disabled={phase === 'posting'}>
            {phase === 'posting' ? t('emailPrompt.sending') : t('emailPrompt.send')}
          </button>
        </form>
      )}
    </Modal>
  );
}

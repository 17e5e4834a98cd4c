import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type Me } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { useUiStore } from '../../lib/ui-store';
import { Field } from '../../ui/Field';
import { confirmEmail, patchMe, sendCode } from '../../lib/account.queries';
import { contactProblem, fieldMessage } from '../account';
import { errorText } from '../system';

type Phase = 'input' | 'sending' | 'sent' | 'checking';

const CODE_PATTERN = /^\d{6,8}$/;

/**
 * E-mail verification (spec §5: more conversations need VIP or a verified e-mail): send a code to the
 * address, then enter it. The verification mail links here with `verify_email` and `code`, which fill
 * the form and check the code at once.
 */
export function EmailVerification({ me }: { me: Me }) {
  const { t } = useTranslation(['settings', 'auth', 'errors']);
  const [params, setParams] = useSearchParams();
  const linked = params.get('verify_email');
  const [email, setEmail] = useState(linked ?? me.email ?? '');
  const [code, setCode] = useState(params.get('code') ?? '');
  const [phase, setPhase] = useState<Phase>(linked ? 'sent' : 'input');
  const [error, setError] = useState<{ email?: string; code?: string }>({});
  const autoChecked = useRef(false);

  const verified = me.email_verified === 1 && Boolean(me.email) && (!linked || linked === me.email);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = contactProblem('email', email);
    if (problem) return setError({ email: fieldMessage(problem) });
    setError({});
    setPhase('sending');
    try {
      await sendCode({ email: email.trim(), purpose: 'verify' });
      setPhase('sent');
    } catch (cause) {
      if (isApiError(cause) && cause.code === ErrorCode.AlreadyVerified)
        patchMe({ email: email.trim(), email_verified: 1 });
      else if (isApiError(cause)) setError({ email: errorText(cause) });
      setPhase('input');
    }
  };

  const check = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!CODE_PATTERN.test(code.trim())) return setError({ code: t('emailVerify.codeInvalid') });
    setError({});
    setPhase('checking');
    try {
      await confirmEmail(email.trim(), code.trim());
      patchMe({ email: email.trim(), email_verified: 1 });
      useUiStore.getState().showToast(t('emailVerify.done'), 'success');
      setParams({}, { replace: true });
    } catch (cause) {
      if (isApiError(cause)) setError({ code: errorText(cause) });
      setPhase('sent');
    }
  };

  useEffect(() => {
    if (autoChecked.current || !linked || !code || verified) return;
    autoChecked.current = true;
    void check();
    // Once, for the link the mail carried.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (verified) {
    return (
      <p className="card settings-verified" data-testid="email-verified">
        <span aria-hidden="true">✓ </span>
        {t('emailVerify.verified', { email: me.email })}
      </p>
    );
  }
  const waiting = phase === 'sent' || phase === 'checking';
  return (
    <section className="card settings-form" aria-labelledby="email-verify-title" data-testid="email-verify">
      <h2 id="email-verify-title" className="settings-form__title">
        {t('emailVerify.title')}
      </h2>
      <p className="settings-lead">{t('emailVerify.lead')}</p>
      <form className="settings-verify__row" onSubmit={send} noValidate>
        <Field
          label={t('auth:register.email')}
          type="email"
          autoComplete="email"
          value={email}
          error={error.email}
          onChange={(e) => setEmail(e.target.value)}
          data-testid="email-verify-address"
        />
        <button
          type="submit"
          className="button button--secondary"
          disabled={phase === 'sending' || phase === 'checking'}
          data-testid="email-verify-send"
        >
          {waiting ? t('emailVerify.resend') : t('emailVerify.send')}
        </button>
      </form>
      {waiting ? (
        <form className="settings-verify__row" onSubmit={check} noValidate>
          <Field
            label={t('emailVerify.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={error.code}
            hint={t('emailVerify.sent', { email })}
            onChange={(e) => setCode(e.target.value)}
            data-testid="email-verify-code"
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={phase === 'checking'}
            data-testid="email-verify-check"
          >
            {phase === 'checking' ? t('emailVerify.checking') : t('emailVerify.check')}
          </button>
        </form>
      ) : null}
    </section>
  );
}

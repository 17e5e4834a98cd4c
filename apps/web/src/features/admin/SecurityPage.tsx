import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSession } from '@yuanfen/contract';
import { Field } from '../../ui/Field';
import { isApiError } from '../../lib/api';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';
import { useEnableTwoFactor, useSetupTwoFactor } from './admin.queries';
import { isOtpCode, normalizeOtp } from './otp';

/** /admin/security: turn on two-factor sign-in (scan, confirm with a code), then keep the recovery codes. */
export function SecurityPage({ session }: { session: AdminSession }) {
  const { t } = useTranslation(['admin']);
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const value = normalizeOtp(code);
    if (!isOtpCode(value)) {
      setCodeError(t('twoFactor.codeFormat'));
      return;
    }
    setCodeError(undefined);
    enable.mutate(value, {
      onError: (error) => setCodeError(isApiError(error) && error.status < 500 ? t('twoFactor.wrongCode') : undefined),
    });
  };

  if (enable.data) {
    return (
      <section className="card admin-card" aria-labelledby="admin-2fa-title">
        <h1 id="admin-2fa-title" className="page-title">
          {t('twoFactor.enabled')}
        </h1>
        <RecoveryCodes codes={enable.data.recovery_codes} />
      </section>
    );
  }

  if (session.two_factor) {
    return (
      <section className="card admin-card" aria-labelledby="admin-2fa-title">
        <h1 id="admin-2fa-title" className="page-title">
          {t('twoFactor.title')}
        </h1>
        <p className="admin-notice admin-notice--ok" data-testid="admin-2fa-on">
          {t('twoFactor.alreadyOn')}
        </p>
      </section>
    );
  }

  return (
    <section className="card admin-card admin-2fa" aria-labelledby="admin-2fa-title">
      <h1 id="admin-2fa-title" className="page-title">
        {t('twoFactor.title')}
      </h1>
      <p>{t('twoFactor.intro')}</p>
      {setup.isError ? (
        <p className="form__alert" role="alert">
          {t('twoFactor.setupFailed')}
        </p>
      ) : null}
      {!setup.data ? (
        <button
          type="button"
          className="button button--primary"
          disabled={setup.isPending}
          onClick={() => setup.mutate()}
          data-testid="admin-2fa-start"
        >
          {t('twoFactor.start')}
        </button>
      ) : (
        <>
          <h2>{t('twoFactor.step1')}</h2>
          <QrCode value={setup.data.otpauth_url} label={t('twoFactor.qrLabel')} />
          <p className="muted">{t('twoFactor.secretLabel')}</p>
          <code className="admin-secret" data-testid="admin-2fa-secret">
            {setup.data.secret}
          </code>
          <h2>{t('twoFactor.step2')}</h2>
          <form className="admin-form" onSubmit={confirm} noValidate>
            <Field
              label={t('twoFactor.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={codeError}
              data-testid="admin-2fa-code"
            />
            <button type="submit" className="button button--primary" disabled={enable.isPending}>
              {enable.isPending ? t('twoFactor.confirming') : t('twoFactor.confirm')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

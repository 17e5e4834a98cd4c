import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, Limits, type CodePurpose } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { Field } from '../../ui/Field';
import { fetchCaptcha, sendCode, type Captcha } from '../../lib/account.queries';
import { useCountdown } from './use-countdown';

function useCaptcha(enabled: boolean) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(() => {
    fetchCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
  }, []);
  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, refresh]);
  return { captcha, refresh };
}

interface SendCodeProps {
  purpose: CodePurpose;
  /** Returns the contact body, or null after flagging the contact field itself. */
  getContact: () => { email: string } | { phone: string } | null;
  withCaptcha?: boolean;
  onSent?: () => void;
}

/** Captcha image (click for another) + "Send code" with its 60-second resend countdown. */
export function SendCode({ purpose, getContact, withCaptcha = true, onSent }: SendCodeProps) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const { captcha, refresh } = useCaptcha(withCaptcha);
  const [captchaText, setCaptchaText] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [sending, setSending] = useState(false);
  const { remaining, start } = useCountdown();

  const send = async () => {
    const contact = getContact();
    if (!contact) return;
    if (withCaptcha && captcha && !captchaText.trim()) {
      setCaptchaError(t('errors:validation.captchaRequired'));
      return;
    }
    setCaptchaError(undefined);
    setSending(true);
    try {
      const body =
        withCaptcha && captcha ? { ...contact, captcha: captchaText.trim(), captcha_id: captcha.captcha_id } : contact;
      await sendCode({ ...body, purpose }, [ErrorCode.CaptchaInvalid]);
      setStatus(t('register.codeSent'));
      start(Limits.resendCountdownSeconds);
      onSent?.();
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.AlreadyVerified) {
        setStatus(t('register.codeSent'));
        start(Limits.resendCountdownSeconds);
        onSent?.();
      } else if (isApiError(error) && error.code === ErrorCode.CaptchaInvalid) {
        setCaptchaError(t('errors:code.400004'));
        setCaptchaText('');
        refresh();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="send-code">
      {withCaptcha && captcha ? (
        <Field
          label={t('register.captcha')}
          value={captchaText}
          onChange={(event) => setCaptchaText(event.target.value)}
          autoComplete="off"
          inputMode="text"
          error={captchaError}
          addon={
            <button type="button" className="captcha" onClick={refresh} title={t('register.captchaRefresh')}>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
                alt={t('register.captchaAlt')}
                width={120}
                height={44}
              />
              <span className="visually-hidden">{t('register.captchaRefresh')}</span>
            </button>
          }
        />
      ) : null}
      <div className="send-code__row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void send()}
          disabled={sending || remaining > 0}
        >
          {remaining > 0 ? t('register.resendIn', { seconds: remaining }) : t('register.sendCode')}
        </button>
        <p className="send-code__status" role="status">
          {status}
        </p>
      </div>
    </div>
  );
}

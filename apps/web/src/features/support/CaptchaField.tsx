import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha, type Captcha } from '../../lib/account.queries';
import { Field } from '../../ui/Field';

/** A fresh captcha (click the image for another); `reload` after every try, since an answer counts once. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const reload = useCallback(() => {
    fetchCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
  }, []);
  useEffect(() => reload(), [reload]);
  return { captcha, reload };
}

/** The captcha image beside the input for its characters, as on the sign-up form. */
export function CaptchaField(props: {
  captcha: Captcha | null;
  reload: () => void;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('support');
  return (
    <Field
      label={t('contact.captcha')}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      autoComplete="off"
      maxLength={16}
      error={props.error}
      data-testid="contact-captcha"
      addon={
        props.captcha ? (
          <button type="button" className="captcha" onClick={props.reload} title={t('contact.captchaRefresh')}>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(props.captcha.svg)}`}
              alt={t('contact.captchaAlt')}
              width={120}
              height={44}
            />
            <span className="visually-hidden">{t('contact.captchaRefresh')}</span>
          </button>
        ) : null
      }
    />
  );
}

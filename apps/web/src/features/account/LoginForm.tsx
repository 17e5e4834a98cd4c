import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ErrorCode, RefusalReason } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { useUiStore } from '../../lib/ui-store';
import { Field } from '../../ui/Field';
import { authenticate, useEdition } from '../../lib/account.queries';
import { fieldMessage, passwordRule } from './form-rules';
import { signIn } from './session';
import { SmsLoginForm } from './SmsLoginForm';
import { useAfterLogin } from './use-after-login';
import { useWechatPlacement, WechatSignInButton } from './WechatSignInButton';

const schema = z.object({
  identity: z.string().check(z.trim(), z.minLength(1, 'emailOrPhoneRequired')),
  password: passwordRule,
});
type LoginValues = z.infer<typeof schema>;

/**
 * Sign in with e-mail, phone or username and the password, or on the China edition by an SMS code
 * (SmsLoginForm, its second tab); WeChat where the server offers it (WechatSignInButton). 400074 opens the device verification dialog. An operator with
 * two-factor sign-in is asked for the code of their authenticator app (or a recovery code) when the server
 * answers that an `otp` is required, and the same sign-in is sent again with it.
 */
export function LoginForm({ onSwitchToRegister }: { onSwitchToRegister?: () => void }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const [failure, setFailure] = useState<string>();
  const [otpAsked, setOtpAsked] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const afterLogin = useAfterLogin();
  const wechat = useWechatPlacement();
  // The China edition signs in by password or, without one, by a code texted to the member's phone.
  const smsOffered = useEdition() === 'cn';
  const [method, setMethod] = useState<'password' | 'sms'>('password');
  const methodName = useId();
  const openVerification = useUiStore((s) => s.openVerification);
  const { register, handleSubmit, setError, formState } = useForm<LoginValues>({ resolver: zodResolver(schema) });
  const { errors, isSubmitting } = formState;

  const submit = async (values: LoginValues) => {
    setFailure(undefined);
    const code = otp.replace(/\s/g, '');
    if (otpAsked && !code) {
      setOtpError(t('login.otpRequired'));
      return;
    }
    setOtpError(undefined);
    try {
      const auth = await authenticate(otpAsked ? { ...values, otp: code } : values, [
        ErrorCode.WrongCredentials,
        ErrorCode.TooManyDevices,
        ErrorCode.ValidationFailed,
        ErrorCode.CodeInvalid,
      ]);
      signIn(auth);
      afterLogin();
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.code === ErrorCode.WrongCredentials) setFailure(t('login.wrong'));
      if (error.code === ErrorCode.TooManyDevices) openVerification(values);
      if (error.reason === RefusalReason.OtpRequired) setOtpAsked(true);
      if (error.reason === RefusalReason.OtpInvalid) {
        setOtpAsked(true);
        setOtpError(t('login.otpWrong'));
      }
      if (error.errors.otp) setOtpError(t('login.otpWrong'));
      for (const [field, text] of Object.entries(error.errors)) {
        if (field === 'identity' || field === 'password') setError(field, { message: text });
      }
    }
  };

  const wechatButton = <WechatSignInButton label={t('login.wechat')} />;
  const top = (
    <>
      {wechat.shown && wechat.first ? wechatButton : null}
      {smsOffered ? (
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('login.method')}</legend>
          {(['password', 'sms'] as const).map((option) => (
            <label key={option} className="segmented__option">
              <input
                type="radio"
                name={methodName}
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
              />
              <span>{t(option === 'sms' ? 'login.bySms' : 'login.byPassword')}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
  const bottom = (
    <>
      {wechat.shown && !wechat.first ? wechatButton : null}
      {onSwitchToRegister ? (
        <p className="form__switch">
          {t('login.noAccount')}{' '}
          <button type="button" className="link" onClick={onSwitchToRegister}>
            {t('login.toRegister')}
          </button>
        </p>
      ) : null}
    </>
  );

  if (smsOffered && method === 'sms') return <SmsLoginForm top={top} bottom={bottom} />;

  return (
    <form className="form" onSubmit={handleSubmit(submit)} noValidate>
      {top}
      {failure ? (
        <p className="form__alert" role="alert">
          {failure}
        </p>
      ) : null}
      <Field
        label={t('login.identity')}
        autoComplete="username"
        error={fieldMessage(errors.identity?.message)}
        {...register('identity')}
      />
      <Field
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(errors.password?.message)}
        {...register('password')}
      />
      {otpAsked ? (
        <Field
          label={t('login.otp')}
          hint={t('login.otpHint')}
          autoComplete="one-time-code"
          autoFocus
          maxLength={32}
          value={otp}
          onChange={(event) => setOtp(event.target.value)}
          error={otpError}
          data-testid="login-otp"
        />
      ) : null}
      <div className="form__row form__row--end">
        <Link to="/retrieve" className="link">
          {t('login.forgot')}
        </Link>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </button>
      {bottom}
    </form>
  );
}

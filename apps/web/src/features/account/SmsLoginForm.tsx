import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ErrorCode } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { authenticate } from '../../lib/account.queries';
import { Field } from '../../ui/Field';
import { codeRule, contactProblem, fieldMessage } from './form-rules';
import { SendCode } from './SendCode';
import { signIn } from './session';
import { useAfterLogin } from './use-after-login';

const schema = z.object({ phone: z.string(), code: z.string() }).check(
  z.superRefine((values, ctx) => {
    const problem = contactProblem('phone', values.phone);
    if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem });
    if (!codeRule.safeParse(values.code).success)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'codeRequired' });
  }),
);
type SmsLoginValues = z.infer<typeof schema>;

/**
 * The China edition's sign-in without a password: the phone the member signed up with, a code texted to
 * it (`POST verify` with purpose `login`, the captcha rules of sign-up), then `POST authenticate` with the
 * phone and the code. A wrong, expired or used-up code (and a phone nobody has: it never got one) is
 * shown on the code field.
 */
export function SmsLoginForm({ top, bottom }: { top?: ReactNode; bottom?: ReactNode }) {
  const { t } = useTranslation(['auth', 'errors']);
  const afterLogin = useAfterLogin();
  const { register, handleSubmit, setError, clearErrors, getValues, formState } = useForm<SmsLoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { phone: '', code: '' },
  });
  const { errors, isSubmitting } = formState;

  const getContact = () => {
    const { phone } = getValues();
    const problem = contactProblem('phone', phone);
    if (problem) {
      setError('phone', { message: problem });
      return null;
    }
    clearErrors('phone');
    return { phone: phone.trim() };
  };

  const submit = async (values: SmsLoginValues) => {
    try {
      const auth = await authenticate({ identity: values.phone.trim(), code: values.code.trim() }, [
        ErrorCode.CodeInvalid,
        ErrorCode.ValidationFailed,
      ]);
      signIn(auth);
      afterLogin();
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [field, text] of Object.entries(error.errors)) {
        if (field === 'code') setError('code', { message: text });
        if (field === 'identity') setError('phone', { message: text });
      }
    }
  };

  return (
    <form className="form" onSubmit={handleSubmit(submit)} noValidate data-testid="sms-login">
      {top}
      <Field
        label={t('register.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('login.smsHint')}
        error={fieldMessage(errors.phone?.message)}
        {...register('phone')}
      />
      <SendCode purpose="login" getContact={getContact} />
      <Field
        label={t('register.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={fieldMessage(errors.code?.message)}
        {...register('code')}
      />
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </button>
      {bottom}
    </form>
  );
}

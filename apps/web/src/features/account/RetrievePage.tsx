import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { isApiError } from '../../lib/api';
import { Field } from '../../ui/Field';
import { findPassword } from '../../lib/account.queries';
import { AuthCard } from './AuthCard';
import { ContactFields } from './ContactFields';
import { codeRule, contactBody, contactProblem, fieldMessage, newPasswordRule } from './form-rules';
import { SendCode } from './SendCode';

const schema = z
  .object({
    kind: z.enum(['email', 'phone']),
    contact: z.string(),
    code: codeRule,
    new_password: newPasswordRule,
    new_password_confirm: newPasswordRule,
  })
  .check(
    z.superRefine((values, ctx) => {
      const problem = contactProblem(values.kind, values.contact);
      if (problem) ctx.addIssue({ code: 'custom', path: ['contact'], message: problem });
      if (values.new_password !== values.new_password_confirm) {
        ctx.addIssue({ code: 'custom', path: ['new_password_confirm'], message: 'passwordsDiffer' });
      }
    }),
  );
type RetrieveValues = z.infer<typeof schema>;

/** Forgot password: send a code to the account's e-mail or phone, then set a new password twice. */
export function RetrievePage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const [codeSent, setCodeSent] = useState(false);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, clearErrors, watch, setValue, getValues, formState } =
    useForm<RetrieveValues>({
      resolver: zodResolver(schema),
      defaultValues: { kind: 'email', contact: '', code: '', new_password: '', new_password_confirm: '' },
    });
  const { errors, isSubmitting } = formState;

  const getContact = () => {
    const { kind, contact } = getValues();
    const problem = contactProblem(kind, contact);
    if (problem) {
      setError('contact', { message: problem });
      return null;
    }
    clearErrors('contact');
    return contactBody(kind, contact);
  };

  const submit = async ({ kind, contact, ...rest }: RetrieveValues) => {
    try {
      await findPassword({ ...contactBody(kind, contact), ...rest });
      setDone(true);
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [field, text] of Object.entries(error.errors)) {
        if (field === 'code' || field === 'new_password' || field === 'new_password_confirm')
          setError(field, { message: text });
        if (field === 'email' || field === 'phone') setError('contact', { message: text });
      }
    }
  };

  return (
    <AuthCard title={t('retrieve.title')} subtitle={t('retrieve.subtitle')}>
      {done ? (
        <div className="form">
          <p className="form__success" role="status">
            {t('retrieve.done')}
          </p>
          <Link to="/?type=login" className="button button--primary button--block">
            {t('retrieve.backToLogin')}
          </Link>
        </div>
      ) : (
        <form className="form" onSubmit={handleSubmit(submit)} noValidate>
          <p className="form__step">{t('step', { step: codeSent ? 2 : 1, total: 2 })}</p>
          <ContactFields
            kind={watch('kind')}
            onKind={(kind) => {
              setValue('kind', kind);
              setValue('contact', '');
            }}
            input={register('contact')}
            error={fieldMessage(errors.contact?.message)}
          />
          <SendCode purpose="password" getContact={getContact} onSent={() => setCodeSent(true)} />
          {codeSent ? (
            <>
              <Field
                label={t('register.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                error={fieldMessage(errors.code?.message)}
                {...register('code')}
              />
              <Field
                label={t('retrieve.newPassword')}
                type="password"
                autoComplete="new-password"
                hint={t('register.passwordHelp')}
                error={fieldMessage(errors.new_password?.message)}
                {...register('new_password')}
              />
              <Field
                label={t('retrieve.newPasswordConfirm')}
                type="password"
                autoComplete="new-password"
                error={fieldMessage(errors.new_password_confirm?.message)}
                {...register('new_password_confirm')}
              />
              <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
                {t('retrieve.submit')}
              </button>
            </>
          ) : null}
          <p className="form__switch">
            <Link to="/?type=login" className="link">
              {t('retrieve.backToLogin')}
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}

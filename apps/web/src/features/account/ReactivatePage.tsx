import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { isApiError } from '../../lib/api';
import { Field } from '../../ui/Field';
import { reactivate } from '../../lib/account.queries';
import { AuthCard } from './AuthCard';
import { ContactFields } from './ContactFields';
import { codeRule, contactBody, contactProblem, fieldMessage } from './form-rules';
import { SendCode } from './SendCode';
import { signIn } from './session';
import { useAfterLogin } from './use-after-login';

const schema = z.object({ kind: z.enum(['email', 'phone']), contact: z.string(), code: codeRule }).check(
  z.superRefine((values, ctx) => {
    const problem = contactProblem(values.kind, values.contact);
    if (problem) ctx.addIssue({ code: 'custom', path: ['contact'], message: problem });
  }),
);
type ReactivateValues = z.infer<typeof schema>;

/** Reactivation: a code to the account's e-mail or phone, then PUT reactivate signs the member in. */
export function ReactivatePage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const [codeSent, setCodeSent] = useState(false);
  const afterLogin = useAfterLogin();
  const { register, handleSubmit, setError, clearErrors, watch, setValue, getValues, formState } =
    useForm<ReactivateValues>({
      resolver: zodResolver(schema),
      defaultValues: { kind: 'email', contact: '', code: '' },
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

  const submit = async ({ kind, contact, code }: ReactivateValues) => {
    try {
      const auth = await reactivate({ ...contactBody(kind, contact), code });
      signIn(auth);
      afterLogin();
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [field, text] of Object.entries(error.errors)) {
        if (field === 'code') setError('code', { message: text });
        if (field === 'email' || field === 'phone') setError('contact', { message: text });
      }
    }
  };

  return (
    <AuthCard title={t('reactivate.title')} subtitle={t('reactivate.subtitle')}>
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
        <SendCode purpose="reactivate" getContact={getContact} onSent={() => setCodeSent(true)} />
        {codeSent ? (
          <>
            <Field
              label={t('register.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              error={fieldMessage(errors.code?.message)}
              {...register('code')}
            />
            <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
              {t('reactivate.submit')}
            </button>
          </>
        ) : null}
      </form>
    </AuthCard>
  );
}

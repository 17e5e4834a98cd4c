import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ageOn } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { Field } from '../../ui/Field';
import { signUp, useEdition } from '../../lib/account.queries';
import { ContactFields } from './ContactFields';
import {
  codeRule,
  contactBody,
  contactProblem,
  fieldMessage,
  nameRule,
  passwordRule,
  type ValidationKey,
} from './form-rules';
import { SendCode } from './SendCode';
import { signIn } from './session';
import { useWechatPlacement, WechatSignInButton } from './WechatSignInButton';
import { Link, useNavigate } from 'react-router';
import { TaggedText } from '../../ui/TaggedText';

function registerSchema(codeRequired: boolean) {
  return z
    .object({
      kind: z.enum(['email', 'phone']),
      contact: z.string(),
      code: z.string(),
      name: nameRule,
      password: passwordRule,
      gender: z.string(),
      birthday: z.string(),
      terms: z.boolean(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const problem = contactProblem(values.kind, values.contact);
        if (problem) ctx.addIssue({ code: 'custom', path: ['contact'], message: problem });
        if ((codeRequired || values.code.trim()) && !codeRule.safeParse(values.code).success) {
          ctx.addIssue({ code: 'custom', path: ['code'], message: 'codeRequired' });
        }
        if (values.gender !== '0' && values.gender !== '1') {
          ctx.addIssue({ code: 'custom', path: ['gender'], message: 'genderRequired' });
        }
        const birthday = birthdayProblem(values.birthday);
        if (birthday) ctx.addIssue({ code: 'custom', path: ['birthday'], message: birthday });
        if (!values.terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: 'termsRequired' });
      }),
    );
}
type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;
const FIELDS = ['contact', 'code', 'name', 'password', 'gender', 'birthday', 'terms'] as const;

/** The server's rule, said before sending: a real past date making the member 18 or older. */
function birthdayProblem(value: string): ValidationKey | null {
  if (!value) return 'birthdayRequired';
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) return 'birthdayInvalid';
  const age = ageOn(value, new Date());
  if (age < 0 || age > 100) return 'birthdayInvalid';
  return age < 18 ? 'underage' : null;
}

/**
 * Sign-up: e-mail or phone, a code (required on the China edition), username, password, date of birth
 * (18 or older), gender (asked, never assumed) and the terms accepted. Then the onboarding. Or WeChat, where
 * the server offers it.
 */
export function RegisterForm({ onSwitchToLogin }: { onSwitchToLogin?: () => void }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const codeRequired = useEdition() === 'cn';
  const schema = useMemo(() => registerSchema(codeRequired), [codeRequired]);
  const navigate = useNavigate();
  const { register, handleSubmit, setError, clearErrors, watch, setValue, getValues, formState } =
    useForm<RegisterValues>({
      resolver: zodResolver(schema),
      defaultValues: {
        kind: 'email',
        contact: '',
        code: '',
        name: '',
        password: '',
        gender: '',
        birthday: '',
        terms: false,
      },
    });
  const { errors, isSubmitting } = formState;
  const kind = watch('kind');
  // WeChat's button, where the sign-in form has it: its flow makes an account for a new WeChat user.
  const wechat = useWechatPlacement();
  const wechatButton = wechat.shown ? <WechatSignInButton label={t('register.wechat')} /> : null;

  const getContact = () => {
    const { kind: chosen, contact } = getValues();
    const problem = contactProblem(chosen, contact);
    if (problem) {
      setError('contact', { message: problem });
      return null;
    }
    clearErrors('contact');
    return contactBody(chosen, contact);
  };

  const submit = async (values: RegisterValues) => {
    const body: Parameters<typeof signUp>[0] = {
      ...contactBody(values.kind, values.contact),
      ...(values.code.trim() ? { code: values.code.trim() } : {}),
      name: values.name.trim(),
      password: values.password,
      gender: values.gender === '0' ? 0 : 1,
      birthday: values.birthday,
      terms: true,
      language: currentLanguage(),
    };
    try {
      const auth = await signUp(body);
      signIn(auth);
      void navigate('/welcome', { replace: true });
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [field, text] of Object.entries(error.errors)) {
        const target = field === 'email' || field === 'phone' ? 'contact' : field;
        const known = FIELDS.find((name) => name === target);
        if (known) setError(known, { message: text });
      }
    }
  };

  return (
    <form className="form" onSubmit={handleSubmit(submit)} noValidate>
      {wechat.first ? wechatButton : null}
      <ContactFields
        kind={kind}
        onKind={(next) => {
          setValue('kind', next);
          setValue('contact', '');
          clearErrors('contact');
        }}
        input={register('contact')}
        error={fieldMessage(errors.contact?.message)}
      />
      <SendCode purpose="register" getContact={getContact} />
      <Field
        label={codeRequired ? t('register.code') : `${t('register.code')} (${t('common:optional')})`}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={fieldMessage(errors.code?.message)}
        {...register('code')}
      />
      <Field
        label={t('register.name')}
        autoComplete="username"
        hint={t('register.nameHelp')}
        error={fieldMessage(errors.name?.message)}
        {...register('name')}
      />
      <Field
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHelp')}
        error={fieldMessage(errors.password?.message)}
        {...register('password')}
      />
      <Field
        label={t('register.birthday')}
        type="date"
        autoComplete="bday"
        max={new Date().toISOString().slice(0, 10)}
        hint={t('register.birthdayHelp')}
        error={fieldMessage(errors.birthday?.message)}
        {...register('birthday')}
      />
      <fieldset
        className="segmented"
        aria-invalid={errors.gender ? true : undefined}
        aria-describedby={errors.gender ? 'register-gender-error' : undefined}
      >
        <legend className="field__label">{t('register.gender')}</legend>
        <label className="segmented__option">
          <input type="radio" value="0" {...register('gender')} />
          <span>{t('common:gender.female')}</span>
        </label>
        <label className="segmented__option">
          <input type="radio" value="1" {...register('gender')} />
          <span>{t('common:gender.male')}</span>
        </label>
      </fieldset>
      {errors.gender ? (
        <p className="field__error" id="register-gender-error" role="alert">
          {fieldMessage(errors.gender.message)}
        </p>
      ) : null}
      <label className="form__check">
        <input type="checkbox" aria-invalid={errors.terms ? true : undefined} {...register('terms')} />
        <span>
          <TaggedText
            text={t('register.accept')}
            tags={{
              terms: (label) => (
                <Link to="/terms" className="link" target="_blank">
                  {label}
                </Link>
              ),
              policy: (label) => (
                <Link to="/policy" className="link" target="_blank">
                  {label}
                </Link>
              ),
            }}
          />
        </span>
      </label>
      {errors.terms ? (
        <p className="field__error" role="alert">
          {fieldMessage(errors.terms.message)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </button>
      {wechat.first ? null : wechatButton}
      {onSwitchToLogin ? (
        <p className="form__switch">
          {t('register.haveAccount')}{' '}
          <button type="button" className="link" onClick={onSwitchToLogin}>
            {t('register.toLogin')}
          </button>
        </p>
      ) : null}
    </form>
  );
}

import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import type { ContactKind } from './form-rules';

interface ContactFieldsProps {
  kind: ContactKind;
  onKind: (kind: ContactKind) => void;
  input: UseFormRegisterReturn;
  error?: string;
}

/** The e-mail / phone toggle and its input. */
export function ContactFields({ kind, onKind, input, error }: ContactFieldsProps) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const name = useId();
  return (
    <>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('register.method')}</legend>
        {(['email', 'phone'] as const).map((option) => (
          <label key={option} className="segmented__option">
            <input type="radio" name={name} value={option} checked={kind === option} onChange={() => onKind(option)} />
            <span>{t(option === 'email' ? 'register.byEmail' : 'register.byPhone')}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'email' ? (
        <Field key="email" label={t('register.email')} type="email" autoComplete="email" error={error} {...input} />
      ) : (
        <Field
          key="phone"
          label={t('register.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('register.phoneHint')}
          error={error}
          {...input}
        />
      )}
    </>
  );
}

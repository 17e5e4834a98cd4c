import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { RefusalReason } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { useUiStore } from '../../lib/ui-store';
import { Field } from '../../ui/Field';
import { changePassword } from '../../lib/account.queries';
import { fieldMessage, newPasswordRule, passwordRule } from '../account';
import { errorText } from '../system';
import { DeleteAccountSection } from './DeleteAccount';
import { SaveBar, SettingsScreen } from './SettingsLayout';

const schema = z
  .object({ password: passwordRule, new_password: newPasswordRule, new_password_confirm: newPasswordRule })
  .check(
    z.refine((v) => v.new_password === v.new_password_confirm, {
      path: ['new_password_confirm'],
      message: 'passwordsDiffer',
    }),
  );
type PasswordValues = z.infer<typeof schema>;
const FIELDS = ['password', 'new_password', 'new_password_confirm'] as const;

function PasswordForm() {
  const { t } = useTranslation(['settings', 'auth', 'common']);
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', new_password: '', new_password_confirm: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = async (values: PasswordValues) => {
    try {
      await changePassword(values);
      reset();
      useUiStore.getState().showToast(t('password.changed'), 'success');
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.reason === RefusalReason.WrongPassword) {
        setError('password', { message: errorText(error) });
        return;
      }
      for (const [field, message] of Object.entries(error.errors)) {
        const known = FIELDS.find((name) => name === field);
        setError(known ?? 'password', { message });
      }
    }
  };
  return (
    <form className="card settings-form" data-testid="password-form" noValidate onSubmit={handleSubmit(submit)}>
      <Field
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(errors.password?.message)}
        data-testid="password-current"
        {...register('password')}
      />
      <Field
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('auth:register.passwordHelp')}
        error={fieldMessage(errors.new_password?.message)}
        data-testid="password-new"
        {...register('new_password')}
      />
      <Field
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(errors.new_password_confirm?.message)}
        data-testid="password-confirm"
        {...register('new_password_confirm')}
      />
      <SaveBar busy={isSubmitting} />
    </form>
  );
}

/** /setting/password: change the password (POST password/reset), and the way to delete the account. */
export function PasswordPage() {
  const { t } = useTranslation(['settings', 'nav', 'common']);
  return (
    <SettingsScreen title={t('nav:title.settingPassword')} lead={t('lead.password')} testId="setting-password">
      {() => (
        <>
          <PasswordForm />
          <DeleteAccountSection />
        </>
      )}
    </SettingsScreen>
  );
}

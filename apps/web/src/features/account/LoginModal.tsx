import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../lib/ui-store';
import { Modal } from '../../ui/Modal';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** The login prompt shown by a 401, by members-only buttons and by the mobile tabs. */
export function LoginModal() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const close = useUiStore((s) => s.closeLogin);
  const [mode, setMode] = useState<'login' | 'register'>('login');
  return (
    <Modal title={mode === 'login' ? t('login.title') : t('register.title')} onClose={close} size="medium">
      <p className="modal__lead">{mode === 'login' ? t('login.required') : t('register.subtitle')}</p>
      {mode === 'login' ? (
        <LoginForm onSwitchToRegister={() => setMode('register')} />
      ) : (
        <RegisterForm onSwitchToLogin={() => setMode('login')} />
      )}
    </Modal>
  );
}

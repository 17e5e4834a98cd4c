import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Shown instead of a section until two-factor sign-in is on (the server answers 403 before). */
export function TwoFactorNotice() {
  const { t } = useTranslation(['admin']);
  return (
    <div className="admin-notice" role="status" data-testid="admin-2fa-required">
      <span>{t('twoFactorRequired.text')}</span>
      <Link to="/admin/security" className="button button--primary button--small">
        {t('twoFactorRequired.action')}
      </Link>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';

/** An honest note inside the real layout for a list the server does not serve yet. */
export function ListComingSoon() {
  const { t } = useTranslation(['users', 'common']);
  return (
    <div className="users-note" data-testid="users-coming-soon">
      <span className="empty-state__art" aria-hidden="true">
        <Icon name="sparkle" size={32} />
      </span>
      <p className="empty-state__badge">{t('common:comingSoon.title')}</p>
      <p>{t('list.comingSoon')}</p>
    </div>
  );
}

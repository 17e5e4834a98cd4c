import { useTranslation } from 'react-i18next';
import { useMe } from '../../features/account/account.queries';
import { Icon } from '../../ui/Icon';
import { Popover } from '../../ui/Popover';

/** The bell and its dropdown; the list itself arrives with the notifications feature. */
export function NotificationBell() {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  const count = useMe()?.counter.notification ?? 0;
  return (
    <Popover
      label={t('notifications.title')}
      className="notification-bell"
      trigger={(props) => (
        <button
          type="button"
          className="icon-button"
          aria-label={count > 0 ? t('notifications.labelCount', { count }) : t('notifications.label')}
          {...props}
        >
          <Icon name="bell" />
          {count > 0 ? (
            <span className="badge" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </button>
      )}
    >
      {() => (
        <div className="dropdown-card">
          <h2 className="dropdown-card__title">{t('notifications.title')}</h2>
          <div className="dropdown-card__empty">
            <Icon name="bell" size={32} />
            <p className="dropdown-card__lead">{t('notifications.empty')}</p>
            <p>{t('notifications.emptyHint')}</p>
          </div>
        </div>
      )}
    </Popover>
  );
}

import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/account.queries';
import { resetCounter, useCountersSync } from '../../features/notifications/counters';
import { NotificationList } from '../../features/notifications/NotificationList';
import { Icon } from '../../ui/Icon';
import { Popover } from '../../ui/Popover';
import '../../features/notifications/notifications.css';

/** The bell with the unread notification count; opening the dropdown marks them seen. */
export function NotificationBell() {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  useCountersSync();
  const count = useMe()?.counter.notification ?? 0;
  return (
    <Popover
      label={t('notifications.title')}
      className="notification-bell"
      trigger={({ onClick, ...props }) => (
        <button
          type="button"
          className="icon-button"
          aria-label={count > 0 ? t('notifications.labelCount', { count }) : t('notifications.label')}
          data-testid="notification-bell"
          onClick={() => {
            if (!props['aria-expanded'] && count > 0) void resetCounter('notification');
            onClick();
          }}
          {...props}
        >
          <Icon name="bell" />
          {count > 0 ? (
            <span className="badge" aria-hidden="true" data-testid="notification-badge">
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </button>
      )}
    >
      {(close) => <NotificationList close={close} />}
    </Popover>
  );
}

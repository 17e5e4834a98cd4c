import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/account.queries';
import { deferred, useIdlePreload } from '../../lib/deferred';
import { resetCounter, useCountersSync } from '../../features/notifications/counters';
import { Icon } from '../../ui/Icon';
import { Popover } from '../../ui/Popover';
import { Spinner } from '../../ui/Spinner';
import '../../features/notifications/notifications.css';

/* The dropdown's list (rows, dates, the clear action) is a chunk of its own, fetched at idle time. */
const NotificationList = deferred(() =>
  import('../../features/notifications/NotificationList').then((m) => m.NotificationList),
);

/** What the dropdown shows until its list's code is here: the list's own loading state. */
function ListLoading() {
  const { t } = useTranslation(['nav']);
  return (
    <div className="dropdown-card notification-card" data-testid="notification-dropdown">
      <div className="notification-card__head">
        <h2 className="dropdown-card__title">{t('nav:notifications.title')}</h2>
      </div>
      <Spinner />
    </div>
  );
}

/** The bell with the unread notification count; opening the dropdown marks them seen. */
export function NotificationBell() {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  useCountersSync();
  useIdlePreload(NotificationList);
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
      {(close) => (
        <Suspense fallback={<ListLoading />}>
          <NotificationList close={close} />
        </Suspense>
      )}
    </Popover>
  );
}

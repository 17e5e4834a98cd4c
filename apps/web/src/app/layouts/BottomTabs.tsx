import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/account.queries';
import { goBack } from '../../lib/bridge';
import { useIsSignedIn, useSessionStore } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';
import { Icon, type IconName } from '../../ui/Icon';

interface Tab {
  to: string;
  icon: IconName;
  label: 'news' | 'chats' | 'meet' | 'me';
  member: boolean;
}

const tabs: Tab[] = [
  { to: '/home', icon: 'news', label: 'news', member: false },
  { to: '/chats', icon: 'chat', label: 'chats', member: true },
  { to: '/recommend', icon: 'meet', label: 'meet', member: true },
  { to: '/me', icon: 'user', label: 'me', member: true },
];

/** Small-screen tabs on the news, chats, meet and me screens; the app wrapper adds a back item. */
export function BottomTabs() {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  const signedIn = useIsSignedIn();
  const appWrapper = useSessionStore((s) => s.appWrapper);
  const openLogin = useUiStore((s) => s.openLogin);
  const navigate = useNavigate();
  const unread = useMe()?.counter.message ?? 0;

  return (
    <nav className="bottom-tabs" aria-label={t('bar.tabs')}>
      {appWrapper ? (
        <button type="button" className="bottom-tabs__item" onClick={() => goBack(() => void navigate(-1))}>
          <Icon name="back" />
          <span>{t('bar.back')}</span>
        </button>
      ) : null}
      {tabs.map((tab) =>
        tab.member && !signedIn ? (
          <button key={tab.to} type="button" className="bottom-tabs__item" onClick={openLogin}>
            <Icon name={tab.icon} />
            <span>{t(`bar.${tab.label}`)}</span>
          </button>
        ) : (
          <NavLink key={tab.to} to={tab.to} className="bottom-tabs__item">
            <span className="bar-item__icon">
              <Icon name={tab.icon} />
              {tab.label === 'chats' && unread > 0 ? (
                <span className="badge">{unread > 99 ? '99+' : unread}</span>
              ) : null}
            </span>
            <span>{t(`bar.${tab.label}`)}</span>
          </NavLink>
        ),
      )}
    </nav>
  );
}

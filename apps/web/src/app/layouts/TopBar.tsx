import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/account.queries';
import { useIsSignedIn } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';
import { Icon, type IconName } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';
import { AccountMenu } from './AccountMenu';
import { LanguageMenu } from './LanguageMenu';
import { NotificationBell } from './NotificationBell';
import { SearchBox } from './SearchBox';
import { mallPath, showsMall, showsUpgrade } from '../../lib/nav-rules';
import { useFoldToFit } from './use-fold-to-fit';

type BarLabel = 'home' | 'chat' | 'meet' | 'likes' | 'friends' | 'photo' | 'game' | 'mall' | 'orders';

function BarLink({ to, icon, label, badge }: { to: string; icon: IconName; label: BarLabel; badge?: number }) {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  return (
    <NavLink to={to} className="bar-item">
      <span className="bar-item__icon">
        <Icon name={icon} />
        {badge ? (
          <span className="badge" data-testid={`bar-badge-${label}`}>
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
      </span>
      <span className="bar-item__label">{t(`bar.${label}`)}</span>
    </NavLink>
  );
}

/**
 * How the bar folds when a language's words do not fit its width (layout.css): 1 the gold and VIP buttons
 * keep their icons, 2 the sections keep their icons, 3 the logo keeps its mark, 4 the search box becomes
 * a search button.
 */
const TOPBAR_FOLDS = 4;

/** The desktop bar (hidden at 767 px or less): every entry of spec §2 for members, language and sign-in for visitors. */
export function TopBar() {
  const { t, i18n } = useTranslation(['nav', 'pages', 'common']);
  const signedIn = useIsSignedIn();
  const me = useMe();
  const openPay = useUiStore((s) => s.openPay);
  const counter = me?.counter;
  const inner = useRef<HTMLDivElement>(null);
  useFoldToFit(inner, TOPBAR_FOLDS, null, [i18n.language, signedIn, me?.balance, showsMall(me), showsUpgrade(me)]);

  return (
    <header className="topbar">
      <div className="topbar__inner" ref={inner}>
        <Logo to={signedIn ? '/home' : '/'} />
        {signedIn ? (
          <>
            <SearchBox />
            <Link className="icon-button topbar__search-link" to="/user/search">
              <Icon name="search" />
              <span className="visually-hidden">{t('search.label')}</span>
            </Link>
            <nav className="topbar__nav" aria-label={t('bar.main')}>
              <BarLink to="/home" icon="home" label="home" />
              <BarLink to="/chats" icon="chat" label="chat" badge={counter?.message} />
              <BarLink to="/recommend" icon="meet" label="meet" />
              <BarLink to="/user/likeme" icon="likes" label="likes" badge={counter?.likeme} />
              <BarLink to="/user/friend" icon="friends" label="friends" badge={counter?.request} />
              <BarLink to="/album" icon="photo" label="photo" />
              <BarLink to="/game" icon="game" label="game" />
              {showsMall(me) ? (
                <BarLink
                  to={mallPath(me)}
                  icon="mall"
                  label={mallPath(me) === '/orders' ? 'orders' : 'mall'}
                  badge={counter?.order}
                />
              ) : null}
            </nav>
            <div className="topbar__actions">
              <button type="button" className="pill-button pill-button--gold" onClick={() => openPay('recharge')}>
                <Icon name="gold" size={18} />
                <span className="pill-button__label">{t('bar.recharge')}</span>
                {me ? (
                  <span className="pill-button__count" data-testid="topbar-balance">
                    {me.balance}
                  </span>
                ) : null}
              </button>
              {showsUpgrade(me) ? (
                <button type="button" className="pill-button pill-button--vip" onClick={() => openPay('upgrade')}>
                  <Icon name="crown" size={18} />
                  <span className="pill-button__label">{t('bar.upgrade')}</span>
                </button>
              ) : null}
              <NotificationBell />
              <AccountMenu />
            </div>
          </>
        ) : (
          <div className="topbar__actions topbar__actions--guest">
            <LanguageMenu />
            <Link className="button button--ghost" to="/?type=login">
              {t('bar.login')}
            </Link>
            <Link className="button button--primary" to="/?type=register">
              {t('bar.register')}
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}

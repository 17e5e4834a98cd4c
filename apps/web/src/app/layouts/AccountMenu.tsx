import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/account.queries';
import { useTranslatorStatus } from '../../features/translation/translation.queries';
import { logout } from '../../features/account/session';
import { useUiStore } from '../../lib/ui-store';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { Popover } from '../../ui/Popover';
import { mallPath, showsMall, showsUpgrade } from '../../lib/nav-rules';

/** The console's entry: its code (and its question to the server) load only when the menu opens. */
const ConsoleMenuItem = lazy(() =>
  import('../../features/admin/ConsoleMenuItem').then((m) => ({ default: m.ConsoleMenuItem })),
);

/** The avatar dropdown: profile, news, chat, friends, search, mall, likes, game, settings, recharge, upgrade, logout. */
export function AccountMenu() {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  const me = useMe();
  const translator = useTranslatorStatus().data?.translator === true;
  const openPay = useUiStore((s) => s.openPay);
  const name = me?.name ?? '';

  return (
    <Popover
      className="account-menu"
      label={t('bar.accountMenu')}
      trigger={(props) => (
        <button type="button" className="avatar-button" aria-label={t('bar.accountMenu')} {...props}>
          <Avatar src={me?.avatar} name={name} size={36} />
        </button>
      )}
    >
      {(close) => (
        <ul className="menu" role="list">
          <li className="menu__header">
            <Avatar src={me?.avatar} name={name} size={44} />
            <span className="menu__name">{name}</span>
          </li>
          <li>
            <Link to={me ? `/profile/${me.id}` : '/me'}>{t('bar.profile')}</Link>
          </li>
          <li>
            <Link to="/home">{t('bar.news')}</Link>
          </li>
          <li>
            <Link to="/chats">{t('bar.chat')}</Link>
          </li>
          <li>
            <Link to="/user/friend">{t('bar.friends')}</Link>
          </li>
          <li>
            <Link to="/user/search">{t('search.label')}</Link>
          </li>
          {showsMall(me) ? (
            <li>
              <Link to={mallPath(me)}>{t(mallPath(me) === '/orders' ? 'bar.orders' : 'bar.mall')}</Link>
            </li>
          ) : null}
          <li>
            <Link to="/user/likeme">{t('bar.likes')}</Link>
          </li>
          <li>
            <Link to="/game">{t('bar.game')}</Link>
          </li>
          {translator ? (
            <li>
              <Link to="/translator" data-testid="menu-translator">
                {t('title.translator')}
              </Link>
            </li>
          ) : null}
          <Suspense fallback={null}>
            <ConsoleMenuItem />
          </Suspense>
          <li>
            <Link to="/setting">{t('bar.settings')}</Link>
          </li>
          <li className="menu__divider" aria-hidden="true" />
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                openPay('recharge');
              }}
            >
              {t('bar.recharge')}
            </button>
          </li>
          {showsUpgrade(me) ? (
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  openPay('upgrade');
                }}
              >
                {t('bar.upgrade')}
              </button>
            </li>
          ) : null}
          <li className="menu__divider" aria-hidden="true" />
          <li>
            <button
              type="button"
              className="menu__danger"
              onClick={() => {
                close();
                void logout();
              }}
            >
              <Icon name="logout" size={18} />
              {t('bar.logout')}
            </button>
          </li>
        </ul>
      )}
    </Popover>
  );
}

import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../lib/session-store';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';
import type { RouteMeta } from '../route-table';
import { LanguageMenu } from './LanguageMenu';
import { NotificationBell } from './NotificationBell';
import { useBackControl } from '../../lib/nav-rules';
import { Link } from 'react-router';

function BackButton({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  const back = useBackControl(meta.back);
  return (
    <button type="button" className="icon-button" onClick={back} aria-label={t('bar.back')}>
      <Icon name="back" />
    </button>
  );
}

/** The small-screen header: the logo on tab screens, else a back control and the screen title. */
export function MobileHeader({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  const signedIn = useIsSignedIn();
  const root = meta.tabs || meta.front;
  return (
    <header className="mobile-header">
      {root ? <Logo to={signedIn ? '/home' : '/'} /> : <BackButton meta={meta} />}
      {root ? null : <p className="mobile-header__title">{t(`title.${meta.title}`)}</p>}
      <div className="mobile-header__actions">
        {signedIn ? (
          <>
            <Link className="icon-button" to="/user/search" aria-label={t('search.label')}>
              <Icon name="search" />
            </Link>
            <NotificationBell />
          </>
        ) : (
          <>
            <LanguageMenu />
            {meta.front ? null : (
              <Link className="button button--primary button--small" to="/?type=register">
                {t('bar.register')}
              </Link>
            )}
          </>
        )}
      </div>
    </header>
  );
}

/** In the WeChat browser a back button replaces the top bar (spec §2). */
export function WechatBackBar({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  return (
    <header className="mobile-header mobile-header--wechat">
      <BackButton meta={meta} />
      <p className="mobile-header__title">{t(`title.${meta.title}`)}</p>
    </header>
  );
}

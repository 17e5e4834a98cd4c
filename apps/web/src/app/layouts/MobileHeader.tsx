import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../lib/session-store';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';
import type { RouteMeta } from '../route-table';
import { LanguageMenu } from './LanguageMenu';
import { NotificationBell } from './NotificationBell';
import { useBackControl } from '../../lib/nav-rules';
import { Link } from 'react-router';
import { useFoldToFit } from './use-fold-to-fit';

/**
 * How the header folds when the screen's title does not fit (layout.css): 1 and 2 a smaller title, 3 a
 * visitor's "Join free" button gives its room to the title (the front page offers it too).
 */
const HEADER_FOLDS = 3;

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
  const { t, i18n } = useTranslation(['nav', 'pages', 'common']);
  const signedIn = useIsSignedIn();
  const root = meta.tabs || meta.front;
  const header = useRef<HTMLElement>(null);
  useFoldToFit(header, HEADER_FOLDS, '.mobile-header__title', [i18n.language, meta.title, root, signedIn]);
  return (
    <header className="mobile-header" ref={header}>
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
              <Link className="button button--primary button--small mobile-header__register" to="/?type=register">
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

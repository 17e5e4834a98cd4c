import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isWechatBrowser } from '../../lib/client-env';
import { useUiStore } from '../../lib/ui-store';
import { RateLimitedBoundary } from '../../ui/RateLimitedState';
import type { RouteMeta } from '../route-table';
import { BottomTabs } from './BottomTabs';
import { Footer } from './Footer';
import { MobileHeader, WechatBackBar } from './MobileHeader';
import { TopBar } from './TopBar';

/** The desktop chat dock floats over the page; its code loads after the first paint. */
const ChatDock = lazy(() => import('../../features/chat/ChatDock').then((m) => ({ default: m.ChatDock })));

/** Desktop top bar above 767 px; mobile header and bottom tabs at 767 px or less; WeChat back bar. */
export function AppLayout({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { t } = useTranslation(['common', 'errors', 'nav']);
  const narrow = useUiStore((s) => s.narrowWarning);
  const wechat = isWechatBrowser();
  const classes = ['app', meta.tabs ? 'app--tabs' : '', meta.front ? 'app--front' : ''].join(' ');
  return (
    <div className={classes}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {wechat ? (
        <WechatBackBar meta={meta} />
      ) : (
        <>
          <TopBar />
          <MobileHeader meta={meta} />
        </>
      )}
      {narrow ? (
        <p className="narrow-warning" role="status">
          {t('narrowWarning')}
        </p>
      ) : null}
      <main id="main" className="app__main" tabIndex={-1}>
        <RateLimitedBoundary>{children}</RateLimitedBoundary>
      </main>
      <Footer />
      {meta.tabs ? <BottomTabs /> : null}
      <Suspense fallback={null}>
        <ChatDock />
      </Suspense>
    </div>
  );
}

import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useBlocker, useMatches, useNavigate } from 'react-router';
import { installBridge } from '../lib/bridge';
import { setNavigator } from '../lib/navigation';
import { useIsSignedIn } from '../lib/session-store';
import { useUiStore } from '../lib/ui-store';
import { GlobalOverlays } from '../features/system/GlobalOverlays';
import { useTranslationRealtime } from '../features/translation/use-translation-realtime';
import { useDocumentTitle } from './use-document-title';
import { useNarrowWindowWarning } from './use-narrow-window-warning';
import { AppLayout } from './layouts/AppLayout';
import type { RouteMeta } from './route-table';

const fallbackMeta: RouteMeta = { auth: false, title: 'notFound' };

export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteMeta | undefined;
  return handle ?? fallbackMeta;
}

/** The root of every screen: title, guards that react to state, layout and the global overlays. */
export function AppShell() {
  const meta = useRouteMeta();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const viewerOpen = useUiStore((s) => s.photoViewerOpen);

  useBlocker(viewerOpen);
  useDocumentTitle(meta.title);
  useNarrowWindowWarning();
  useTranslationRealtime();

  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  useEffect(() => installBridge(() => void navigate(-1)), [navigate]);

  // A session that ends while on a protected screen (401, kick) leaves for the front page.
  useEffect(() => {
    if (meta.auth && !signedIn) void navigate('/', { replace: true });
  }, [meta.auth, signedIn, navigate]);

  useEffect(() => {
    document.body.classList.toggle('body--front', Boolean(meta.front));
  }, [meta.front]);

  return (
    <>
      <ScrollRestoration />
      <AppLayout meta={meta}>
        <Outlet />
      </AppLayout>
      <GlobalOverlays front={Boolean(meta.front)} />
    </>
  );
}

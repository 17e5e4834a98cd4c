import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LANGUAGES, isLanguage, type Language } from '@yuanfen/contract';
import { rememberUrlFlags } from '../lib/client-env';
import { setLanguage } from '../lib/i18n';
import { isSignedIn } from '../lib/session-store';
import { clearLocalSession } from '../features/account/session';
import { autoWechatSignIn, finishWechatSignIn } from '../features/account/wechat';
import { NotFoundPage } from '../features/system/NotFoundPage';
import { RouteErrorPage } from '../features/system/RouteErrorPage';
import { AppShell } from './AppShell';
import { baseRoutes, prefixedRoutes, type RouteEntry, type RouteMeta } from './route-table';

/** Language from a path prefix or `?lang=`; pid and app flags from the query (spec §2). */
async function applyUrlPreferences(url: URL, prefix: Language | undefined): Promise<void> {
  rememberUrlFlags(url.searchParams);
  const query = url.searchParams.get('lang');
  const language = prefix ?? (isLanguage(query) ? query : undefined);
  // The route renders once that language's strings are here.
  if (language) await setLanguage(language);
}

function guardFor(meta: RouteMeta, prefix: Language | undefined) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    await applyUrlPreferences(url, prefix);
    if (meta.front && url.searchParams.get('social') === 'wechat' && !isSignedIn()) {
      const target = await finishWechatSignIn(url.searchParams);
      if (target) return redirect(target);
    }
    if (meta.auth && !isSignedIn()) {
      clearLocalSession();
      // Inside WeChat: off to WeChat's sign-in instead, unless the skip flag is set (spec §2).
      if (await autoWechatSignIn(`${url.pathname}${url.search}`)) return new Promise<never>(() => {});
      return redirect('/');
    }
    if (meta.front && isSignedIn()) return redirect('/home');
    return null;
  };
}

/**
 * A page's code is its own chunk, fetched by the router beside the route's loader: the screen on show
 * stays until the next one can render (no fallback in between, so nothing shifts), and the first load
 * shows the boot placeholder meanwhile.
 */
function toRouteObject(entry: RouteEntry, prefix?: Language): RouteObject {
  const { path, element, page, ...meta } = entry;
  const shown = page ? { lazy: async () => ({ element: await page() }) } : { element };
  return { path, ...shown, handle: meta, loader: guardFor(meta, prefix) };
}

const children: RouteObject[] = [
  ...baseRoutes.map((entry) => toRouteObject(entry)),
  ...LANGUAGES.flatMap((language) => prefixedRoutes(language).map((entry) => toRouteObject(entry, language))),
  {
    path: '*',
    element: <NotFoundPage />,
    handle: { auth: false, title: 'notFound' } satisfies RouteMeta,
    loader: guardFor({ auth: false, title: 'notFound' }, undefined),
  },
];

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <div className="boot" aria-hidden="true" />,
    children,
  },
]);

import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LANGUAGES, isLanguage, type Language } from '@yuanfen/contract';
import { rememberUrlFlags } from '../lib/client-env';
import { setLanguage } from '../lib/i18n';
import { isSignedIn } from '../lib/session-store';
import { clearLocalSession } from '../features/account/session';
import { NotFoundPage } from '../features/system/NotFoundPage';
import { RouteErrorPage } from '../features/system/RouteErrorPage';
import { AppShell } from './AppShell';
import { baseRoutes, prefixedRoutes, type RouteEntry, type RouteMeta } from './route-table';

/** Language from a path prefix or `?lang=`; pid and app flags from the query (spec §2). */
function applyUrlPreferences(url: URL, prefix: Language | undefined): void {
  rememberUrlFlags(url.searchParams);
  const query = url.searchParams.get('lang');
  const language = prefix ?? (isLanguage(query) ? query : undefined);
  if (language) setLanguage(language);
}

function guardFor(meta: RouteMeta, prefix: Language | undefined) {
  return ({ request }: LoaderFunctionArgs) => {
    applyUrlPreferences(new URL(request.url), prefix);
    if (meta.auth && !isSignedIn()) {
      clearLocalSession();
      return redirect('/');
    }
    if (meta.front && isSignedIn()) return redirect('/home');
    return null;
  };
}

function toRouteObject(entry: RouteEntry, prefix?: Language): RouteObject {
  const { path, element, ...meta } = entry;
  return { path, element, handle: meta, loader: guardFor(meta, prefix) };
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

/// <reference lib="webworker" />
/**
 * The service worker (issue 20; docs/decisions.md 46), built by vite-plugin-pwa's `injectManifest` into
 * /sw.js so that its scope is the whole site.
 *
 * - The app shell and static files of this build are precached, each under its revision (Vite's hashed
 *   names, a content hash for the rest); a new build installs a new worker that fetches only what changed
 *   and drops what the build no longer has.
 * - Navigations go to the network first (so a deployment shows at once); when it fails or hangs, the
 *   precached shell answers, and when even that is missing, the offline page.
 * - Uploaded pictures (/uploads/, long-lived public files) are cached as they are shown, bounded in number
 *   and age. API answers (/v1/…) are never cached: they are personal and live.
 * - Web Push: a `push` shows the notification the server encrypted for this browser; a click on it focuses
 *   an open window of the app on its page, or opens one; a renewed subscription (`pushsubscriptionchange`)
 *   is subscribed again with the same key and handed to the app to tell the server (push-logic.ts).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  mergePushChange,
  notificationTarget,
  pickWindow,
  pushChange,
  PUSH_CHANGE_CACHE,
  PUSH_CHANGE_KEY,
  PUSH_CHANGE_MESSAGE,
  vapidKeyBytes,
  type PushChange,
} from './push-logic';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** What the server's push carries (packages/contract PushPayload). */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const SHELL = '/index.html';
const OFFLINE = '/offline.html';
/** How long a navigation may wait for the network before the cached shell answers. */
const NAVIGATION_TIMEOUT_MS = 4000;
/** Paths that are not pages of the app: never answered with the shell. */
const NOT_APP = /^\/(v1|uploads|docs|socket\.io)(\/|$)/;

// A new build's worker takes over at once; what an open page still needs from the old build is what the
// server would no longer have either, so this changes nothing for it.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !NOT_APP.test(url.pathname),
  async ({ request }) => {
    try {
      return await withTimeout(fetch(request), NAVIGATION_TIMEOUT_MS);
    } catch {
      return (await matchPrecache(SHELL)) ?? (await matchPrecache(OFFLINE)) ?? Response.error();
    }
  },
);

registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && url.origin === self.location.origin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'uploads',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('push', (event) => {
  let payload: PushPayload | null = null;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    payload = null;
  }
  if (!payload?.title) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

// A click on a notification: it closes, and the app shows its page — in an open window of the app
// (focused, and moved to the page unless it is there already), else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const origin = self.location.origin;
  const target = notificationTarget(event.notification.data, origin);
  if (!target) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = pickWindow(windows, target, origin);
      if (!open) {
        await self.clients.openWindow(target);
        return;
      }
      const focused = await open.focus();
      if (focused.url === target) return;
      // navigate() needs a window this worker controls; one it does not (opened before it) gets a new window.
      const moved = await focused.navigate(target).catch(() => null);
      if (!moved) await self.clients.openWindow(target);
    })(),
  );
});

/**
 * The browser renewed (or dropped) this worker's push subscription: subscribe again with the same VAPID key
 * (the old subscription's, else the server's), and have the server keep the new endpoint instead of the old.
 * The calls need the member's session, which only a page has: the change waits in Cache Storage, and the
 * app's open windows are told to send it now (a page opened later sends it at its start; pwa.ts).
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewPushSubscription(event.oldSubscription, event.newSubscription));
});

async function renewPushSubscription(old: PushSubscription | null, fresh: PushSubscription | null): Promise<void> {
  let subscription = fresh;
  if (!subscription) {
    const key =
      old?.options.applicationServerKey ??
      vapidKeyBytes(((await (await fetch('/v1/push/key')).json()) as { public_key: string }).public_key);
    subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  const change = pushChange(subscription.toJSON(), old?.endpoint);
  if (!change) return;
  const cache = await caches.open(PUSH_CHANGE_CACHE);
  const pending = (await (await cache.match(PUSH_CHANGE_KEY))?.json()) as PushChange | undefined;
  const merged = mergePushChange(pending ?? null, change);
  await cache.put(
    PUSH_CHANGE_KEY,
    new Response(JSON.stringify(merged), { headers: { 'content-type': 'application/json' } }),
  );
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: PUSH_CHANGE_MESSAGE });
}

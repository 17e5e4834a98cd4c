import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { isStandaloneWindow } from '../../lib/client-env';
import { currentLanguage, i18n } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { PUSH_CHANGE_CACHE, PUSH_CHANGE_KEY, PUSH_CHANGE_MESSAGE, type PushChange } from '../../sw/push-logic';

/**
 * The installable app (issue 20; docs/decisions.md 46): the service worker, the manifest in the interface
 * language, the browser's install offer, and this browser's Web Push subscription.
 */

/**
 * Registers /sw.js (scope `/`) once the page has loaded, so it never competes with the first paint; the
 * registering library (workbox-window) is fetched then too, not with the page's own code.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The manifest of the interface language (all share `id: '/'`: one app whichever a page links). */
export function followLanguageInManifest(): void {
  const apply = () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const language = currentLanguage();
    const href = language === 'en' ? '/manifest.webmanifest' : `/manifest-${language}.webmanifest`;
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  apply();
  i18n.on('languageChanged', apply);
}

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for the moment the app chooses (InstallPrompt), instead of the
 * browser's own mini-infobar at the first visit.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

export const installOffer = () => deferred;
export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function installOfferUsed(): void {
  deferred = null;
  changed();
}

/** Running as the installed app (its own window): the desktop client on a computer. */
export const isStandalone = isStandaloneWindow;

export const pushSupported = () =>
  import.meta.env.PROD && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one and notifications are allowed. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  return (await registration()).pushManager.getSubscription();
}

/** Asks for permission, subscribes with the server's VAPID key and tells the server (this device). */
export async function enablePush(): Promise<'on' | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const { public_key } = await api.call(Api.push.key, {}, { quiet: true });
  const reg = await registration();
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }));
  const json = subscription.toJSON();
  await api.call(
    Api.push.subscribe,
    {
      body: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
    },
    { quiet: true },
  );
  return 'on';
}

export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await api.call(Api.push.unsubscribe, { body: { endpoint: subscription.endpoint } }, { quiet: true });
  await subscription.unsubscribe();
}

/**
 * Signing out: the browser drops its subscription too (the server drops its copy with the device), so
 * the next member signing in here starts with notifications off until they turn them on.
 */
export async function forgetPushOnSignOut(): Promise<void> {
  try {
    const subscription = await currentPushSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing to undo: the server no longer sends to this device anyway.
  }
}

/**
 * The browser renewed this device's push subscription (the worker's `pushsubscriptionchange`, sw.ts): the
 * worker subscribed again and left the change for a page, which has the session the calls need. Sent at
 * the app's start and whenever the worker says so; kept for later when it cannot be sent now (offline).
 */
export function followPushSubscriptionChanges(): void {
  if (!pushSupported()) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === PUSH_CHANGE_MESSAGE) void sendPushChange();
  });
  void sendPushChange();
}

async function sendPushChange(): Promise<void> {
  try {
    const cache = await caches.open(PUSH_CHANGE_CACHE);
    const stored = await cache.match(PUSH_CHANGE_KEY);
    if (!stored) return;
    // Signed out, the browser has no subscription of a member to keep (forgetPushOnSignOut).
    if (useSessionStore.getState().token) {
      const change = (await stored.json()) as PushChange;
      await api.call(Api.push.subscribe, { body: change.subscribe }, { quiet: true });
      if (change.remove) await api.call(Api.push.unsubscribe, { body: { endpoint: change.remove } }, { quiet: true });
    }
    await cache.delete(PUSH_CHANGE_KEY);
  } catch {
    // Left in the cache: the next start of the app sends it.
  }
}

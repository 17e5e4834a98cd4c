/**
 * The service worker's decisions about notifications and push subscriptions, apart from the worker's
 * globals so that they can be tested (push-logic.test.ts). Imports nothing: sw.ts and the page share it.
 */

/** Where a click on a notification leads when its push named no page. */
export const DEFAULT_NOTIFICATION_PATH = '/home';

/** The message a worker posts to the app's windows when the browser renewed the push subscription. */
export const PUSH_CHANGE_MESSAGE = 'yf:push-subscription-change';
/** Cache Storage entry where the worker leaves that renewal until a page of the app tells the server. */
export const PUSH_CHANGE_CACHE = 'yf-push';
export const PUSH_CHANGE_KEY = '/__yf/push-subscription-change';

/**
 * The page a click on a notification opens: the `url` its push carried, resolved on this site. A link to
 * another site is not followed (null): a push only ever names pages of the app.
 */
export function notificationTarget(data: unknown, origin: string): string | null {
  const link = (data as { url?: unknown } | null | undefined)?.url;
  let target: URL;
  try {
    target = new URL(typeof link === 'string' && link ? link : DEFAULT_NOTIFICATION_PATH, origin);
  } catch {
    return null;
  }
  return target.origin === origin ? target.href : null;
}

export interface WindowLike {
  url: string;
  focused?: boolean;
}

/**
 * Which open window of the app a click reuses: one already showing the page, else the one the member
 * looks at, else the first (the browser lists them most recently focused first). None of this site: none.
 */
export function pickWindow<T extends WindowLike>(windows: readonly T[], target: string, origin: string): T | undefined {
  const ours = windows.filter((w) => {
    try {
      return new URL(w.url).origin === origin;
    } catch {
      return false;
    }
  });
  return ours.find((w) => w.url === target) ?? ours.find((w) => w.focused) ?? ours[0];
}

/** `PushSubscription.toJSON()`'s shape. */
export interface SubscriptionJson {
  endpoint?: string;
  keys?: Record<string, string>;
}

/**
 * What the server is told after the browser renewed the subscription: the new one (`POST
 * push/subscriptions`, the body the page sends when push is turned on), and the old endpoint to forget
 * (`DELETE push/subscriptions`) unless there was none or it is the same. Null when the new subscription
 * lacks its endpoint or keys.
 */
export interface PushChange {
  subscribe: { endpoint: string; keys: { p256dh: string; auth: string } };
  remove: string | null;
}

export function pushChange(fresh: SubscriptionJson, oldEndpoint: string | null | undefined): PushChange | null {
  const { endpoint, keys } = fresh;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return {
    subscribe: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    remove: oldEndpoint && oldEndpoint !== endpoint ? oldEndpoint : null,
  };
}

/** The VAPID public key as `applicationServerKey` takes it, from its base64url text (`GET push/key`). */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * A renewal on top of one no page has told the server yet: the newest subscription is kept, and the
 * endpoint to forget stays the one the server knows (the pending one's), since it never heard of the one
 * in between.
 */
export function mergePushChange(pending: PushChange | null, next: PushChange): PushChange {
  if (!pending || next.remove !== pending.subscribe.endpoint) return next;
  return { subscribe: next.subscribe, remove: pending.remove === next.subscribe.endpoint ? null : pending.remove };
}

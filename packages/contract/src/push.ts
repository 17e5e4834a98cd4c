import { z } from 'zod';

/** base64url without padding, as browsers give a subscription's keys (`PushSubscription.toJSON()`). */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid key')
    .length(Math.ceil((bytes * 4) / 3), 'Invalid key');

/** `GET push/key`: the VAPID public key a browser subscribes with (`applicationServerKey`), base64url. */
export const PushKey = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof PushKey>;

/**
 * `POST push/subscriptions`: a browser's push subscription (RFC 8030 endpoint; RFC 8291 keys: the
 * browser's P-256 public key, 65 bytes, and its 16-byte auth secret), kept for the signed-in device.
 */
export const PushSubscriptionBody = z.strictObject({
  endpoint: z.string().url('Invalid address').max(2048, 'Invalid address'),
  keys: z.strictObject({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** `DELETE push/subscriptions`: stops pushes to that endpoint (the browser unsubscribed). */
export const PushEndpointBody = z.strictObject({
  endpoint: z.string().url('Invalid address').max(2048, 'Invalid address'),
});
export type PushEndpointBody = z.infer<typeof PushEndpointBody>;

export const PushSubscribed = z.object({ endpoint: z.string(), subscribed: z.boolean() });
export type PushSubscribed = z.infer<typeof PushSubscribed>;

/**
 * What the service worker receives in a push (decrypted): the notification to show and where a click
 * goes. `tag` groups pushes of one conversation or kind, so a burst replaces rather than piles up.
 */
export interface PushPayload {
  kind: 'message' | 'gift' | 'like' | 'request';
  title: string;
  body: string;
  url: string;
  tag: string;
}

import type { Agent } from 'node:https';
import { isIP } from 'node:net';
import type { BusEvent, ChatMessage, Language, PushPayload, PushSubscriptionBody } from '@yuanfen/contract';
import { LANGUAGES, RequestStatus } from '@yuanfen/contract';
import { fill } from '@yuanfen/i18n/mail';
import { pushTexts } from '@yuanfen/i18n/push';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../../db/client';
import type { BusNotice, EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import { insertSettingIfMissing, readSetting } from '../../platform/settings.repo';
import type { PresenceRef } from '../profile/profile.service';
import { pushRepo } from './push.repo';

/** What a push is about, and the notification choice (spec §3 "email notifications") that lets it through. */
type PushKind = PushPayload['kind'];
const choiceOf: Record<PushKind, string> = {
  message: 'messages',
  gift: 'messages',
  like: 'likes',
  request: 'friendships',
};

/** A notification for one member, before it is put in their language. */
interface Pending {
  to: number;
  from: number;
  kind: PushKind;
  /** The message's text (messages only). */
  text?: string;
  photo?: boolean;
}

/** How long a push service keeps a push for an offline browser (seconds): a day, then it is stale. */
const TTL_SECONDS = 24 * 60 * 60;
/** The longest a message's text is shown in a notification. */
const TEXT_MAX = 120;
const SEND_TIMEOUT_MS = 10_000;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The VAPID pair: configured, else generated once into the `settings` table (the first node wins). */
export async function loadVapidKeys(db: Db, configured: Partial<VapidKeys> & { subject: string }): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) return configured as VapidKeys;
  await insertSettingIfMissing(db, 'vapid_keys', JSON.stringify(webpush.generateVAPIDKeys()));
  const stored = await readSetting(db, 'vapid_keys');
  if (!stored) throw new Error('the VAPID keys could not be stored');
  const { publicKey, privateKey } = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey, subject: configured.subject };
}

export interface PushDeps {
  db: Db;
  bus: EventBus;
  vapid: VapidKeys;
  presence: PresenceRef;
  /** In production only public https push services are accepted (no request to the server's own network). */
  production: boolean;
  agent?: Agent;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
}

/**
 * Web Push (issue 20): keeps each signed-in device's browser subscription, and sends a notification for
 * a new message, gift, like or friend request to a member with no tab connected, as their notification
 * choices allow, in their language.
 *
 * It watches what services publish on the bus on the node that publishes it (`watch`), so no module
 * calls it and each event is considered once in a cluster. Sending runs after the event was published
 * (after the commit) and never fails or delays the request that caused it; errors are logged.
 *
 * Members with a subscription are kept in memory on every node (loaded at start, told by a bus notice
 * when one subscribes): events for everyone else cost no SQL, so sending a message stays as cheap as it
 * was (statement-count.test.ts). A node that may have missed notices reads the database every time.
 */
export class PushService {
  private readonly subscribers = new Set<number>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: PushDeps) {
    deps.bus.onNotice((notice) => this.apply(notice));
  }

  get publicKey(): string {
    return this.deps.vapid.publicKey;
  }

  async load(): Promise<void> {
    for (const id of await pushRepo.subscribers(this.deps.db)) this.subscribers.add(id);
  }

  private apply(notice: BusNotice) {
    if (notice.kind === 'push') for (const id of notice.users) this.subscribers.add(id);
    // A Redis bus that was down may have lost notices: read the list again.
    else if ('all' in notice) void this.load().catch((error: unknown) => this.deps.log('push: reload failed', error));
  }

  /** `POST push/subscriptions`. */
  async subscribe(userId: number, deviceId: number, body: PushSubscriptionBody) {
    if (!this.acceptable(body.endpoint)) throw fail.validation({ endpoint: 'Invalid address' });
    await pushRepo.upsert(this.deps.db, {
      user_id: userId,
      device_id: deviceId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
    this.subscribers.add(userId);
    await this.deps.bus.notify({ kind: 'push', users: [userId] });
    return { endpoint: body.endpoint, subscribed: true };
  }

  /** `DELETE push/subscriptions`: only the member's own. */
  async unsubscribe(userId: number, endpoint: string) {
    await pushRepo.removeOwn(this.deps.db, userId, endpoint);
    return { endpoint, subscribed: false };
  }

  /** A push service is a public https host; outside production (tests, the fake) any address. */
  private acceptable(endpoint: string): boolean {
    if (!this.deps.production) return true;
    const url = new URL(endpoint);
    if (url.protocol !== 'https:' || url.username || url.password) return false;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    return isIP(host) === 0 && host !== 'localhost' && !host.endsWith('.localhost') && host.includes('.');
  }

  /**
   * The bus as services see it: everything published goes on as before, and is then considered here.
   * A signed-out device's subscriptions are removed before `publish` returns (sign-out answers after
   * they are gone); notifications are sent in the background.
   */
  watch(bus: EventBus): EventBus {
    return {
      ...bus,
      publish: async (event) => {
        await bus.publish(event);
        const events = Array.isArray(event) ? (event as readonly BusEvent[]) : [event as BusEvent];
        const signedOut = events.flatMap((e) =>
          e.to !== 'public' && e.event === 'kick' && e.device ? [e.device] : [],
        );
        if (signedOut.length)
          await pushRepo
            .removeDevices(this.deps.db, signedOut)
            .catch((error: unknown) => this.deps.log('push: removing signed-out subscriptions failed', error));
        const pending = events.flatMap((e) => this.pendingOf(e));
        if (pending.length) this.track(this.sendAll(pending));
      },
      subscribe: (listener) => bus.subscribe(listener),
      notify: (notice) => bus.notify(notice),
      onNotice: (listener) => bus.onNotice(listener),
      hearsAll: () => bus.hearsAll(),
      close: () => bus.close(),
    };
  }

  /** Resolves once every push started so far was sent or given up (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  private track(work: Promise<void>) {
    const done = work.catch((error: unknown) => this.deps.log('push: sending failed', error));
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
  }

  private pendingOf(e: BusEvent): Pending[] {
    if (e.to === 'public' || e.device !== undefined) return [];
    if (!this.subscribers.has(e.to) && this.deps.bus.hearsAll()) return [];
    const payload = e.payload as Record<string, unknown>;
    switch (e.event) {
      case 'message': {
        const message = payload.message as ChatMessage | undefined;
        if (payload.kind !== 'new' || !message || message.recipient !== e.to) return [];
        return [
          {
            to: e.to,
            from: message.sender,
            kind: message.message_type === 'gift' ? 'gift' : 'message',
            text: message.message_content,
            photo: message.upload_ids.length > 0,
          },
        ];
      }
      case 'likeme':
        return [{ to: e.to, from: Number(payload.user_id), kind: 'like' }];
      case 'request':
        return payload.status === RequestStatus.Pending
          ? [{ to: e.to, from: Number(payload.user_id), kind: 'request' }]
          : [];
      default:
        return [];
    }
  }

  private async sendAll(pending: Pending[]) {
    for (const one of pending) await this.send(one);
  }

  private async send(one: Pending) {
    const { db } = this.deps;
    // A member with a tab open hears it there (sound, badge, the bell): no push as well.
    const live = await this.deps.presence.current?.liveAmong([one.to]);
    if (live?.has(one.to)) return;
    const [subscriptions, people] = await Promise.all([
      pushRepo.activeOf(db, one.to),
      pushRepo.people(db, [one.to, one.from]),
    ]);
    const recipient = people.find((p) => p.id === one.to);
    const sender = people.find((p) => p.id === one.from);
    if (!subscriptions.length || !recipient || !sender || recipient.status !== 'active') return;
    if (recipient.choices[choiceOf[one.kind]] === false) return;
    const body = JSON.stringify(this.payload(one, sender.name, recipient.language));
    await Promise.all(subscriptions.map((s) => this.deliver(s, body)));
  }

  private payload(one: Pending, name: string, language: string): PushPayload {
    const texts = pushTexts((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en');
    const text = (one.text ?? '').trim();
    switch (one.kind) {
      case 'message':
        return {
          kind: one.kind,
          title: fill(texts.message, { name }),
          body: text ? (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text) : texts.photo,
          url: `/chat/${one.from}`,
          tag: `chat-${one.from}`,
        };
      case 'gift':
        return {
          kind: one.kind,
          title: fill(texts.gift, { name }),
          body: texts.open,
          url: `/chat/${one.from}`,
          tag: `chat-${one.from}`,
        };
      case 'like':
        return {
          kind: one.kind,
          title: fill(texts.like, { name }),
          body: texts.open,
          url: '/user/likeme',
          tag: 'likes',
        };
      case 'request':
        return {
          kind: one.kind,
          title: fill(texts.request, { name }),
          body: texts.open,
          url: '/user/request',
          tag: 'requests',
        };
    }
  }

  private async deliver(subscription: { endpoint: string; p256dh: string; auth: string }, body: string) {
    const { db, vapid, agent } = this.deps;
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        body,
        {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
          timeout: SEND_TIMEOUT_MS,
          ...(agent ? { agent } : {}),
        },
      );
      await pushRepo.sent(db, subscription.endpoint, this.deps.now());
    } catch (error) {
      // 404/410: the browser unsubscribed or the subscription expired; it never comes back.
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await pushRepo.removeEndpoint(db, subscription.endpoint);
        return;
      }
      await pushRepo.failed(db, subscription.endpoint);
      this.deps.log(`push: ${new URL(subscription.endpoint).host} refused`, error);
    }
  }
}

import type { BusEvent, Counter, CounterType, NotificationData, NotificationType } from '@yuanfen/contract';
import { fill, mailTexts } from '@yuanfen/i18n/mail';
import type { Db, DbOrTx } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { firstSpoken } from '../../platform/language';
import type { Mailer } from '../../platform/mailer';
import type { MailKind, UnsubscribeLinks } from '../../platform/unsubscribe';
import { cursorPage } from '../../platform/pagination';
import { notificationRepo, type CounterRow } from './notification.repo';
import { presentNotification } from './notification.presenter';

const PAGE_SIZE = 20;

export const toCounter = (row: CounterRow | undefined): Counter => ({
  message: row?.message ?? 0,
  notification: row?.notification ?? 0,
  request: row?.request ?? 0,
  likeme: row?.likeme ?? 0,
  order: row?.order ?? 0,
});

/** The recipient of an e-mail notification: address, choices (spec §3 e-mail notifications), language. */
export type MailRecipient = (
  userId: number,
) => Promise<{ email: string | null; choices: Record<string, boolean>; language: string } | null>;

/**
 * The notifications that may also come by e-mail (mall orders, report, selfie and withdrawal decisions,
 * moderators' warnings and removals, comments and reactions do not: the
 * bell and the counter tell; support replies are mailed by the support module, with the reply).
 */
type MailedType = Exclude<
  NotificationType,
  'order' | 'report' | 'verification' | 'support' | 'withdraw' | 'comment' | 'reaction' | 'warning' | 'removal'
>;

/** Which e-mail choice lets each notification through. */
const choiceOf: Record<MailedType, MailKind> = {
  like: 'likes',
  match: 'likes',
  visit: 'visitors',
  request: 'friendships',
  friend: 'friendships',
};

/**
 * Unread counters and notifications. Other modules raise them inside their own transaction (passing
 * `tx`) and publish the returned events once it has committed.
 */
export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly mail: {
      mailer: Mailer;
      recipient: () => MailRecipient;
      publicUrl: string;
      links?: UnsubscribeLinks;
    },
    /** Of the members named by notifications, those the viewer may see now (the profile privacy rule). */
    private readonly visibleAmong: () => (viewerId: number, ids: number[]) => Promise<Set<number>>,
  ) {}

  async counters(userId: number): Promise<Counter> {
    return toCounter(await notificationRepo.counters(this.db, userId));
  }

  /** Adds to one counter; answers the `counter` event that tells the member's clients. */
  async raise(db: DbOrTx, userId: number, type: CounterType, by = 1): Promise<BusEvent> {
    const row = await notificationRepo.raise(db, userId, type, by);
    return { to: userId, event: 'counter', payload: toCounter(row) };
  }

  /**
   * `raise` for a caller that writes in one statement: the counter's `insert … returning` to send as a part
   * of it, and the `counter` event of the row it answered (the member's counters, as `CounterRow` has them).
   * The part is given as a builder of the member's id (a placeholder when the caller prepares its statement,
   * db/prepared.ts) with `key`, what tells one shape from another (the counter and the step).
   */
  raiseWith(userId: number, type: CounterType, by = 1) {
    return {
      key: `${type}_${by}`,
      query: (db: DbOrTx, member: number) => notificationRepo.raiseQuery(db, member, type, by),
      event: (row: unknown): BusEvent => ({
        to: userId,
        event: 'counter',
        payload: toCounter(row as CounterRow | undefined),
      }),
    };
  }

  /** Records a notification and raises the notification counter; answers the `counter` event. */
  async notify(db: DbOrTx, userId: number, type: NotificationType, data: NotificationData): Promise<BusEvent> {
    await notificationRepo.insert(db, { user_id: userId, type, data });
    return this.raise(db, userId, 'notification');
  }

  async resetCounter(userId: number, type: CounterType): Promise<Counter> {
    const event = await this.zero(this.db, userId, type);
    await this.bus.publish(event);
    return event.payload;
  }

  /** Sets one counter to 0 inside the caller's transaction; answers the `counter` event to publish. */
  async zero(db: DbOrTx, userId: number, type: CounterType): Promise<BusEvent & { payload: Counter }> {
    const counter = toCounter(await notificationRepo.reset(db, userId, type));
    return { to: userId, event: 'counter', payload: counter };
  }

  /**
   * The bell's notifications, newest first. One about a member the viewer may no longer see (hidden
   * from them, blocked either way, closed) drops out of the page like in every list; the cursor still
   * moves past it.
   */
  async list(userId: number, maxId?: number) {
    const page = cursorPage(await notificationRepo.page(this.db, userId, maxId, PAGE_SIZE), PAGE_SIZE);
    const items = page.data.map(presentNotification);
    const visible = await this.visibleAmong()(userId, [...new Set(items.map((n) => n.data.user_id))]);
    return { data: items.filter((n) => visible.has(n.data.user_id)), next_max_id: page.next_max_id };
  }

  /** Deletes every notification of the member; the bell's counter goes back to 0 with them. */
  async clear(userId: number): Promise<Counter> {
    await notificationRepo.clear(this.db, userId);
    return this.resetCounter(userId, 'notification');
  }

  /** After commit: the events, in order, in one message to every node. */
  async publish(events: readonly BusEvent[]): Promise<void> {
    if (events.length) await this.bus.publish(events);
  }

  /**
   * After commit: the e-mail of a notification, when the member has an address and left that choice on.
   * A mail that cannot be sent does not undo what happened.
   */
  async sendMail(userId: number, type: MailedType, data: NotificationData): Promise<void> {
    const to = await this.mail.recipient()(userId);
    if (!to?.email || !to.choices[choiceOf[type]]) return;
    const language = firstSpoken([to.language], 'en');
    const texts = mailTexts(language).notice;
    const subject = fill(texts[type], { name: data.name });
    // A match is an invitation to write: its mail opens the chat.
    const page = type === 'match' ? 'chat' : 'profile';
    const link = `${this.mail.publicUrl.replace(/\/+$/, '')}/${page}/${data.user_id}`;
    const kind = choiceOf[type];
    const { links } = this.mail;
    const off = mailTexts(language).unsubscribe;
    const footer = links ? `\n\n--\n${fill(off.footer, { kind: off.kind[kind], link: links.url(userId, kind) })}` : '';
    await this.mail.mailer
      .sendMail({
        to: to.email,
        subject,
        text: fill(texts.body, { what: subject, link }) + footer,
        ...(links ? { headers: links.headers(userId, kind) } : {}),
      })
      .catch(() => undefined);
  }
}

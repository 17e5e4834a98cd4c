import { ErrorCode, type Language } from '@yuanfen/contract';
import { fill, mailTexts } from '@yuanfen/i18n/mail';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { firstSpoken } from '../../platform/language';
import type { Mailer } from '../../platform/mailer';
import type { MailKind, UnsubscribeLinks } from '../../platform/unsubscribe';
import type { MailRecipient } from '../notification/notification.service';
import type { PresenceRef } from '../profile/profile.service';
import { mailRepo } from './mail.repo';

const HOUR_MS = 3_600_000;
/** Unread conversations older than this are not mailed about any more: the reminder would come too late. */
const REMIND_WITHIN_MS = 24 * HOUR_MS;
/** Conversations one run of the reminder job handles; the next run takes the rest. */
const BATCH = 200;
/** At most one promotion a day per member. */
const PROMOTION_EVERY_MS = 24 * HOUR_MS;

export interface MailDeps {
  db: Db;
  mailer: Mailer;
  links: UnsubscribeLinks;
  presence: PresenceRef;
  recipient: () => MailRecipient;
  /** Turns one e-mail choice of the member off (the profile module writes the account). */
  turnOff: (userId: number, kind: MailKind) => Promise<void>;
  publicUrl: string;
  now: () => Date;
  log: (message: string, error: unknown) => void;
}

/** What the payment and VIP modules report after a successful purchase. */
export interface Receipts {
  recharge(userId: number, receipt: { gold: number; balance: number; orderId: string }): Promise<void>;
  vip(buyerId: number, receipt: { until: Date | null; forName: string | null }): Promise<void>;
}

/**
 * Mail that brings members back (issue 21): reminders of unread messages while the member is offline (at
 * most one per conversation an hour), billing receipts and the plumbing of promotions, each by the
 * member's e-mail choice, in their language, with a one-click unsubscribe link (RFC 8058).
 */
export class MailService implements Receipts {
  constructor(private readonly deps: MailDeps) {}

  private link(path: string) {
    return `${this.deps.publicUrl.replace(/\/+$/, '')}${path}`;
  }

  /** Sends with the unsubscribe footer and headers of its kind; a failed delivery is logged, not thrown. */
  private async send(userId: number, to: string, language: Language, kind: MailKind, subject: string, body: string) {
    const { mailer, links, log } = this.deps;
    const texts = mailTexts(language).unsubscribe;
    const footer = fill(texts.footer, { kind: texts.kind[kind], link: links.url(userId, kind) });
    await mailer
      .sendMail({ to, subject, text: `${body}\n\n--\n${footer}`, headers: links.headers(userId, kind) })
      .catch((error: unknown) => log(`${kind} mail failed`, error));
  }

  /**
   * The `mail-unread-messages` job: for each conversation with new unread messages whose member has no
   * connected socket now and wants message mails, one reminder — at most one per conversation an hour,
   * and none again until a newer message arrives. Answers how many went out.
   */
  async remindUnreadMessages(now: Date): Promise<number> {
    const { db, presence } = this.deps;
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const candidates = await mailRepo.unreadConversations(
      db,
      new Date(now.getTime() - REMIND_WITHIN_MS),
      hourAgo,
      BATCH,
    );
    if (candidates.length === 0) return 0;
    const online = (await presence.current?.liveAmong([...new Set(candidates.map((c) => c.user_id))])) ?? new Set();
    let sent = 0;
    for (const c of candidates) {
      if (online.has(c.user_id)) continue;
      if (!(await mailRepo.claim(db, c.user_id, `message:${c.peer_id}`, now, hourAgo, c.last_message_at))) continue;
      const language = firstSpoken([c.language], 'en');
      const texts = mailTexts(language).message;
      const values = { name: c.peer_name, count: c.unread, link: this.link(`/chat/${c.peer_id}`) };
      await this.send(c.user_id, c.email, language, 'messages', fill(texts.subject, values), fill(texts.body, values));
      sent += 1;
    }
    return sent;
  }

  /** A receipt for gold bought, when the member left "billing" on. */
  async recharge(userId: number, receipt: { gold: number; balance: number; orderId: string }) {
    const to = await this.deps.recipient()(userId);
    if (!to?.email || !to.choices.billing) return;
    const language = firstSpoken([to.language], 'en');
    const texts = mailTexts(language).billing.recharge;
    const values = { gold: receipt.gold, balance: receipt.balance, order: receipt.orderId, link: this.link('/bill') };
    await this.send(userId, to.email, language, 'billing', fill(texts.subject, values), fill(texts.body, values));
  }

  /** A receipt for a VIP pack bought with gold (for oneself or for `forName`), when "billing" is on. */
  async vip(buyerId: number, receipt: { until: Date | null; forName: string | null }) {
    const to = await this.deps.recipient()(buyerId);
    if (!to?.email || !to.choices.billing) return;
    const language = firstSpoken([to.language], 'en');
    const texts = mailTexts(language).billing;
    const until = receipt.until ? new Intl.DateTimeFormat(dateLocale(language)).format(receipt.until) : '—';
    const values = { until, name: receipt.forName ?? '', link: this.link('/bill') };
    const text = receipt.forName ? texts.vipFor : texts.vip;
    await this.send(buyerId, to.email, language, 'billing', fill(text.subject, values), fill(text.body, values));
  }

  /**
   * The plumbing of promotions: a promotion written by the operators (in the member's language) reaches a
   * member who left "promotions" on, while offline, at most once a day. No promotion exists yet, so
   * nothing calls this outside the tests. Answers whether it was sent.
   */
  async promote(userId: number, texts: Partial<Record<Language, { subject: string; body: string }>>) {
    const { db, presence, now } = this.deps;
    const to = await this.deps.recipient()(userId);
    if (!to?.email || !to.choices.promotions) return false;
    if ((await presence.current?.liveAmong([userId]))?.has(userId)) return false;
    const language = firstSpoken([to.language], 'en');
    const text = texts[language] ?? texts.en;
    if (!text) return false;
    const at = now();
    if (!(await mailRepo.claim(db, userId, 'promotion', at, new Date(at.getTime() - PROMOTION_EVERY_MS), at))) {
      return false;
    }
    await this.send(userId, to.email, language, 'promotions', text.subject, text.body);
    return true;
  }

  /** What an unsubscribe link names: the member's address, language and the kind; 400 for a forged link. */
  async unsubscribeTarget(token: string) {
    const named = await this.deps.links.verify(token);
    const to = named ? await this.deps.recipient()(named.userId) : null;
    if (!named || !to) throw invalidLink();
    return { ...named, email: to.email ?? '', language: firstSpoken([to.language], 'en'), on: to.choices[named.kind] };
  }

  /** Turns the link's kind of mail off (the RFC 8058 one-click POST); repeating it changes nothing. */
  async unsubscribe(token: string) {
    const target = await this.unsubscribeTarget(token);
    if (target.on !== false) await this.deps.turnOff(target.userId, target.kind);
    return target;
  }
}

export const invalidLink = () => fail.code(400, ErrorCode.Plain, 'This unsubscribe link is not valid');

/** The locale `Intl` formats a language's dates in (tw is Taiwan's traditional Chinese). */
export const dateLocale = (language: Language) =>
  language === 'tw' ? 'zh-TW' : language === 'zh' ? 'zh-CN' : language;

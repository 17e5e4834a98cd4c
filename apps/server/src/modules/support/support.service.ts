import type {
  AdminSupportQuery,
  AdminSupportStatusBody,
  AdminSupportTicketDetail,
  BusEvent,
  Language,
  SupportBody,
  SupportTicket,
  SupportTicketDetail,
} from '@yuanfen/contract';
import { ValidationText } from '@yuanfen/contract';
import { fill, mailTexts } from '@yuanfen/i18n/mail';
import type { Db, Tx } from '../../db/client';
import type { SupportTicketRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit.repo';
import { fail } from '../../platform/errors';
import { firstSpoken } from '../../platform/language';
import type { Mailer } from '../../platform/mailer';
import { numberedPage, pageOffset } from '../../platform/pagination';
import { actorOf, authorize } from '../../platform/policy';
import type { RateLimiter } from '../../platform/rate-limit';
import type { CaptchaService } from '../account/captcha.service';
import { adminPolicy } from '../admin/admin.policy';
import type { Operator } from '../admin/admin.service';
import type { MailRecipient, NotificationService } from '../notification/notification.service';
import { presentAdminTicket, presentReply, presentTicket } from './support.presenter';
import { supportPolicy, ticketNotFound } from './support.policy';
import { supportRepo } from './support.repo';

const PAGE = 20;

export interface SupportDeps {
  db: Db;
  captcha: Pick<CaptchaService, 'verify'>;
  limiter: RateLimiter;
  notifications: Pick<NotificationService, 'notify' | 'publish'>;
  mailer: Mailer;
  /** The member's address, e-mail choices and language (profiles.mailRecipient). */
  recipient: () => MailRecipient;
  publicUrl: string;
  now: () => Date;
}

/** Who sent a request: the member (or null for a visitor), their IP and the language of the request. */
export interface SupportCaller {
  userId: number | null;
  ip: string;
  language: Language;
}

/**
 * Support requests (issue 19, docs/decisions.md 42). A visitor sends a `contact` request with a captcha
 * (replies go to the e-mail given); a member opens a ticket of any category and follows it up on the
 * support screen. The support team's reply is one transaction with the ticket's status, the audit entry
 * and the member's notification; after commit the member's clients hear of it (`counter` + `refresh`
 * with scope `support`) and a mail goes out when their `messages` e-mail choice is on.
 */
export class SupportService {
  constructor(private readonly d: SupportDeps) {}

  async open(caller: SupportCaller, body: SupportBody): Promise<SupportTicket> {
    authorize(actorOf(caller.userId), supportPolicy.open, body);
    await this.d.limiter.consume('supportPerIp', caller.ip);
    if (caller.userId !== null) await this.d.limiter.consume('supportPerMember', String(caller.userId));
    if (body.category === 'contact' && !(await this.d.captcha.verify(body.captcha_id!, body.captcha!)))
      throw fail.validation({ captcha: ValidationText.captchaRequired }, ValidationText.captchaRequired);
    const row = await supportRepo.insert(this.d.db, {
      user_id: caller.userId,
      category: body.category,
      about: body.about || null,
      related_id: body.related_id || null,
      content: body.content!,
      email: body.email || null,
      name: body.name || null,
      language: caller.language,
    });
    return presentTicket(row);
  }

  async list(userId: number, page: number) {
    const rows = await supportRepo.pageOf(this.d.db, userId, PAGE + 1, pageOffset(page, PAGE));
    const result = numberedPage(rows, page, PAGE);
    return { data: result.data.map(presentTicket), next_page: result.next_page };
  }

  async get(userId: number, id: number): Promise<SupportTicketDetail> {
    const ticket = await this.ownTicket(userId, id);
    return this.detail(ticket);
  }

  /** The member's follow-up: the ticket waits on support again. */
  async reply(userId: number, id: number, content: string): Promise<SupportTicketDetail> {
    await this.ownTicket(userId, id);
    await this.d.limiter.consume('supportRepliesPerMember', String(userId));
    const ticket = await this.d.db.transaction(async (tx) => {
      await supportRepo.addReply(tx, { ticket_id: id, author_id: userId, from_operator: false, content });
      return (await supportRepo.setStatus(tx, id, 'open', this.d.now()))!;
    });
    return this.detail(ticket);
  }

  async queue(op: Operator, query: AdminSupportQuery) {
    authorize(op.actor, adminPolicy['support.read'], undefined);
    const rows = await supportRepo.queue(this.d.db, query.status, PAGE + 1, pageOffset(query.page, PAGE));
    const page = numberedPage(rows, query.page, PAGE);
    const members = await this.membersOf(page.data);
    return {
      data: page.data.map((row) => presentAdminTicket(row, row.user_id ? members.get(row.user_id) : undefined)),
      next_page: page.next_page,
    };
  }

  async adminGet(op: Operator, id: number): Promise<AdminSupportTicketDetail> {
    authorize(op.actor, adminPolicy['support.read'], undefined);
    return this.adminDetail(await this.anyTicket(id));
  }

  /** The support team's reply: the ticket is answered; the member or visitor hears of it. */
  async adminReply(op: Operator, id: number, content: string): Promise<AdminSupportTicketDetail> {
    authorize(op.actor, adminPolicy['support.reply'], undefined);
    const before = await this.anyTicket(id);
    let events: BusEvent[] = [];
    const ticket = await this.d.db.transaction(async (tx) => {
      const reply = await supportRepo.addReply(tx, {
        ticket_id: id,
        author_id: op.actor.id,
        from_operator: true,
        content,
      });
      const updated = (await supportRepo.setStatus(tx, id, 'answered', this.d.now()))!;
      await this.audit(tx, op, 'support.reply', before, updated, { reply: reply.id });
      if (before.user_id !== null) events = await this.notifyMember(tx, before.user_id, id);
      return updated;
    });
    await this.d.notifications.publish(events);
    await this.mailReply(ticket, content);
    return this.adminDetail(ticket);
  }

  async adminStatus(op: Operator, id: number, body: AdminSupportStatusBody): Promise<AdminSupportTicketDetail> {
    authorize(op.actor, adminPolicy['support.reply'], undefined);
    const before = await this.anyTicket(id);
    const ticket = await this.d.db.transaction(async (tx) => {
      const updated = (await supportRepo.setStatus(tx, id, body.status, this.d.now()))!;
      await this.audit(tx, op, 'support.status', before, updated);
      return updated;
    });
    if (ticket.user_id !== null)
      await this.d.notifications.publish([{ to: ticket.user_id, event: 'refresh', payload: { scope: 'support' } }]);
    return this.adminDetail(ticket);
  }

  private async ownTicket(userId: number, id: number): Promise<SupportTicketRow> {
    const ticket = await supportRepo.find(this.d.db, id);
    if (!ticket) throw ticketNotFound();
    authorize(actorOf(userId), supportPolicy.view, ticket);
    return ticket;
  }

  private async anyTicket(id: number): Promise<SupportTicketRow> {
    const ticket = await supportRepo.find(this.d.db, id);
    if (!ticket) throw ticketNotFound();
    return ticket;
  }

  private async detail(ticket: SupportTicketRow): Promise<SupportTicketDetail> {
    const replies = await supportRepo.replies(this.d.db, ticket.id);
    return { ...presentTicket(ticket), replies: replies.map(presentReply) };
  }

  private async adminDetail(ticket: SupportTicketRow): Promise<AdminSupportTicketDetail> {
    const [replies, members] = await Promise.all([supportRepo.replies(this.d.db, ticket.id), this.membersOf([ticket])]);
    const member = ticket.user_id ? members.get(ticket.user_id) : undefined;
    return {
      ...presentAdminTicket(ticket, member),
      replies: replies.map((r) => ({ ...presentReply(r), author_id: r.author_id })),
    };
  }

  private async membersOf(rows: SupportTicketRow[]) {
    const ids = [...new Set(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])))];
    return new Map((await supportRepo.members(this.d.db, ids)).map((m) => [m.id, m]));
  }

  private audit(
    tx: Tx,
    op: Operator,
    action: 'support.reply' | 'support.status',
    before: SupportTicketRow,
    after: SupportTicketRow,
    extra: object = {},
  ) {
    return recordAudit(tx, {
      actorId: op.actor.id,
      action,
      target: `support:${before.id}`,
      before: { status: before.status },
      after: { status: after.status, ...extra },
      ip: op.ip,
    });
  }

  /** The bell's notification (with the `counter` event) and a `refresh` so an open ticket shows the reply. */
  private async notifyMember(tx: Tx, userId: number, ticketId: number): Promise<BusEvent[]> {
    const [member] = await supportRepo.members(tx, [userId]);
    if (!member) return [];
    const counter = await this.d.notifications.notify(tx, userId, 'support', {
      user_id: member.id,
      name: member.name,
      avatar: member.avatar,
      ticket_id: ticketId,
    });
    return [counter, { to: userId, event: 'refresh', payload: { scope: 'support' } }];
  }

  /**
   * After commit: the reply by e-mail — to a member whose `messages` e-mail choice is on (in their
   * language, with a link to the ticket), or to the address a visitor gave (in the request's language).
   * A mail that cannot be sent does not undo the reply.
   */
  private async mailReply(ticket: SupportTicketRow, content: string): Promise<void> {
    let to: string | null = null;
    let language: Language = firstSpoken([ticket.language], 'en');
    let link = '';
    const base = this.d.publicUrl.replace(/\/+$/, '');
    if (ticket.user_id !== null) {
      const member = await this.d.recipient()(ticket.user_id);
      if (!member?.email || !member.choices.messages) return;
      to = member.email;
      language = firstSpoken([member.language], 'en');
      link = `${base}/support/${ticket.id}`;
    } else {
      to = ticket.email;
      link = `${base}/contact`;
    }
    if (!to) return;
    const texts = mailTexts(language).support;
    await this.d.mailer
      .sendMail({
        to,
        subject: fill(texts.subject, { id: ticket.id }),
        text: fill(texts.body, { reply: content, link }),
      })
      .catch(() => undefined);
  }
}

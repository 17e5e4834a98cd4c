import type {
  AdminContextLine,
  AdminReport,
  AdminReportDecisionBody,
  AdminReportsQuery,
  AdminReportSubject,
  BusEvent,
  ReportDecision,
  ReportType,
} from '@yuanfen/contract';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../platform/audit.repo';
import { fail } from '../../platform/errors';
import { numberedPage, pageOffset } from '../../platform/pagination';
import { authorize } from '../../platform/policy';
import { imageUrl } from '../account/account.presenter';
import type { SessionService } from '../account/session.service';
import { chatRepo } from '../chat/chat.repo';
import type { ContactService } from '../contact/contact.service';
import { commentRepo } from '../feed/comment.repo';
import { feedRepo } from '../feed/feed.repo';
import type { NotificationService } from '../notification/notification.service';
import { reportRepo, type ReportRow } from '../report/report.repo';
import type { PhotoPresenter } from '../uploads/photo.presenter';
import { uploadsRepo } from '../uploads/uploads.repo';
import { verificationRepo } from '../verification/verification.repo';
import { adminPolicy } from './admin.policy';
import { presentMemberRef } from './admin.presenter';
import { adminRepo } from './admin.repo';
import type { Operator } from './admin.service';

const REPORTS_PAGE = 20;
/** Messages shown before and after a reported one. */
const CONTEXT_EACH = 5;

export interface ModerationDeps {
  db: Db;
  sessions: SessionService;
  notifications: Pick<NotificationService, 'notify' | 'publish'>;
  contact: Pick<ContactService, 'moderationText'>;
  photos: Pick<PhotoPresenter, 'photo'>;
  now: () => Date;
}

/** The reported thing as the operator judges it, and the member it belongs to. */
interface Subject extends Omit<AdminReportSubject, 'member'> {
  memberId: number | null;
}

/** The kinds of report whose subject "hide" takes down. */
const HIDEABLE = new Set<ReportType>(['feed', 'comment', 'message']);

/** Hiding a comment takes it out of its post's count in the same transaction. */
async function hideComment(tx: Tx, id: number, at: Date) {
  const hidden = await commentRepo.softDelete(tx, id, at);
  if (hidden) await commentRepo.countComments(tx, hidden.feed_id, -1);
}

const reportNotFound = () => fail.notFound('No such report');

/**
 * The report queues and their decisions (issue 17). A decision is applied in one transaction with the
 * report's new status, the audit entry and the reporter's notification: hide takes a post or a comment
 * down or recalls a message; suspend and ban change the member's status (their sessions end and their sockets are kicked
 * right after); warn tells the reported member (bell + `counter` event, with the category the moderator chose,
 * never the reporter); dismiss changes nothing else. The reporter hears of it (bell + `counter` event).
 * A report shows the reported photos (a post's or a message's, a reported member's avatar and latest album
 * photos) as the operator must see them: private and secret ones as short-lived signed URLs, unlocked.
 */
export class ModerationService {
  constructor(private readonly d: ModerationDeps) {}

  async list(op: Operator, query: AdminReportsQuery) {
    authorize(op.actor, adminPolicy['reports.read'], undefined);
    const rows = await reportRepo.page(this.d.db, query, REPORTS_PAGE + 1, pageOffset(query.page, REPORTS_PAGE));
    const page = numberedPage(rows, query.page, REPORTS_PAGE);
    return { data: await this.present(page.data), next_page: page.next_page };
  }

  async decide(op: Operator, id: number, body: AdminReportDecisionBody): Promise<AdminReport> {
    authorize(op.actor, adminPolicy['reports.decide'], undefined);
    if (body.decision === 'suspend' || body.decision === 'ban')
      authorize(op.actor, adminPolicy['users.status'], undefined);
    const report = await reportRepo.find(this.d.db, id);
    if (!report) throw reportNotFound();
    if (report.status !== 'open') throw fail.conflict('This report was decided already');
    const subject = await this.subject(report);
    if (body.decision === 'hide' && !HIDEABLE.has(subject.type))
      throw fail.validation({ decision: 'Only a post, a comment or a message can be hidden' });
    if ((body.decision === 'suspend' || body.decision === 'ban') && subject.memberId === null)
      throw fail.validation({ decision: 'This report names no member to suspend or ban' });
    if (subject.memberId === op.actor.id && (body.decision === 'suspend' || body.decision === 'ban'))
      throw fail.forbidden('Operators cannot change their own status');

    let events: BusEvent[] = [];
    const apply = async (tx: Tx) => {
      events = await this.applyInTx(tx, op, report, subject, body);
    };
    const status = body.decision === 'suspend' ? 'suspended' : body.decision === 'ban' ? 'banned' : undefined;
    if (status) {
      await this.d.sessions.updateAccount(subject.memberId!, { status }, (tx) => apply(tx));
      await this.d.sessions.endAll(subject.memberId!, status);
    } else {
      await this.d.db.transaction(apply);
    }
    await this.d.notifications.publish(events);
    const decided = await reportRepo.find(this.d.db, id);
    return (await this.present([decided!]))[0]!;
  }

  private async applyInTx(
    tx: Tx,
    op: Operator,
    report: ReportRow,
    subject: Subject,
    body: AdminReportDecisionBody,
  ): Promise<BusEvent[]> {
    const now = this.d.now();
    const decided = await reportRepo.decide(tx, report.id, {
      status: body.decision === 'dismiss' ? 'dismissed' : 'reviewed',
      decision: body.decision,
      decision_reason: body.reason ?? null,
      decided_by: op.actor.id,
      decided_at: now,
    });
    if (!decided) throw fail.conflict('This report was decided already');
    if (body.decision === 'hide' && !subject.hidden) {
      if (subject.type === 'feed') await feedRepo.softDelete(tx, subject.id, now);
      else if (subject.type === 'comment') await hideComment(tx, subject.id, now);
      else await chatRepo.recall(tx, subject.id, now);
    }
    await recordAudit(tx, {
      actorId: op.actor.id,
      action: 'reports.decide',
      target: `report:${report.id}`,
      before: {
        status: report.status,
        subject: `${subject.type}:${subject.id}`,
        hidden: subject.hidden,
        text: subject.text,
      },
      after: { status: decided.status, decision: body.decision, member: subject.memberId },
      reason: body.reason ?? null,
      ip: op.ip,
    });
    const events: BusEvent[] = [];
    if (body.decision === 'warn' && subject.memberId !== null) {
      // The warned member's own notification: it names themselves (never the reporter) and what was wrong.
      const [warned] = await adminRepo.members(tx, [subject.memberId]);
      if (warned)
        events.push(
          await this.d.notifications.notify(tx, warned.id, 'warning', {
            user_id: warned.id,
            name: warned.name,
            avatar: imageUrl(warned.avatar),
            kind: subject.type,
            category: body.category ?? 'other',
          }),
        );
    }
    const [reporter] = await adminRepo.members(tx, [report.reporter_id]);
    if (!reporter) return events;
    events.push(
      await this.d.notifications.notify(tx, reporter.id, 'report', {
        user_id: reporter.id,
        name: reporter.name,
        avatar: reporter.avatar,
        report_id: report.id,
        decision: body.decision as ReportDecision,
      }),
    );
    return events;
  }

  /** The photos of a post or a message, in their order, as signed URLs where they are private or secret. */
  private async photosOf(ids: number[]): Promise<string[]> {
    const rows = new Map((await uploadsRepo.liveByIds(this.d.db, ids)).map((row) => [row.id, row]));
    const shown = await Promise.all(
      ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [this.d.photos.photo(row, { unlocked: true, defaultPrice: 0 })] : [];
      }),
    );
    return shown.map((photo) => photo.url);
  }

  /** A reported member's avatar and latest album photos, whatever their folder. */
  private async memberPhotos(member: { id: number; avatar: string | null }): Promise<string[]> {
    const avatar = imageUrl(member.avatar);
    const album = await verificationRepo.albumPhotos(this.d.db, [member.id]);
    const shown = await Promise.all(
      album.map(({ uploads: row }) => this.d.photos.photo(row, { unlocked: true, defaultPrice: 0 })),
    );
    return [...(avatar ? [avatar] : []), ...shown.map((photo) => photo.url)];
  }

  /** What a report names, with the member it belongs to and (for a message) the conversation around it. */
  private async subject(report: ReportRow): Promise<Subject> {
    const type = report.type as ReportType;
    const base = { type, id: report.related_id, photos: [], context: [] as AdminContextLine[] };
    const missing = { ...base, missing: true, memberId: null, text: null, hidden: false, created_at: null };
    if (type === 'feed') {
      const post = await adminRepo.post(this.d.db, report.related_id);
      if (!post) return missing;
      return {
        ...base,
        missing: false,
        memberId: post.user_id,
        text: post.content,
        photos: await this.photosOf(post.upload_ids),
        hidden: post.deleted_at !== null,
        created_at: post.created_at.toISOString(),
      };
    }
    if (type === 'comment') {
      const comment = await commentRepo.forModeration(this.d.db, report.related_id);
      if (!comment) return missing;
      return {
        ...base,
        missing: false,
        memberId: comment.user_id,
        text: comment.content,
        hidden: comment.deleted_at !== null,
        created_at: comment.created_at.toISOString(),
      };
    }
    if (type === 'message') {
      const message = await adminRepo.message(this.d.db, report.related_id);
      if (!message) return missing;
      const around = await adminRepo.messagesAround(this.d.db, message, CONTEXT_EACH);
      const line = (m: typeof message): AdminContextLine => ({
        id: m.id,
        user_id: m.sender_id,
        text: m.recalled_at ? null : m.content,
        created_at: m.created_at.toISOString(),
        reported: m.id === message.id,
      });
      const context = [...around.filter((m) => m.id < message.id), message, ...around.filter((m) => m.id > message.id)];
      return {
        ...base,
        missing: false,
        memberId: message.sender_id,
        text: message.recalled_at ? null : message.content,
        photos: await this.photosOf(message.upload_ids),
        hidden: message.recalled_at !== null,
        created_at: message.created_at.toISOString(),
        context: context.map(line),
      };
    }
    if (type === 'user' || type === 'contact') {
      const [member] = await adminRepo.members(this.d.db, [report.related_id]);
      if (!member) return missing;
      // A contact report shows the offer as it is now (the member may have changed it since the report).
      const text = type === 'contact' ? await this.d.contact.moderationText(member.id) : null;
      const photos = type === 'user' ? await this.memberPhotos(member) : [];
      return { ...base, missing: false, memberId: member.id, text, photos, hidden: false, created_at: null };
    }
    // A human translation: the translation module shows its text; the member behind it stays unnamed here.
    return { ...base, missing: false, memberId: null, text: null, hidden: false, created_at: null };
  }

  private async present(rows: ReportRow[]): Promise<AdminReport[]> {
    const subjects = await Promise.all(rows.map((r) => this.subject(r)));
    const ids = [
      ...new Set([...rows.map((r) => r.reporter_id), ...subjects.flatMap((s) => (s.memberId ? [s.memberId] : []))]),
    ];
    const members = new Map((await adminRepo.members(this.d.db, ids)).map((m) => [m.id, presentMemberRef(m)]));
    return rows.map((row, i) => {
      const { memberId, ...subject } = subjects[i]!;
      return {
        id: row.id,
        kind: row.type as ReportType,
        status: row.status as AdminReport['status'],
        content: row.content,
        reporter: members.get(row.reporter_id) ?? { id: row.reporter_id, name: '', avatar: null, status: 'active' },
        subject: { ...subject, member: memberId ? (members.get(memberId) ?? null) : null },
        decision: (row.decision as ReportDecision | null) ?? null,
        decision_reason: row.decision_reason,
        decided_by: row.decided_by,
        decided_at: row.decided_at?.toISOString() ?? null,
        created_at: row.created_at.toISOString(),
      };
    });
  }
}

import type {
  AdminMemberRef,
  AdminQualityDecisionBody,
  AdminQualityReport,
  AdminQualityReportPage,
  AdminQualityReportsQuery,
  AdminTranslationJob,
  AdminTranslationJobBody,
  AdminTranslationJobPage,
  AdminTranslationJobsQuery,
  AdminTranslator,
  AdminTranslatorBody,
  AdminTranslatorCandidates,
  AdminTranslatorPayPage,
  AdminTranslatorPayQuery,
  AdminTranslatorPage,
  AdminTranslatorsQuery,
  BusEvent,
  QualityReportState,
  TranslatableType,
  TranslationJobState,
} from '@yuanfen/contract';
import type { Db } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { recordAudit } from '../../platform/audit.repo';
import { fail } from '../../platform/errors';
import { numberedPage, pageOffset } from '../../platform/pagination';
import { authorize } from '../../platform/policy';
import { adminPolicy } from '../admin/admin.policy';
import { presentMemberRef } from '../admin/admin.presenter';
import { adminRepo } from '../admin/admin.repo';
import type { Operator } from '../admin/admin.service';
import { SystemAccount, userAccount, type LedgerService } from '../money/ledger.service';
import type { NotificationService } from '../notification/notification.service';
import { reportRepo } from '../report/report.repo';
import type { HumanTranslationService } from './human.service';
import { translationRepo, type TranslationRequestRow } from './translation.repo';
import { saveTranslatorRoleAudited } from './translator-role';

export interface TranslatorsConsoleDeps {
  db: Db;
  ledger: LedgerService;
  human: Pick<HumanTranslationService, 'announceReleased'>;
  notifications: Pick<NotificationService, 'notify' | 'publish'>;
  bus: EventBus;
  now: () => Date;
}

const PAGE = 20;
const CANDIDATES = 10;

/** How `reports.status` reads in this section: a report decided otherwise than dismissed was upheld. */
const REPORT_STATUS: Record<QualityReportState, string> = { open: 'open', upheld: 'reviewed', dismissed: 'dismissed' };
const qualityState = (status: string): QualityReportState =>
  status === 'reviewed' ? 'upheld' : status === 'dismissed' ? 'dismissed' : 'open';

type TranslatorRow = Awaited<ReturnType<typeof translationRepo.translatorsPage>>[number];

const member = (row: { user_id: number; name: string; avatar: string | null; status: string }) =>
  presentMemberRef({ id: row.user_id, name: row.name, avatar: row.avatar, status: row.status });

const presentTranslator = (row: TranslatorRow): AdminTranslator => ({
  member: member(row),
  pairs: row.pairs,
  active: row.active,
  since: row.created_at.toISOString(),
  done: row.done,
  open_jobs: row.open_jobs,
  earned: row.earned,
  upheld: row.upheld,
});

/** The first instant of `month` (`2026-11`) in UTC and of the month after; the current month by default. */
export function monthRange(month: string | undefined, now: Date) {
  const [year, index] = month ? month.split('-').map(Number) : [now.getUTCFullYear(), now.getUTCMonth() + 1];
  const from = new Date(Date.UTC(year!, index! - 1, 1));
  const to = new Date(Date.UTC(year!, index!, 1));
  return { month: `${from.getUTCFullYear()}-${String(from.getUTCMonth() + 1).padStart(2, '0')}`, from, to };
}

/**
 * The console's translators section (issue 17, docs/decisions.md 64 and 65), for the translator-manager and
 * the admin: appoint translators and change their pairs (through `saveTranslatorRole`, as the CLI does),
 * watch the paid queue and put a stuck job back, decide members' reports of human translations (upheld:
 * the asker is refunded and the report counts against the translator), and read translators' pay. Every
 * write is audited in its own transaction.
 */
export class TranslatorsConsoleService {
  constructor(private readonly d: TranslatorsConsoleDeps) {}

  async list(op: Operator, query: AdminTranslatorsQuery): Promise<AdminTranslatorPage> {
    authorize(op.actor, adminPolicy['translators.read'], undefined);
    const rows = await translationRepo.translatorsPage(this.d.db, query, PAGE + 1, pageOffset(query.page, PAGE));
    const page = numberedPage(rows, query.page, PAGE);
    return { data: page.data.map(presentTranslator), next_page: page.next_page };
  }

  async candidates(op: Operator, q: string): Promise<AdminTranslatorCandidates> {
    authorize(op.actor, adminPolicy['translators.read'], undefined);
    const members = await adminRepo.searchMembers(this.d.db, { q }, CANDIDATES, 0);
    const roles = new Map(
      (
        await translationRepo.translatorsOf(
          this.d.db,
          members.map((m) => m.id),
        )
      ).map((r) => [r.user_id, r]),
    );
    return {
      data: members.map((m) => {
        const role = roles.get(m.id);
        return { member: presentMemberRef(m), translator: role ? { active: role.active, pairs: role.pairs } : null };
      }),
    };
  }

  /**
   * `PUT admin/translators/{member}`: grant, change pairs or revoke, with its audit entry; the jobs the member
   * took in a pair they lose go back to the queue and are announced as a release is (decision 67).
   */
  async save(op: Operator, userId: number, body: AdminTranslatorBody): Promise<AdminTranslator> {
    authorize(op.actor, adminPolicy['translators.write'], undefined);
    const [target] = await adminRepo.members(this.d.db, [userId]);
    if (!target) throw fail.notFound('No such member');
    if (!body.active && !(await translationRepo.translator(this.d.db, userId))) throw fail.notFound('Not a translator');
    const released = await this.d.db.transaction(async (tx) => {
      const change = body.active
        ? { active: true as const, pairs: body.pairs ?? [] }
        : body.pairs
          ? { active: false as const, pairs: body.pairs }
          : { active: false as const };
      const { released } = await saveTranslatorRoleAudited(tx, userId, change, this.d.now(), {
        actorId: op.actor.id,
        ip: op.ip,
      });
      return released;
    });
    for (const row of released) await this.d.human.announceReleased(row, userId);
    const [row] = await translationRepo.translatorsPage(this.d.db, { state: 'all', userId }, 1, 0);
    return presentTranslator(row!);
  }

  async jobs(op: Operator, query: AdminTranslationJobsQuery): Promise<AdminTranslationJobPage> {
    authorize(op.actor, adminPolicy['translators.read'], undefined);
    const rows = await translationRepo.jobsPage(this.d.db, query, PAGE + 1, pageOffset(query.page, PAGE));
    const page = numberedPage(rows, query.page, PAGE);
    return { data: await this.presentJobs(page.data), next_page: page.next_page };
  }

  /**
   * `PUT admin/translators/jobs/{id} { action: release }`: a taken job whose deadline has not passed goes
   * back to the queue (one conditional UPDATE, so it cannot cross the translator's answer or the expiry).
   */
  async job(op: Operator, id: number, body: AdminTranslationJobBody): Promise<AdminTranslationJob> {
    authorize(op.actor, adminPolicy['translators.write'], undefined);
    const request = await translationRepo.request(this.d.db, id);
    if (!request) throw fail.notFound('No such translation request');
    const released = await this.d.db.transaction(async (tx) => {
      const row = await translationRepo.release(tx, id, this.d.now());
      if (!row) return null;
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: 'translators.release',
        target: `translation_request:${id}`,
        before: { status: request.status, translator: request.translator_id },
        after: { status: row.status, translator: null },
        reason: body.reason ?? null,
        ip: op.ip,
      });
      return row;
    });
    if (!released) throw fail.conflict('Only a taken job before its deadline can go back to the queue');
    await this.d.human.announceReleased(released, request.translator_id);
    return (await this.presentJobs([released]))[0]!;
  }

  async reports(op: Operator, query: AdminQualityReportsQuery): Promise<AdminQualityReportPage> {
    authorize(op.actor, adminPolicy['translators.read'], undefined);
    const rows = await translationRepo.qualityReports(
      this.d.db,
      REPORT_STATUS[query.state],
      PAGE + 1,
      pageOffset(query.page, PAGE),
    );
    const page = numberedPage(rows, query.page, PAGE);
    return { data: await this.presentReports(page.data), next_page: page.next_page };
  }

  /**
   * `PUT admin/translators/reports/{id}`: dismiss, or uphold — in one transaction the report is decided,
   * the asker gets the price back from revenue (kind `refund`, key `ask-refund:<request>`), the translation
   * is taken down, the audit entry written and the reporter notified as moderation does (decision 65).
   */
  async decide(op: Operator, id: number, body: AdminQualityDecisionBody): Promise<AdminQualityReport> {
    authorize(op.actor, adminPolicy['translators.write'], undefined);
    const found = await translationRepo.qualityReport(this.d.db, id);
    if (!found) throw fail.notFound('No such report');
    const { report, request } = found;
    if (report.status !== 'open') throw fail.conflict('This report was decided already');
    if (request.translator_id === op.actor.id || request.asker_id === op.actor.id)
      throw fail.forbidden('Operators do not decide reports about their own translations');
    const uphold = body.decision === 'uphold';
    let events: BusEvent[] = [];
    let balance: number | undefined;
    await this.d.db.transaction(async (tx) => {
      const decided = await reportRepo.decide(tx, id, {
        status: uphold ? 'reviewed' : 'dismissed',
        // Stored as moderation's decisions, so the moderation queue and the reporter's bell read it as theirs.
        decision: uphold ? 'hide' : 'dismiss',
        decision_reason: body.reason ?? null,
        decided_by: op.actor.id,
        decided_at: this.d.now(),
      });
      if (!decided) throw fail.conflict('This report was decided already');
      let refunded = 0;
      if (uphold) {
        await translationRepo.forgetHuman(tx, request);
        if (request.status === 'done' && request.price > 0) {
          const back = await this.d.ledger.transfer(
            {
              from: SystemAccount.revenue,
              to: userAccount(request.asker_id),
              amount: request.price,
              kind: 'refund',
              relatedId: request.id,
              idempotencyKey: `ask-refund:${request.id}`,
            },
            tx,
          );
          if (!back.replayed) refunded = request.price;
          balance = back.balances.get(request.asker_id);
        }
      }
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: 'translators.report',
        target: `report:${id}`,
        before: { status: report.status, request: request.id, translator: request.translator_id },
        after: { status: decided.status, decision: body.decision, refunded },
        reason: body.reason ?? null,
        ip: op.ip,
      });
      const [reporter] = await adminRepo.members(tx, [report.reporter_id]);
      if (reporter) {
        events = [
          await this.d.notifications.notify(tx, reporter.id, 'report', {
            user_id: reporter.id,
            name: reporter.name,
            avatar: reporter.avatar,
            report_id: id,
            decision: uphold ? 'hide' : 'dismiss',
          }),
        ];
      }
    });
    await this.d.notifications.publish(events);
    if (balance !== undefined) {
      await this.d.bus.publish({ to: request.asker_id, event: 'balance', payload: { balance } });
    }
    const after = await translationRepo.qualityReport(this.d.db, id);
    return (await this.presentReports([after!]))[0]!;
  }

  /** `GET admin/translators/pay?month=`: read-only; gold leaves through partners' withdrawals (decision 65). */
  async pay(op: Operator, query: AdminTranslatorPayQuery): Promise<AdminTranslatorPayPage> {
    authorize(op.actor, adminPolicy['translators.read'], undefined);
    const { month, from, to } = monthRange(query.month, this.d.now());
    const rows = await translationRepo.payPage(this.d.db, from, to, PAGE + 1, pageOffset(query.page, PAGE));
    const page = numberedPage(rows, query.page, PAGE);
    return {
      month,
      data: page.data.map((r) => ({
        member: member(r),
        month_jobs: r.month_jobs,
        month_earned: r.month_earned,
        total_earned: r.total_earned,
        withdrawn: r.withdrawn,
        pending: r.pending,
        balance: r.balance,
      })),
      next_page: page.next_page,
    };
  }

  private async refs(ids: (number | null)[]): Promise<Map<number, AdminMemberRef>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    return new Map((await adminRepo.members(this.d.db, wanted)).map((m) => [m.id, presentMemberRef(m)]));
  }

  private async presentJobs(rows: TranslationRequestRow[]): Promise<AdminTranslationJob[]> {
    const people = await this.refs(rows.map((r) => r.translator_id));
    const now = this.d.now();
    return rows.map((r) => ({
      id: r.id,
      type: r.item_type as TranslatableType,
      state: r.status as TranslationJobState,
      source: r.source,
      target: r.target,
      chars: [...r.content].length,
      price: r.price,
      translator: r.translator_id ? (people.get(r.translator_id) ?? null) : null,
      created_at: r.created_at.toISOString(),
      deadline_at: r.deadline_at.toISOString(),
      claimed_at: r.claimed_at?.toISOString() ?? null,
      answered_at: r.answered_at?.toISOString() ?? null,
      can_release: r.status === 'claimed' && r.deadline_at > now,
    }));
  }

  private async presentReports(
    rows: Awaited<ReturnType<typeof translationRepo.qualityReports>>,
  ): Promise<AdminQualityReport[]> {
    const people = await this.refs(rows.flatMap((r) => [r.report.reporter_id, r.request.translator_id]));
    return rows.map(({ report, request }) => ({
      id: report.id,
      state: qualityState(report.status),
      reason: report.content,
      reporter: people.get(report.reporter_id) ?? {
        id: report.reporter_id,
        name: '',
        avatar: null,
        status: 'active',
      },
      job: {
        id: request.id,
        source: request.source,
        target: request.target,
        original: request.content,
        translation: request.answer,
        price: request.price,
        translator: request.translator_id ? (people.get(request.translator_id) ?? null) : null,
      },
      decision_reason: report.decision_reason,
      decided_at: report.decided_at?.toISOString() ?? null,
      created_at: report.created_at.toISOString(),
    }));
  }
}

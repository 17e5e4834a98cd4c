import { ERASED_STATUS } from '../account/erased';
import type {
  AdminEmailBody,
  AdminSignOutBody,
  AdminTwoFactorResetBody,
  AdminGoldBody,
  AdminGoldResult,
  AdminSession,
  AdminUserDetail,
  AdminUsersQuery,
  AdminUserUpdateBody,
  AuditQuery,
} from '@yuanfen/contract';
import { fill, mailTexts } from '@yuanfen/i18n/mail';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit.repo';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import { firstSpoken } from '../../platform/language';
import type { Mailer } from '../../platform/mailer';
import { numberedPage, pageOffset } from '../../platform/pagination';
import { authorize, rolesOf, type MemberActor } from '../../platform/policy';
import { accountRepo } from '../account/account.repo';
import type { SessionService } from '../account/session.service';
import { SystemAccount, userAccount, type LedgerService } from '../money/ledger.service';
import type { VipService } from '../vip/vip.service';
import { adminPolicy, permissionsOf } from './admin.policy';
import { presentAdminUser, presentAdminUserDetail, presentAuditEntry, presentLedgerEntry } from './admin.presenter';
import { adminRepo } from './admin.repo';
import type { TwoFactorService } from './two-factor.service';

const USERS_PAGE = 20;
const AUDIT_PAGE = 50;
const RECENT_LEDGER = 20;

/** The operator acting, and where from (for the audit log). */
export interface Operator {
  actor: MemberActor;
  ip: string;
}

export interface AdminDeps {
  db: Db;
  sessions: SessionService;
  ledger: LedgerService;
  vip: Pick<VipService, 'grant'>;
  twoFactor: TwoFactorService;
  bus: EventBus;
  mailer: Mailer;
}

/** `olga@example.com` → `o***@example.com`: the old address's notice names the new one without giving it away. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

const memberNotFound = () => fail.notFound('No such member');

/**
 * The console's members, gold corrections and audit log (issue 17). Each call authorizes its permission
 * first (admin.policy.ts); each write and its audit entry share one transaction (`recordAudit`).
 */
export class AdminService {
  constructor(private readonly d: AdminDeps) {}

  async session(actor: MemberActor): Promise<AdminSession> {
    const row = await accountRepo.findById(this.d.db, actor.id);
    if (!row) throw fail.unauthorized();
    return {
      id: row.id,
      name: row.name,
      roles: rolesOf(row.roles),
      two_factor: await this.d.twoFactor.enabled(actor.id),
      permissions: permissionsOf(actor),
    };
  }

  async searchUsers(op: Operator, query: AdminUsersQuery) {
    authorize(op.actor, adminPolicy['users.read'], undefined);
    const rows = await adminRepo.searchMembers(this.d.db, query, USERS_PAGE + 1, pageOffset(query.page, USERS_PAGE));
    const page = numberedPage(rows, query.page, USERS_PAGE);
    return { data: page.data.map(presentAdminUser), next_page: page.next_page };
  }

  async user(op: Operator, id: number): Promise<AdminUserDetail> {
    authorize(op.actor, adminPolicy['users.read'], undefined);
    return this.detail(id);
  }

  private async detail(id: number): Promise<AdminUserDetail> {
    const row = await adminRepo.member(this.d.db, id);
    if (!row) throw memberNotFound();
    const account = userAccount(id);
    const [devices, ledger, twoFactor] = await Promise.all([
      adminRepo.devicesOf(this.d.db, id),
      adminRepo.ledgerOf(this.d.db, account, RECENT_LEDGER),
      this.d.twoFactor.enabled(id),
    ]);
    return presentAdminUserDetail(row, {
      twoFactor,
      devices,
      ledger: ledger.map((entry) => presentLedgerEntry(entry, account)),
    });
  }

  /**
   * Roles, partner level, status, VIP months and the mall (`bd`), each field under its own permission (all are checked
   * before anything is written). Suspending or banning ends the member's sessions at once and kicks
   * their live sockets on every node (`kick` through the bus).
   */
  async updateUser(op: Operator, id: number, body: AdminUserUpdateBody): Promise<AdminUserDetail> {
    if (body.roles !== undefined) authorize(op.actor, adminPolicy['users.roles'], undefined);
    if (body.status !== undefined) authorize(op.actor, adminPolicy['users.status'], undefined);
    if (body.is_partner !== undefined) authorize(op.actor, adminPolicy['users.partner'], undefined);
    if (body.vip_months !== undefined) authorize(op.actor, adminPolicy['users.vip'], undefined);
    if (body.bd !== undefined) authorize(op.actor, adminPolicy['users.mall'], undefined);
    const before = await accountRepo.findById(this.d.db, id);
    if (!before) throw memberNotFound();
    if (id === op.actor.id && (body.status !== undefined || body.roles !== undefined))
      throw fail.forbidden('Operators cannot change their own status or roles');
    if (before.status === 'deactivated' && body.status !== undefined)
      throw fail.conflict('This account is deactivated by its member');
    if (before.status === ERASED_STATUS) throw fail.conflict('This account was erased');

    const roles = body.roles === undefined ? undefined : rolesOf(body.roles);
    await this.d.sessions.updateAccount(
      id,
      { status: body.status, roles, is_partner: body.is_partner, bd: body.bd },
      async (tx, row) => {
        const vip = body.vip_months === undefined ? undefined : await this.d.vip.grant(tx, id, body.vip_months);
        const changed = <T>(field: string, was: T, now: T | undefined) =>
          now === undefined ? [] : [[field, was, now]];
        const fields = [
          ...changed('status', before.status, body.status),
          ...changed('roles', before.roles, roles),
          ...changed('is_partner', before.is_partner, body.is_partner),
          ...changed('bd', before.bd, body.bd),
          ...changed(
            'vip_expired_at',
            before.vip_expired_at?.toISOString() ?? null,
            vip?.vip_expired_at?.toISOString(),
          ),
        ];
        await recordAudit(tx, {
          actorId: op.actor.id,
          action: 'users.update',
          target: `user:${row.id}`,
          before: Object.fromEntries(fields.map(([field, was]) => [field, was])),
          after: Object.fromEntries(fields.map(([field, , now]) => [field, now])),
          reason: body.reason ?? null,
          ip: op.ip,
        });
      },
    );
    if ((body.status === 'suspended' || body.status === 'banned') && before.status !== body.status)
      await this.d.sessions.endAll(id, body.status);
    return this.detail(id);
  }

  /**
   * A correction entry between the member and `system:adjustments` (kind `adjustment`): positive gives
   * gold, negative takes it back, never below 0 (400022). With an idempotency key a retry moves gold once
   * and writes no second audit entry.
   */
  async gold(op: Operator, id: number, body: AdminGoldBody, idempotencyKey?: string): Promise<AdminGoldResult> {
    authorize(op.actor, adminPolicy['users.gold'], undefined);
    if (!(await accountRepo.findById(this.d.db, id))) throw memberNotFound();
    const member = userAccount(id);
    const give = body.amount > 0;
    const result = await this.d.db.transaction(async (tx) => {
      const moved = await this.d.ledger.transfer(
        {
          from: give ? SystemAccount.adjustments : member,
          to: give ? member : SystemAccount.adjustments,
          amount: Math.abs(body.amount),
          kind: 'adjustment',
          relatedId: `operator:${op.actor.id}`,
          ...(idempotencyKey ? { idempotencyKey: `admin-gold:${id}:${idempotencyKey}` } : {}),
        },
        tx,
      );
      const balance = moved.balances.get(id)!;
      if (!moved.replayed) {
        await recordAudit(tx, {
          actorId: op.actor.id,
          action: 'users.gold',
          target: `user:${id}`,
          before: { balance: balance - body.amount },
          after: { balance, ledger_entry: moved.entry.id },
          reason: body.reason,
          ip: op.ip,
        });
      }
      return { moved, balance };
    });
    if (!result.moved.replayed)
      await this.d.bus.publish({ to: id, event: 'balance', payload: { balance: result.balance } });
    return {
      balance: result.balance,
      entry: presentLedgerEntry(result.moved.entry, member),
      replayed: result.moved.replayed,
    };
  }

  /**
   * Signs one device of the member out (`device_id`), or every device: its refresh tokens are revoked, every
   * node forgets the cached sign-in and the live sockets are kicked (`kick` through the bus). Audited.
   */
  async signOut(op: Operator, id: number, body: AdminSignOutBody): Promise<AdminUserDetail> {
    authorize(op.actor, adminPolicy['users.devices'], undefined);
    if (!(await accountRepo.findById(this.d.db, id))) throw memberNotFound();
    if (body.device_id !== undefined) {
      const device = await accountRepo.device(this.d.db, body.device_id);
      if (!device || device.user_id !== id) throw fail.notFound('No such device');
    }
    await this.d.db.transaction((tx) =>
      recordAudit(tx, {
        actorId: op.actor.id,
        action: 'users.signOut',
        target: `user:${id}`,
        after: { device: body.device_id ?? 'all' },
        reason: body.reason,
        ip: op.ip,
      }),
    );
    if (body.device_id === undefined) await this.d.sessions.endAll(id, 'logout');
    else await this.d.sessions.endDevice(id, body.device_id);
    return this.detail(id);
  }

  /**
   * Sets a new e-mail address, unverified until the member confirms it (400 when another account has it).
   * The old address is told, in the member's language, once the change is committed.
   */
  async email(op: Operator, id: number, body: AdminEmailBody): Promise<AdminUserDetail> {
    authorize(op.actor, adminPolicy['users.email'], undefined);
    const before = await accountRepo.findById(this.d.db, id);
    if (!before) throw memberNotFound();
    const email = body.email.toLowerCase();
    const owner = await accountRepo.findByEmail(this.d.db, email);
    if (owner && owner.id !== id) throw fail.validation({ email: 'Email is already registered' });
    await this.d.db.transaction(async (tx) => {
      await accountRepo.updateUser(tx, id, { email, email_verified: 0 });
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: 'users.email',
        target: `user:${id}`,
        before: { email: before.email, email_verified: before.email_verified },
        after: { email, email_verified: 0 },
        reason: body.reason,
        ip: op.ip,
      });
    });
    if (before.email && before.email !== email) {
      const texts = mailTexts(firstSpoken([before.language], 'en')).emailChanged;
      await this.d.mailer
        .sendMail({
          to: before.email,
          subject: texts.subject,
          text: fill(texts.body, { name: before.name, email: maskEmail(email) }),
        })
        .catch(() => undefined);
    }
    return this.detail(id);
  }

  /**
   * Resets another operator's two-factor sign-in (admin only, never one's own): their secret and recovery
   * codes go, and every console call answers `two_factor_required` until they enrol again. Audited.
   */
  async resetTwoFactor(op: Operator, id: number, body: AdminTwoFactorResetBody): Promise<AdminUserDetail> {
    authorize(op.actor, adminPolicy['users.twoFactor'], undefined);
    if (id === op.actor.id) throw fail.forbidden('Operators cannot reset their own two-factor sign-in');
    if (!(await accountRepo.findById(this.d.db, id))) throw memberNotFound();
    await this.d.db.transaction(async (tx) => {
      if (!(await this.d.twoFactor.reset(tx, id))) throw fail.conflict('This member has no two-factor sign-in');
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: 'users.twoFactor',
        target: `user:${id}`,
        before: { two_factor: true },
        after: { two_factor: false },
        reason: body.reason,
        ip: op.ip,
      });
    });
    return this.detail(id);
  }

  async audit(op: Operator, query: AuditQuery) {
    authorize(op.actor, adminPolicy['audit.read'], undefined);
    const rows = await adminRepo.auditPage(this.d.db, query, AUDIT_PAGE + 1, pageOffset(query.page, AUDIT_PAGE));
    const page = numberedPage(rows, query.page, AUDIT_PAGE);
    return { data: page.data.map(presentAuditEntry), next_page: page.next_page };
  }
}

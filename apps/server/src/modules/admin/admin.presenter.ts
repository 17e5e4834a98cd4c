import type { AdminLedgerEntry, AdminMemberRef, AdminUser, AdminUserDetail, AuditEntry } from '@yuanfen/contract';
import type { auditLog, devices, ledger } from '../../db/schema';
import { rolesOf } from '../../platform/policy';
import { ERASED_STATUS } from '../account/erased';
import type { MemberRow } from './admin.repo';

type Status = AdminUser['status'];
/** An erased account (`erase-member`) is shown deactivated: it never comes back. */
const statusOf = (status: string): Status =>
  status === ERASED_STATUS
    ? 'deactivated'
    : status === 'suspended' || status === 'banned' || status === 'deactivated'
      ? status
      : 'active';

export function presentAdminUser(
  row: Omit<MemberRow, 'language' | 'gender' | 'verified' | 'email_verified' | 'phone_verified'>,
): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    status: statusOf(row.status),
    roles: rolesOf(row.roles),
    is_partner: row.is_partner,
    bd: row.bd,
    vip: row.vip,
    vip_expired_at: row.vip_expired_at?.toISOString() ?? null,
    balance: row.balance,
    created_at: row.created_at.toISOString(),
    last_active_at: row.last_active_at.toISOString(),
  };
}

/** A ledger row from the member's side: signed amount and the other account. */
export function presentLedgerEntry(row: typeof ledger.$inferSelect, account: string): AdminLedgerEntry {
  const incoming = row.to_account === account;
  return {
    id: row.id,
    amount: incoming ? row.amount : -row.amount,
    kind: row.kind,
    counterpart: incoming ? row.from_account : row.to_account,
    related_id: row.related_id,
    created_at: row.created_at.toISOString(),
  };
}

export function presentAdminUserDetail(
  row: MemberRow,
  extra: { twoFactor: boolean; devices: (typeof devices.$inferSelect)[]; ledger: AdminLedgerEntry[] },
): AdminUserDetail {
  return {
    ...presentAdminUser(row),
    language: row.language,
    gender: row.gender,
    free: row.free,
    verified: row.verified,
    email_verified: row.email_verified,
    phone_verified: row.phone_verified,
    two_factor: extra.twoFactor,
    devices: extra.devices.map((d) => ({
      id: d.id,
      client_kind: d.client_kind,
      user_agent: d.user_agent,
      signed_in: d.revoked_at === null,
      last_seen_at: d.last_seen_at.toISOString(),
      created_at: d.created_at.toISOString(),
    })),
    ledger: extra.ledger,
  };
}

export const presentMemberRef = (row: {
  id: number;
  name: string;
  avatar: string | null;
  status: string;
}): AdminMemberRef => ({
  id: row.id,
  name: row.name,
  avatar: row.avatar,
  status: statusOf(row.status),
});

export function presentAuditEntry(row: { entry: typeof auditLog.$inferSelect; actor_name: string | null }): AuditEntry {
  const { entry } = row;
  return {
    id: entry.id,
    actor_id: entry.actor_id,
    actor_name: row.actor_name,
    action: entry.action,
    target: entry.target,
    reason: entry.reason,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
    created_at: entry.created_at.toISOString(),
  };
}

import type { AdminMemberRef, AdminWithdrawal, Withdrawal, WithdrawMethod, WithdrawStatus } from '@yuanfen/contract';
import type { WithdrawalRow } from './withdraw.repo';

/** All but the last 4 characters hidden (`••••1234`); short details keep only their last character. */
export function maskAccount(account: string): string {
  const keep = account.length > 6 ? 4 : 1;
  return `${'•'.repeat(Math.min(8, Math.max(3, account.length - keep)))}${account.slice(-keep)}`;
}

/** A withdrawal as its partner sees it. */
export function presentWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status as WithdrawStatus,
    method: row.method as WithdrawMethod,
    account: maskAccount(row.account),
    reason: row.reason,
    rate_week: row.rate_week,
    rate: row.rate,
    currency: row.currency,
    payout_cents: row.payout_cents,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/** A withdrawal as the console shows it: the member and the account details in full. */
export function presentAdminWithdrawal(row: WithdrawalRow, member: AdminMemberRef | undefined): AdminWithdrawal {
  return {
    ...presentWithdrawal(row),
    account: row.account,
    member: member ?? { id: row.user_id, name: '', avatar: null, status: 'active' },
    decided_by: row.decided_by,
  };
}

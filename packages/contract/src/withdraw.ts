import { z } from 'zod';
import { numberedPage, PageQuery } from './pagination';
import { AdminMemberRef } from './admin';
import {
  WITHDRAW_ACTIONS,
  WITHDRAW_METHODS,
  WITHDRAW_REASON_MAX,
  WITHDRAW_STATUSES,
  withdrawAccountProblem,
} from './withdraw.constants';

const accountMessages = {
  empty: 'Cannot be empty',
  long: 'Too long',
  format: 'Not a valid account for this method',
} as const;

/**
 * `POST withdraw`: a partner's cash-out. `amount` whole gold (the minimum and what may be withdrawn are the
 * server's, by operator setting); `account` checked per method (Alipay: e-mail or phone; bank: IBAN or
 * account number; other: free text).
 */
export const WithdrawBody = z
  .strictObject({
    amount: z.number().int('Whole gold only').positive('Must be more than 0').max(1_000_000_000),
    method: z.enum(WITHDRAW_METHODS, { message: 'Unknown method' }),
    account: z.string().max(1000),
  })
  .superRefine((body, ctx) => {
    const problem = withdrawAccountProblem(body.method, body.account);
    if (problem) ctx.addIssue({ code: 'custom', path: ['account'], message: accountMessages[problem] });
  });
export type WithdrawBody = z.infer<typeof WithdrawBody>;

/** A withdrawal as its partner sees it: the account details masked. */
export const Withdrawal = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  status: z.enum(WITHDRAW_STATUSES),
  method: z.enum(WITHDRAW_METHODS),
  /** The account details with all but their last 4 characters hidden. */
  account: z.string(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  /** When paid: the week whose rate valued it, the rate, the currency and what was paid in cents (fen). */
  rate_week: z.string().nullable(),
  rate: z.string().nullable(),
  currency: z.string().nullable(),
  payout_cents: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;
export const WithdrawResponse = z.object({
  withdrawal: Withdrawal,
  /** The partner's balance and what they may still withdraw after this one. */
  balance: z.number().int(),
  withdrawable: z.number().int(),
});
export type WithdrawResponse = z.infer<typeof WithdrawResponse>;
export const WithdrawPage = numberedPage(Withdrawal);
export type WithdrawPage = z.infer<typeof WithdrawPage>;
export const WithdrawPageQuery = PageQuery;

/** One week's rate: currency units per gold, exact decimal strings. */
export const WithdrawRateWeek = z.object({
  week: z.string(),
  usd: z.string(),
  cny: z.string(),
  recharged_gold: z.number().int(),
  paid_out_gold: z.number().int(),
});
export type WithdrawRateWeek = z.infer<typeof WithdrawRateWeek>;
/** `GET withdraw/rate`: the rate in force (the last completed ISO week's), and the weeks before, newest first. */
export const WithdrawRate = z.object({
  rate: z.object({ usd: z.string(), cny: z.string() }),
  week: z.string(),
  history: z.array(WithdrawRateWeek),
  /** The operator's minimum per withdrawal and clearing period, for the form. */
  min_gold: z.number().int(),
  clearing_days: z.number().int(),
});
export type WithdrawRate = z.infer<typeof WithdrawRate>;

/** `GET admin/withdrawals?status=&page=`. */
export const AdminWithdrawalsQuery = PageQuery.extend({ status: z.enum(WITHDRAW_STATUSES).default('pending') });
export type AdminWithdrawalsQuery = z.infer<typeof AdminWithdrawalsQuery>;
export const AdminWithdrawal = Withdrawal.extend({
  member: AdminMemberRef,
  /** The account details in full (the operator pays to them). */
  account: z.string(),
  decided_by: z.number().int().nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>;
export const AdminWithdrawalPage = numberedPage(AdminWithdrawal);
export const AdminWithdrawalIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** `PUT admin/withdrawals/{id}`: approve, pay (at the current weekly rate) or reject (a reason is required). */
export const AdminWithdrawalDecisionBody = z
  .strictObject({
    action: z.enum(WITHDRAW_ACTIONS, { message: 'Unknown action' }),
    reason: z.string().trim().max(WITHDRAW_REASON_MAX).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'reject' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why it is rejected' });
  });
export type AdminWithdrawalDecisionBody = z.infer<typeof AdminWithdrawalDecisionBody>;

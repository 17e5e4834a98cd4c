/*
 * Cash-out (issue 18, docs/decisions.md 40): the constants of partner withdrawals, apart from their
 * schemas so that the web's screens read them without pulling zod into their chunk.
 */

/** How a partner is paid: Alipay (an e-mail or a phone number), a bank account, or something else. */
export const WITHDRAW_METHODS = ['alipay', 'bank', 'other'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];

/** A withdrawal's statuses: pending → approved → paid, or pending | approved → rejected. */
export const WITHDRAW_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** What an operator does with a withdrawal (`PUT admin/withdrawals/{id}`). */
export const WITHDRAW_ACTIONS = ['approve', 'pay', 'reject'] as const;
export type WithdrawAction = (typeof WITHDRAW_ACTIONS)[number];

/** The longest account details a partner may give, and a rejection reason. */
export const WITHDRAW_ACCOUNT_MAX = 200;
export const WITHDRAW_REASON_MAX = 500;

/** Decimals of a weekly rate (currency units per gold), stored and shown as an exact decimal string. */
export const WITHDRAW_RATE_DECIMALS = 6;

/** The currency a method is paid in: Alipay in CNY, a bank account and anything else in USD. */
export const WITHDRAW_CURRENCY: Record<WithdrawMethod, 'USD' | 'CNY'> = { alipay: 'CNY', bank: 'USD', other: 'USD' };

/** How many past weeks `GET withdraw/rate` lists. */
export const WITHDRAW_RATE_HISTORY = 12;

/** Alipay account: an e-mail address or a phone number (digits, optionally a leading +, spaces, dashes). */
export const ALIPAY_ACCOUNT = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|\+?[0-9][0-9 -]{4,22}[0-9])$/;
/** Bank account: an IBAN or an account number (letters, digits, spaces and dashes, 8 to 40 of them). */
export const BANK_ACCOUNT = /^[A-Za-z0-9][A-Za-z0-9 -]{6,38}[A-Za-z0-9]$/;

/** What the account details of `method` break, or null when they are fine (the server checks the same). */
export function withdrawAccountProblem(method: WithdrawMethod, account: string): 'empty' | 'long' | 'format' | null {
  const value = account.trim();
  if (!value) return 'empty';
  if (value.length > WITHDRAW_ACCOUNT_MAX) return 'long';
  if (method === 'alipay' && !ALIPAY_ACCOUNT.test(value)) return 'format';
  if (method === 'bank' && !BANK_ACCOUNT.test(value)) return 'format';
  return null;
}

/**
 * The money `amount` gold is worth at `rate` (a decimal string of currency units per gold), in integer
 * cents (fen), rounded down: exact integer arithmetic on the rate's digits, no floating point.
 */
export function payoutCents(amount: number, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const micro =
    BigInt(whole) * 10n ** BigInt(WITHDRAW_RATE_DECIMALS) +
    BigInt((fraction + '0'.repeat(WITHDRAW_RATE_DECIMALS)).slice(0, WITHDRAW_RATE_DECIMALS) || '0');
  // units per gold × 10^6 → cents: × 100 / 10^6.
  return Number((BigInt(amount) * micro * 100n) / 10n ** BigInt(WITHDRAW_RATE_DECIMALS));
}

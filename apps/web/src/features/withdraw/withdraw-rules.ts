import { payoutCents, withdrawAccountProblem, type WithdrawMethod, type WithdrawRate } from '@yuanfen/contract';

/** What the form checks before sending (the server checks the same again). */
export interface WithdrawProblems {
  amount?: { key: 'amountWhole' | 'belowMinimum' | 'aboveWithdrawable'; min?: number; max?: number };
  account?: 'accountEmpty' | 'accountLong' | 'accountAlipay' | 'accountBank';
}

/** The form's problems for an amount (as typed), a method and account details. */
export function withdrawProblems(
  input: { amount: string; method: WithdrawMethod; account: string },
  limits: { min: number; max: number },
): WithdrawProblems {
  const problems: WithdrawProblems = {};
  const amount = Number(input.amount);
  if (!/^\d+$/.test(input.amount.trim()) || !Number.isSafeInteger(amount) || amount <= 0)
    problems.amount = { key: 'amountWhole' };
  else if (amount < limits.min) problems.amount = { key: 'belowMinimum', min: limits.min };
  else if (amount > limits.max) problems.amount = { key: 'aboveWithdrawable', max: limits.max };
  const account = withdrawAccountProblem(input.method, input.account);
  if (account === 'empty') problems.account = 'accountEmpty';
  else if (account === 'long') problems.account = 'accountLong';
  else if (account === 'format') problems.account = input.method === 'alipay' ? 'accountAlipay' : 'accountBank';
  return problems;
}

/** What `amount` gold is worth at the rate in force, in cents of each currency (rounded down, as paid). */
export function worthOf(amount: number, rate: WithdrawRate['rate']): { usd: number; cny: number } {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { usd: 0, cny: 0 };
  return { usd: payoutCents(amount, rate.usd), cny: payoutCents(amount, rate.cny) };
}

const localeOf = (language: string) => (language === 'tw' ? 'zh-TW' : language === 'zh' ? 'zh-CN' : language);

/** Cents (fen) of a currency as the interface language writes money. */
export const formatMoney = (cents: number, currency: string, language: string): string =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(cents / 100);

/** A rate (a decimal string per gold) as money, with up to 4 decimals so small rates stay readable. */
export const formatRate = (rate: string, currency: string, language: string): string =>
  new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(Number(rate));

/**
 * The chart's points: oldest week first, each week's USD rate scaled into a `width` × `height` box
 * (the lowest rate is not the bottom: the axis starts at 0 so a small change looks small).
 */
export function chartPoints(
  history: readonly { week: string; usd: string }[],
  width: number,
  height: number,
): { week: string; usd: string; x: number; y: number }[] {
  const weeks = [...history].reverse();
  const top = Math.max(...weeks.map((w) => Number(w.usd)), 0) || 1;
  const step = weeks.length > 1 ? width / (weeks.length - 1) : 0;
  return weeks.map((w, i) => ({
    week: w.week,
    usd: w.usd,
    x: weeks.length > 1 ? i * step : width / 2,
    y: height - (Number(w.usd) / top) * height,
  }));
}

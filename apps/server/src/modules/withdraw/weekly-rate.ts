import { CNY_PER_USD_RATE, rechargePriceCents, WITHDRAW_RATE_DECIMALS } from '@yuanfen/contract';

/*
 * The weekly rate of gold to money (docs/money.md "Cash-out"): pure arithmetic on integers. A rate is
 * kept in millionths of a currency unit per gold (`micro`) and written as an exact decimal string with
 * WITHDRAW_RATE_DECIMALS places; nothing goes through a float.
 */

const DAY_MS = 86_400_000;
const SCALE = 10n ** BigInt(WITHDRAW_RATE_DECIMALS);

/** The Monday 00:00 UTC that starts the ISO week of `at`. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(day.getTime() - weekday * DAY_MS);
}

/** The ISO week of `at`, `2026-W48` (the year is the one of the week's Thursday). */
export function isoWeek(at: Date): string {
  const thursday = new Date(weekStart(at).getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = weekStart(new Date(Date.UTC(year, 0, 4))).getTime() + 3 * DAY_MS;
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The last ISO week that has ended at `now`, with its bounds [from, to). */
export function lastCompletedWeek(now: Date): { week: string; from: Date; to: Date } {
  const to = weekStart(now);
  const from = new Date(to.getTime() - 7 * DAY_MS);
  return { week: isoWeek(from), from, to };
}

/** Money per gold × the payout percent, in micro-units: `cents` × 10⁴ / 10² × percent / 100 / `gold`. */
export const microPerGold = (cents: number, gold: number, percent: number): bigint =>
  gold > 0 ? (BigInt(cents) * 100n * BigInt(Math.round(percent))) / BigInt(gold) : 0n;

/** 1234567n → `1.234567`. */
export function formatMicro(micro: bigint): string {
  const fraction = (micro % SCALE).toString().padStart(WITHDRAW_RATE_DECIMALS, '0');
  return `${micro / SCALE}.${fraction}`;
}

export interface WeekMoney {
  usd: { gold: number; cents: number };
  cny: { gold: number; cents: number };
}

/**
 * The week's rate from its recharges: per currency, the money received per gold recharged in it × the
 * payout percent. A currency without recharges that week follows the other one at the fixed CNY/USD
 * factor of the price table; a week without any recharge answers null (the caller falls back).
 */
export function rateOfWeek(money: WeekMoney, percent: number): { usd: string; cny: string } | null {
  let usd = money.usd.gold > 0 ? microPerGold(money.usd.cents, money.usd.gold, percent) : null;
  let cny = money.cny.gold > 0 ? microPerGold(money.cny.cents, money.cny.gold, percent) : null;
  const factor = BigInt(CNY_PER_USD_RATE);
  if (usd === null && cny === null) return null;
  usd ??= cny! / factor;
  cny ??= usd * factor;
  return { usd: formatMicro(usd), cny: formatMicro(cny) };
}

/**
 * The rate when no week ever had a recharge: the recharge price table at the default rate (the price of
 * 1000 gold to a member without VIP, in each currency) × the payout percent.
 */
export function defaultRate(priceRate: number, percent: number): { usd: string; cny: string } {
  const per = 1000;
  return {
    usd: formatMicro(microPerGold(rechargePriceCents(per, priceRate, 'USD', false), per, percent)),
    cny: formatMicro(microPerGold(rechargePriceCents(per, priceRate, 'CNY', false), per, percent)),
  };
}

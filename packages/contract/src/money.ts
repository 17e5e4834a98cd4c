import { z } from 'zod';

/** Recharge presets in gold (spec §9). */
export const RECHARGE_PRESETS = [20, 50, 100, 200, 500] as const;
export const RECHARGE_DEFAULT = 50;
export const RECHARGE_CUSTOM_MAX = 1000;
export const CNY_PER_USD_RATE = 6;
export const VIP_RECHARGE_DISCOUNT = 0.05;
/** The balance gateway is offered for upgrades only when the balance is above this. */
export const BALANCE_GATEWAY_MIN = 30;
export const VIP_BASE_PRICE = 30;

export interface VipPack {
  months: number;
  /** Price in whole gold: (30 − (months − 1)) × months, rounded (ARCHITECTURE.md §6). */
  price: number;
  /** Savings percent as the spec lists it; `plus` marks "50+". */
  savings: number;
  plus: boolean;
  lifetime: boolean;
  trial: boolean;
}

export const vipPrice = (months: number) => Math.round((VIP_BASE_PRICE - (months - 1)) * months);

const packRows: [months: number, savings: number][] = [
  [1, 0],
  [3, 6.6],
  [6, 16.6],
  [12, 36.6],
  [15, 50],
  [0.25, 0],
];
export const VIP_PACKS: readonly VipPack[] = packRows.map(([months, savings]) => ({
  months,
  price: vipPrice(months),
  savings,
  plus: savings >= 50,
  lifetime: months > 12,
  trial: months === 0.25,
}));
export const VIP_DEFAULT_MONTHS = 3;
export const VIP_MONTHS = VIP_PACKS.map((p) => p.months);

/** Rounds money to cents: amounts of real money are integer cents. */
export const toCents = (amount: number) => Math.round(amount * 100);

/**
 * The price of `units` gold in integer cents: units × rate in USD, 5 % off for VIP; in CNY the rate is
 * multiplied by 6 (spec §9).
 */
export function rechargePriceCents(units: number, rate: number, currency: 'USD' | 'CNY', vip: boolean): number {
  const unitPrice = currency === 'CNY' ? rate * CNY_PER_USD_RATE : rate;
  const full = units * unitPrice;
  return toCents(currency === 'USD' && vip ? full * (1 - VIP_RECHARGE_DISCOUNT) : full);
}

/** Custom amount above 1000 is capped; a positive custom value overrides the preset (spec §5). */
export function rechargeUnits(preset: number, custom?: number | null): number {
  if (custom && custom > 0) return Math.min(Math.floor(custom), RECHARGE_CUSTOM_MAX);
  return preset;
}

export const GATEWAYS = ['sandbox', 'paypal', 'wechat', 'balance'] as const;
export type Gateway = (typeof GATEWAYS)[number];
export const PAYMENT_STATUSES = ['pending', 'success', 'canceled', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PurchaseBody = z
  .strictObject({
    amount: z.number().int().positive().max(RECHARGE_CUSTOM_MAX).optional(),
    month: z
      .number()
      .refine((m) => VIP_MONTHS.includes(m), 'Unknown VIP pack')
      .optional(),
    for: z.number().int().positive().optional(),
  })
  .refine((b) => (b.amount === undefined) !== (b.month === undefined), {
    message: 'Give either amount or month',
    path: ['amount'],
  });

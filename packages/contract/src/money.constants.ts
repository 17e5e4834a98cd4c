/** Recharge presets in gold (spec §9). */
export const RECHARGE_PRESETS = [20, 50, 100, 200, 500] as const;
export const RECHARGE_DEFAULT = 50;
export const RECHARGE_CUSTOM_MAX = 1000;
export const CNY_PER_USD_RATE = 6;
export const VIP_RECHARGE_DISCOUNT = 0.05;
/** The balance gateway is offered for upgrades only when the balance is above this. */
export const BALANCE_GATEWAY_MIN = 30;
export const VIP_BASE_PRICE = 30;
/** A pending payment is released (credited) after this many days unless the operator sets 3–5. */
export const PAYMENT_RELEASE_DAYS_DEFAULT = 3;

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
export const vipPack = (months: number) => VIP_PACKS.find((p) => p.months === months);

/** Rounds money to cents: amounts of real money are integer cents. */
export const toCents = (amount: number) => Math.round(amount * 100);

export const CURRENCIES = ['USD', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * The price of `units` gold in integer cents: units × rate in USD, 5 % off for VIP; in CNY the rate is
 * multiplied by 6 (spec §9).
 */
export function rechargePriceCents(units: number, rate: number, currency: Currency, vip: boolean): number {
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
/** The currency each gateway charges in; the sandbox follows the edition (CNY on the China edition). */
export const GATEWAY_CURRENCY: Record<Exclude<Gateway, 'balance' | 'sandbox'>, Currency> = {
  paypal: 'USD',
  wechat: 'CNY',
};

/** Payment results (spec §4). */
export const PAYMENT_STATUSES = ['pending', 'success', 'canceled', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** An order's status: `created` until the gateway reports a result. */
export const ORDER_STATUSES = ['created', ...PAYMENT_STATUSES] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How a WeChat Pay order is paid: QR code (desktop), JSAPI (WeChat browser), H5 (other mobile browsers). */
export const WECHAT_SCENES = ['native', 'jsapi', 'h5'] as const;
export type WechatScene = (typeof WECHAT_SCENES)[number];

/** The filters of the spending history (`GET trades?k=`). */
export const TRADE_FILTERS = ['all', 'recharge', 'spend', 'income'] as const;

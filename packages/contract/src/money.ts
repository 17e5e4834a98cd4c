import { z } from 'zod';
import { CursorQuery } from './pagination';
import {
  RECHARGE_CUSTOM_MAX,
  VIP_MONTHS,
  CURRENCIES,
  rechargePriceCents,
  GATEWAYS,
  ORDER_STATUSES,
  WECHAT_SCENES,
  type PaymentStatus,
  TRADE_FILTERS,
} from './money.constants';

/**
 * `POST /v1/payment/{method}/purchase`: `amount` (gold, recharge mode; above 1000 is capped) or `month`
 * (upgrade mode: buys exactly the pack's gold price), and `for` (the member the upgrade is for).
 * `scene` and `openid` only matter to WeChat Pay.
 */
export const PurchaseBody = z
  .strictObject({
    amount: z
      .number()
      .int()
      .positive()
      .transform((v) => Math.min(v, RECHARGE_CUSTOM_MAX))
      .optional(),
    month: z
      .number()
      .refine((m) => VIP_MONTHS.includes(m), 'Unknown VIP pack')
      .optional(),
    for: z.number().int().positive().optional(),
    scene: z.enum(WECHAT_SCENES).optional(),
    openid: z.string().min(1).max(128).optional(),
  })
  .refine((b) => (b.amount === undefined) !== (b.month === undefined), {
    message: 'Give either amount or month',
    path: ['amount'],
  });
export type PurchaseBody = z.input<typeof PurchaseBody>;

/** `payment/{method}/purchase`: the gateway that takes the money (`balance` pays from the gold). */
export const PaymentMethodParam = z.object({ method: z.enum(GATEWAYS) });
/** `payment/orders/{id}`: an order's public id. */
export const PaymentOrderParam = z.object({ id: z.string().max(64) });

/** `GET payment/paypal/return`: what PayPal appends when it sends the payer back (its order token). */
export const PaypalReturnQuery = z.object({ token: z.string().max(64), PayerID: z.string().max(64).optional() });
export const PaypalCancelQuery = z.object({ token: z.string().max(64) });

/** What the WeChat JS bridge needs for `WeixinJSBridge.invoke('getBrandWCPayRequest', js)`. */
export const WechatJsParams = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
export type WechatJsParams = z.infer<typeof WechatJsParams>;

/** The account fields an upgrade changes (`me` of the upgrade result when it was for the viewer). */
export const VipState = z.object({
  vip: z.number().int(),
  free: z.number().int(),
  vip_expired_at: z.string().nullable(),
  trialing: z.number().int(),
  balance: z.number().int(),
});
export type VipState = z.infer<typeof VipState>;

/**
 * Upgrade result (spec §3: status, month, me flag, name). `me` is the viewer's new VIP state when the
 * upgrade was for themselves, else null; `name`/`user_id` name the upgraded member.
 */
export const UpgradeResult = z.object({
  status: z.literal('success'),
  month: z.number(),
  me: VipState.nullable(),
  name: z.string(),
  user_id: z.number().int(),
  vip_expired_at: z.string(),
  balance: z.number().int(),
});
export type UpgradeResult = z.infer<typeof UpgradeResult>;

/**
 * The answer to a purchase. `url`: open it (sandbox confirm page, PayPal approval, WeChat H5);
 * `qr`: a PNG data URL to scan (WeChat native); `js`: invoke the WeChat bridge (JSAPI).
 * The balance gateway upgrades at once and answers `status: success` with the upgrade result.
 */
export const PurchaseResponse = z.object({
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  gateway: z.enum(GATEWAYS),
  amount: z.number().int(),
  price_cents: z.number().int(),
  currency: z.enum(CURRENCIES),
  url: z.string().optional(),
  qr: z.string().optional(),
  js: WechatJsParams.optional(),
  upgrade: UpgradeResult.optional(),
});
export type PurchaseResponse = z.infer<typeof PurchaseResponse>;

/** `GET /v1/payment/orders/{id}`: an order of the viewer, for polling its status. */
export const PaymentOrder = z.object({
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  gateway: z.enum(GATEWAYS),
  /** Gold bought. */
  amount: z.number().int(),
  price_cents: z.number().int(),
  currency: z.enum(CURRENCIES),
  month: z.number().nullable(),
  for: z.number().int().nullable(),
  reason: z.string().nullable(),
  release_at: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentOrder = z.infer<typeof PaymentOrder>;

/** The sandbox confirm page's buttons (ARCHITECTURE.md §4); `pending` simulates a held payment. */
export const SandboxConfirmBody = z.strictObject({
  order_id: z.string().min(1).max(64),
  result: z.enum(['success', 'failed', 'canceled', 'pending']),
  reason: z.string().max(200).optional(),
});
export type SandboxConfirmBody = z.infer<typeof SandboxConfirmBody>;

/** Realtime `pay` payload: the payer's order changed. `amount` is gold. */
export interface PayEvent {
  order_id: string;
  status: PaymentStatus;
  amount: number;
  reason?: string;
  release_at?: string;
}

export const PricePoint = z.object({
  units: z.number().int(),
  /** What the viewer pays, VIP discount applied. */
  usd_cents: z.number().int(),
  /** The USD price without the VIP discount, to show the offer. */
  usd_full_cents: z.number().int(),
  cny_cents: z.number().int(),
});
export type PricePoint = z.infer<typeof PricePoint>;

/** `GET /v1/payment/prices`: everything the recharge modal needs to show exact prices. */
export const PricesResponse = z.object({
  presets: z.array(PricePoint),
  default: z.number().int(),
  custom_max: z.number().int(),
  rate: z.number(),
  vip: z.boolean(),
  vip_discount: z.number(),
  /** Gateways this server accepts (`balance` only for upgrades, when `balance_gateway`). */
  gateways: z.array(z.enum(GATEWAYS)),
  balance: z.number().int(),
  balance_gateway: z.boolean(),
  release_days: z.number().int(),
  packs: z.array(PricePoint.extend({ months: z.number() })),
});
export type PricesResponse = z.infer<typeof PricesResponse>;

export function pricePoint(units: number, rate: number, vip: boolean): PricePoint {
  return {
    units,
    usd_cents: rechargePriceCents(units, rate, 'USD', vip),
    usd_full_cents: rechargePriceCents(units, rate, 'USD', false),
    cny_cents: rechargePriceCents(units, rate, 'CNY', vip),
  };
}

/** Ledger kinds a member sees in the balance history. */
export const TRADE_KINDS = ['recharge', 'vip', 'refund', 'spend', 'income', 'adjustment'] as const;
/** `k` of `GET /v1/trades`: recharges, spending, other income, or everything. */
export const TradeFilter = z.enum(TRADE_FILTERS);
export type TradeFilter = z.infer<typeof TradeFilter>;
export const TradesQuery = /* @__PURE__ */ CursorQuery.extend({ k: TradeFilter.default('all') });

/** One movement of the viewer's gold; `amount` is signed (+ in, − out). */
export const Trade = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: z.string(),
  related_id: z.string().nullable(),
  created_at: z.string(),
});
export type Trade = z.infer<typeof Trade>;
export const TradesPage = z.object({ data: z.array(Trade), next_max_id: z.number().int() });

/** One line of the spending bill (spec §3): gold spent, what on, on which item, when. */
export const BillItem = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  type: z.string(),
  related_id: z.string().nullable(),
  date: z.string(),
});
export type BillItem = z.infer<typeof BillItem>;
export const BillPage = z.object({ data: z.array(BillItem), next_max_id: z.number().int() });

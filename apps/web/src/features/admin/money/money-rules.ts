import {
  GATEWAYS,
  ORDER_STATUSES,
  RECONCILIATION_MISMATCHES,
  REFUND_KINDS,
  type Gateway,
  type OrderStatus,
  type ReconciliationResult,
  type RefundKind,
} from '@yuanfen/contract';

/*
 * The pure parts of the dashboard and the money screens (decisions 56, 57): chart geometry, totals, and the
 * lists' filters as the URL keeps them.
 */

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

/** A round top for a chart's scale: 1, 2 or 5 times a power of ten, at least the largest value (and 1). */
export function niceMax(values: readonly number[]): number {
  const max = Math.max(1, ...values);
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/**
 * One bar a day in a `width` × `height` box, the scale's top at `niceMax`; a day with something gets at
 * least a sliver so it shows, a day with nothing none.
 */
export function barsOf(values: readonly number[], width: number, height: number, gap = 1): Bar[] {
  if (values.length === 0) return [];
  const top = niceMax(values);
  const slot = width / values.length;
  const barWidth = Math.max(slot - gap, 0.5);
  return values.map((value, i) => {
    const h = value <= 0 ? 0 : Math.max((value / top) * height, 1);
    return { x: i * slot + (slot - barWidth) / 2, y: height - h, width: barWidth, height: h, value };
  });
}

export const total = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0);

/** The last value of a series (today's), 0 when empty. */
export const latest = (values: readonly number[]): number => values[values.length - 1] ?? 0;

/** Whether a reconciliation result is one the finance team must look into. */
export const isMismatch = (result: ReconciliationResult): boolean => RECONCILIATION_MISMATCHES.includes(result);

export interface OrderFilter {
  status?: OrderStatus;
  gateway?: Gateway;
  user?: number;
  mismatch?: 1;
}

const positiveId = (value: string | null): number | undefined => {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/** The orders list's filters from the URL; anything the server would refuse is left out. */
export function orderFilterOf(params: URLSearchParams): OrderFilter {
  const status = ORDER_STATUSES.find((s) => s === params.get('status'));
  const gateway = GATEWAYS.find((g) => g === params.get('gateway'));
  const user = positiveId(params.get('user'));
  return {
    ...(status ? { status } : {}),
    ...(gateway ? { gateway } : {}),
    ...(user ? { user } : {}),
    ...(params.get('mismatch') === '1' ? { mismatch: 1 as const } : {}),
  };
}

export interface RefundFilter {
  kind?: RefundKind;
  user?: number;
}

export function refundFilterOf(params: URLSearchParams): RefundFilter {
  const kind = REFUND_KINDS.find((k) => k === params.get('kind'));
  const user = positiveId(params.get('user'));
  return { ...(kind ? { kind } : {}), ...(user ? { user } : {}) };
}

/** A signed gold amount as the ledger shows it: +12, −5 (a true minus sign). */
export const signedGold = (amount: number): string => (amount > 0 ? `+${amount}` : `−${Math.abs(amount)}`);

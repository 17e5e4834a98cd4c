import { z } from 'zod';
import { LIFETIME_EXPIRY } from './constants';
import { VIP_MONTHS } from './money.constants';

/** The one VIP rule: vip = 1 or free = 1, and a paid VIP only until its expiry. */
export interface VipFields {
  vip: number;
  free: number;
  vip_expired_at: string | null;
}

export function isVip(account: VipFields, now: Date = new Date()): boolean {
  if (account.free === 1) return true;
  if (account.vip !== 1) return false;
  if (!account.vip_expired_at) return true;
  return new Date(account.vip_expired_at).getTime() > now.getTime();
}

/** The stored expiry of a lifetime membership (its ISO text starts with LIFETIME_EXPIRY). */
export const LIFETIME_EXPIRY_AT = `${LIFETIME_EXPIRY}T00:00:00.000Z`;
export const isLifetime = (vipExpiredAt: string | null | undefined) => !!vipExpiredAt?.startsWith(LIFETIME_EXPIRY);
export const TRIAL_DAYS = 7;

/** `POST /v1/upgrade`: a pack from VIP_PACKS, optionally for another member (`for`). */
export const UpgradeBody = z.strictObject({
  month: z.number().refine((m) => VIP_MONTHS.includes(m), 'Unknown VIP pack'),
  for: z.number().int().positive().optional(),
});
export type UpgradeBody = z.infer<typeof UpgradeBody>;

export const VipPackView = z.object({
  months: z.number(),
  price: z.number().int(),
  savings: z.number(),
  plus: z.boolean(),
  lifetime: z.boolean(),
  trial: z.boolean(),
});

/** `GET /v1/vip/packs`: the packs in display order, the default, and whether the trial is offered. */
export const VipPacksResponse = z.object({
  data: z.array(VipPackView),
  default: z.number(),
  trial_offered: z.boolean(),
  /** True for partners: they may trial-upgrade other members. */
  trial_for_others: z.boolean(),
});
export type VipPacksResponse = z.infer<typeof VipPacksResponse>;

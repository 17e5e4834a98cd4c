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

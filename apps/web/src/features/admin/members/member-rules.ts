import type { AdminMemberStatus, AdminUser } from '@yuanfen/contract';

/** The status changes the console offers for a member in this status (a deactivated account is theirs). */
export function statusActions(status: AdminUser['status']): AdminMemberStatus[] {
  if (status === 'active') return ['suspended', 'banned'];
  if (status === 'suspended') return ['active', 'banned'];
  if (status === 'banned') return ['active'];
  return [];
}

export const VIP_MONTHS_MAX = 120;

/** A gold correction: a whole number, not 0, "+50" or "-20" as typed. */
export function parseGoldAmount(text: string): number | undefined {
  const cleaned = text
    .replace(/[\s,_]/g, '')
    .replace(/^\+/, '')
    .replace(/^−/, '-');
  if (!/^-?\d{1,10}$/.test(cleaned)) return undefined;
  const amount = Number(cleaned);
  return amount !== 0 && Math.abs(amount) <= 1_000_000_000 ? amount : undefined;
}

/** A correction may not take more gold than the member holds (the server refuses with 400022). */
export const goldWouldGoNegative = (balance: number, amount: number): boolean => balance + amount < 0;

export function parseVipMonths(text: string): number | undefined {
  if (!/^\d{1,3}$/.test(text.trim())) return undefined;
  const months = Number(text.trim());
  return months >= 1 && months <= VIP_MONTHS_MAX ? months : undefined;
}

/** An address worth sending (the server checks it fully): something@domain.tld, no spaces. */
export const looksLikeEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/**
 * Whether this operator is offered a reset of the member's two-factor sign-in: the permission, a member
 * who has it on, and never oneself (the server refuses that too).
 */
export const canResetTwoFactor = (
  member: Pick<AdminUser, 'id'> & { two_factor: boolean },
  operatorId: number,
  allowed: boolean,
): boolean => allowed && member.two_factor && member.id !== operatorId;

import { describe, expect, it } from 'vitest';
import { canOpen } from '../admin-access';
import { adminRoute } from '../admin-route';
import { barsOf, isMismatch, latest, niceMax, orderFilterOf, refundFilterOf, signedGold, total } from './money-rules';

describe('the dashboard charts', () => {
  it('scales to a round top at least the largest value', () => {
    expect(niceMax([])).toBe(1);
    expect(niceMax([0, 0])).toBe(1);
    expect(niceMax([3])).toBe(5);
    expect(niceMax([7, 12])).toBe(20);
    expect(niceMax([50])).toBe(50);
    expect(niceMax([501])).toBe(1000);
  });

  it('draws one bar a day, empty days flat and small days still visible', () => {
    const bars = barsOf([0, 1, 1000], 30, 100, 0);
    expect(bars).toHaveLength(3);
    expect(bars.map((b) => b.x)).toEqual([0, 10, 20]);
    expect(bars[0]).toMatchObject({ height: 0, y: 100, value: 0 });
    expect(bars[1]!.height).toBe(1);
    expect(bars[2]).toMatchObject({ height: 100, y: 0 });
    expect(barsOf([], 30, 100)).toEqual([]);
  });

  it('sums and reads today', () => {
    expect(total([1, 2, 3])).toBe(6);
    expect(latest([1, 2, 3])).toBe(3);
    expect(latest([])).toBe(0);
  });
});

describe('the money lists', () => {
  it('keeps the filters the server knows and drops the rest', () => {
    expect(orderFilterOf(new URLSearchParams('status=success&gateway=paypal&user=12&mismatch=1'))).toEqual({
      status: 'success',
      gateway: 'paypal',
      user: 12,
      mismatch: 1,
    });
    expect(orderFilterOf(new URLSearchParams('status=lost&gateway=cash&user=-3&mismatch=yes'))).toEqual({});
    expect(orderFilterOf(new URLSearchParams('user=99999999999'))).toEqual({});
    expect(refundFilterOf(new URLSearchParams('kind=mall_refund&user=4'))).toEqual({ kind: 'mall_refund', user: 4 });
    expect(refundFilterOf(new URLSearchParams('kind=gift'))).toEqual({});
  });

  it('tells mismatches from settled, awaiting and unpaid orders', () => {
    expect(isMismatch('missing_credit')).toBe(true);
    expect(isMismatch('amount_mismatch')).toBe(true);
    expect(isMismatch('unexpected_credit')).toBe(true);
    expect(isMismatch('matched')).toBe(false);
    expect(isMismatch('awaiting')).toBe(false);
  });

  it('signs gold amounts', () => {
    expect(signedGold(12)).toBe('+12');
    expect(signedGold(-5)).toBe('−5');
  });
});

describe("a member's whole ledger", () => {
  it('has its own path under the member, for the members section', () => {
    expect(adminRoute('/admin/members/12/ledger')).toEqual({ section: 'members', memberId: 12, ledger: true });
    expect(adminRoute('/admin/members/12')).toEqual({ section: 'members', memberId: 12 });
    expect(adminRoute('/admin/members/abc/ledger')).toBeNull();
    expect(adminRoute('/admin/members/12/ledger/2')).toBeNull();
    expect(adminRoute('/admin/orders')).toEqual({ section: 'orders' });
    expect(adminRoute('/admin/refunds')).toEqual({ section: 'refunds' });
  });

  it('opens orders and refunds to those who read orders only', () => {
    const finance = { roles: ['finance' as const], permissions: ['orders.read' as const], two_factor: true };
    const support = { roles: ['support' as const], permissions: ['dashboard.read' as const], two_factor: true };
    expect(canOpen('orders', finance)).toBe(true);
    expect(canOpen('refunds', finance)).toBe(true);
    expect(canOpen('orders', support)).toBe(false);
    expect(canOpen('refunds', support)).toBe(false);
  });
});

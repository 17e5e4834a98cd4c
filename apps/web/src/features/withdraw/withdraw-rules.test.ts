import { describe, expect, it } from 'vitest';
import { chartPoints, withdrawProblems, worthOf } from './withdraw-rules';

const limits = { min: 100, max: 500 };

describe('the cash-out form', () => {
  it('asks for a whole amount between the minimum and what may be withdrawn', () => {
    const ok = { method: 'other' as const, account: 'PayPal me' };
    expect(withdrawProblems({ ...ok, amount: '' }, limits).amount?.key).toBe('amountWhole');
    expect(withdrawProblems({ ...ok, amount: '12.5' }, limits).amount?.key).toBe('amountWhole');
    expect(withdrawProblems({ ...ok, amount: '99' }, limits).amount).toEqual({ key: 'belowMinimum', min: 100 });
    expect(withdrawProblems({ ...ok, amount: '501' }, limits).amount).toEqual({ key: 'aboveWithdrawable', max: 500 });
    expect(withdrawProblems({ ...ok, amount: '500' }, limits)).toEqual({});
  });

  it('checks the account details per method', () => {
    const at = (method: 'alipay' | 'bank' | 'other', account: string) =>
      withdrawProblems({ amount: '100', method, account }, limits).account;
    expect(at('alipay', 'lin@example.com')).toBeUndefined();
    expect(at('alipay', '+86 138 0013 8000')).toBeUndefined();
    expect(at('alipay', 'lin')).toBe('accountAlipay');
    expect(at('bank', 'DE89 3704 0044 0532 0130 00')).toBeUndefined();
    expect(at('bank', '12')).toBe('accountBank');
    expect(at('other', '  ')).toBe('accountEmpty');
    expect(at('other', 'x'.repeat(201))).toBe('accountLong');
  });

  it('values the amount at the rate, rounded down like the payout', () => {
    expect(worthOf(300, { usd: '0.700000', cny: '4.200000' })).toEqual({ usd: 21000, cny: 126000 });
    expect(worthOf(0, { usd: '0.700000', cny: '4.200000' })).toEqual({ usd: 0, cny: 0 });
  });
});

describe('the rate chart', () => {
  it('draws the oldest week first, from an axis at 0', () => {
    const points = chartPoints(
      [
        { week: '2026-W48', usd: '1.000000' },
        { week: '2026-W47', usd: '0.500000' },
      ],
      100,
      50,
    );
    expect(points.map((p) => [p.week, p.x, p.y])).toEqual([
      ['2026-W47', 0, 25],
      ['2026-W48', 100, 0],
    ]);
  });
});

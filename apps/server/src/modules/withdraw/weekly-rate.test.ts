import { payoutCents } from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import { defaultRate, isoWeek, lastCompletedWeek, rateOfWeek } from './weekly-rate';

describe('weekly rate arithmetic', () => {
  it('names ISO weeks, the year being the one of their Thursday', () => {
    expect(isoWeek(new Date('2026-11-27T12:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
    expect(lastCompletedWeek(new Date('2026-11-30T00:00:00Z'))).toEqual({
      week: '2026-W48',
      from: new Date('2026-11-23T00:00:00Z'),
      to: new Date('2026-11-30T00:00:00Z'),
    });
  });

  it('is exact: money per gold recharged × the payout percent, in integer micro-units', () => {
    expect(rateOfWeek({ usd: { gold: 3, cents: 100 }, cny: { gold: 0, cents: 0 } }, 70)).toEqual({
      usd: '0.233333',
      cny: '1.399998',
    });
    expect(rateOfWeek({ usd: { gold: 0, cents: 0 }, cny: { gold: 100, cents: 60000 } }, 50)).toEqual({
      usd: '0.500000',
      cny: '3.000000',
    });
    expect(rateOfWeek({ usd: { gold: 0, cents: 0 }, cny: { gold: 0, cents: 0 } }, 70)).toBeNull();
    expect(defaultRate(1, 70)).toEqual({ usd: '0.700000', cny: '4.200000' });
  });

  it('values a payout in whole cents, rounded down, without floats', () => {
    expect(payoutCents(300, '4.200000')).toBe(126000);
    expect(payoutCents(7, '0.233333')).toBe(163);
    expect(payoutCents(1_000_000, '0.000001')).toBe(100);
  });
});

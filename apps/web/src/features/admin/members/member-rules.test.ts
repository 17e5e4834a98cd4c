import { describe, expect, it } from 'vitest';
import { validReason } from '../reason';
import { goldWouldGoNegative, parseGoldAmount, parseVipMonths, statusActions } from './member-rules';

describe('member actions', () => {
  it('offers suspend and ban to an active member, reactivation to a suspended or banned one', () => {
    expect(statusActions('active')).toEqual(['suspended', 'banned']);
    expect(statusActions('suspended')).toEqual(['active', 'banned']);
    expect(statusActions('banned')).toEqual(['active']);
    expect(statusActions('deactivated')).toEqual([]);
  });

  it('takes a gold correction as a whole number other than 0, signed as typed', () => {
    expect(parseGoldAmount('50')).toBe(50);
    expect(parseGoldAmount('+50')).toBe(50);
    expect(parseGoldAmount('-20')).toBe(-20);
    expect(parseGoldAmount('−20')).toBe(-20);
    expect(parseGoldAmount('1 000')).toBe(1000);
    expect(parseGoldAmount('0')).toBeUndefined();
    expect(parseGoldAmount('1.5')).toBeUndefined();
    expect(parseGoldAmount('abc')).toBeUndefined();
    expect(parseGoldAmount('')).toBeUndefined();
    expect(parseGoldAmount('99999999999')).toBeUndefined();
  });

  it('refuses a correction that would take a balance below 0', () => {
    expect(goldWouldGoNegative(30, -31)).toBe(true);
    expect(goldWouldGoNegative(30, -30)).toBe(false);
    expect(goldWouldGoNegative(0, 5)).toBe(false);
  });

  it('grants 1 to 120 months of VIP', () => {
    expect(parseVipMonths('1')).toBe(1);
    expect(parseVipMonths(' 12 ')).toBe(12);
    expect(parseVipMonths('120')).toBe(120);
    expect(parseVipMonths('0')).toBeUndefined();
    expect(parseVipMonths('121')).toBeUndefined();
    expect(parseVipMonths('2.5')).toBeUndefined();
  });

  it('needs a reason of 1 to 500 characters, trimmed', () => {
    expect(validReason('  spam  ')).toBe('spam');
    expect(validReason('   ')).toBeUndefined();
    expect(validReason('x'.repeat(501))).toBeUndefined();
  });
});

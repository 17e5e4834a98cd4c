import { describe, expect, it } from 'vitest';
import { erasedName, isErasedName, nameSchema } from '../src';

describe('an erased account’s name', () => {
  it('is recognised, and no member can choose it', () => {
    expect(isErasedName(erasedName(12))).toBe(true);
    expect(isErasedName('deleted member')).toBe(false);
    expect(isErasedName('deleted member #12 ')).toBe(false);
    expect(nameSchema.safeParse(erasedName(12)).success).toBe(false);
  });
});

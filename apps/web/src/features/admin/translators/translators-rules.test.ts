import { describe, expect, it } from 'vitest';
import type { AdminSession } from '@yuanfen/contract';
import { canOpen, visibleSections } from '../admin-access';
import { adminRoute } from '../admin-route';
import {
  ageOf,
  jobStateFrom,
  monthFrom,
  pairFrom,
  parsePairs,
  qualityStateFrom,
  shiftMonth,
  tabFrom,
  translatorStateFrom,
} from './translators-rules';

const manager: AdminSession = {
  id: 1,
  name: 'Mia',
  roles: ['translator-manager'],
  two_factor: true,
  permissions: ['translators.read', 'translators.write'],
};

describe('the translators section', () => {
  it('opens for the translator-manager at /admin/translators, and not for a moderator', () => {
    expect(visibleSections(manager)).toEqual(['overview', 'translators', 'security']);
    expect(adminRoute('/admin/translators')).toEqual({ section: 'translators' });
    expect(adminRoute('/admin/translators/3')).toBeNull();
    const moderator = { ...manager, roles: ['moderator' as const], permissions: ['reports.read' as const] };
    expect(canOpen('translators', moderator)).toBe(false);
  });

  it('reads its tab and filters from the URL, falling back to the defaults on anything else', () => {
    expect(tabFrom(null)).toBe('people');
    expect(tabFrom('quality')).toBe('quality');
    expect(tabFrom('ledger')).toBe('people');
    expect(translatorStateFrom('revoked')).toBe('revoked');
    expect(translatorStateFrom('banned')).toBe('active');
    expect(jobStateFrom('claimed')).toBe('claimed');
    expect(jobStateFrom(null)).toBe('open');
    expect(qualityStateFrom('upheld')).toBe('upheld');
    expect(qualityStateFrom('reviewed')).toBe('open');
    expect(pairFrom(' DE-ja ')).toBe('de-ja');
    expect(pairFrom('de-de')).toBeUndefined();
    expect(pairFrom('german')).toBeUndefined();
  });

  it('takes pairs as operators type them, naming the ones that are not pairs', () => {
    expect(parsePairs('de-ja, JA-de\nde-ja')).toEqual({ pairs: ['de-ja', 'ja-de'], bad: [] });
    expect(parsePairs('de-ja，en-zh、fr-fr deutsch')).toEqual({ pairs: ['de-ja', 'en-zh'], bad: ['fr-fr', 'deutsch'] });
    expect(parsePairs('  ')).toEqual({ pairs: [], bad: [] });
  });

  it('pages pay by UTC month, across the turn of the year', () => {
    const now = new Date('2026-11-27T23:30:00Z');
    expect(monthFrom(null, now)).toBe('2026-11');
    expect(monthFrom('2026-13', now)).toBe('2026-11');
    expect(monthFrom('2025-02', now)).toBe('2025-02');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });

  it('says how long a job has waited in minutes, hours, then days', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(ageOf('2026-11-27T11:35:00Z', now)).toEqual({ value: 25, unit: 'minute' });
    expect(ageOf('2026-11-27T02:00:00Z', now)).toEqual({ value: 10, unit: 'hour' });
    expect(ageOf('2026-11-23T12:00:00Z', now)).toEqual({ value: 4, unit: 'day' });
    expect(ageOf('2026-11-27T12:05:00Z', now)).toEqual({ value: 0, unit: 'minute' });
  });
});

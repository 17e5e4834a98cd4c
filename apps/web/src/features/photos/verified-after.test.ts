import { describe, expect, it } from 'vitest';
import { takenAfter } from './PhotoWall';

/** The profile's "added after verification" mark (docs/decisions.md 43). */
describe('photos marked as added after the identity was verified', () => {
  const approved = '2026-05-01T10:00:00.000Z';

  it('marks photos uploaded at or after the approval, not before', () => {
    expect(takenAfter({ created_at: '2026-05-01T10:00:00.000Z' }, approved)).toBe(true);
    expect(takenAfter({ created_at: '2026-06-01T08:00:00.000Z' }, approved)).toBe(true);
    expect(takenAfter({ created_at: '2026-05-01T09:59:59.000Z' }, approved)).toBe(false);
  });

  it('marks nothing for a member who is not verified', () => {
    expect(takenAfter({ created_at: '2026-06-01T08:00:00.000Z' }, null)).toBe(false);
    expect(takenAfter({ created_at: '2026-06-01T08:00:00.000Z' }, undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { reminderDue } from './VersionDialog';

const day = 86_400_000;

describe('the version dialog’s reminder (spec §9: re-prompt after 604800 s)', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  it('shows at once when the member was never reminded', () => {
    expect(reminderDue(null, now)).toBe(true);
    expect(reminderDue(undefined, now)).toBe(true);
  });
  it('stays away for a week after "Later", and comes back after it', () => {
    expect(reminderDue(now - 6 * day, now)).toBe(false);
    expect(reminderDue(now - 7 * day, now)).toBe(false);
    expect(reminderDue(now - 7 * day - 1, now)).toBe(true);
    expect(reminderDue(now - 30 * day, now)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { auditFilterChanges, auditFilterFrom } from './audit/audit-filter';
import { exportFileName, exportFilters } from './export-rules';

describe('exporting a list', () => {
  it('sends the list filters without the page or empty ones', () => {
    expect(exportFilters({ q: 'olga', page: 3, status: undefined, kind: '' })).toEqual({ q: 'olga' });
  });

  it('names the file after the list and the day', () => {
    expect(exportFileName('audit', new Date('2026-11-27T23:10:00Z'))).toBe('audit-2026-11-27.csv');
  });
});

describe('the audit log filters', () => {
  it('reads operator, action, target and whole days from the URL, leaving out what is malformed', () => {
    const params = new URLSearchParams('actor_id=12&action=users.email&target=user:7&from=2026-11-01&to=2026-11-30');
    expect(auditFilterFrom(params)).toEqual({
      actor_id: 12,
      action: 'users.email',
      target: 'user:7',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(auditFilterFrom(new URLSearchParams('actor_id=abc&from=yesterday&action=%20%20'))).toEqual({});
  });

  it('writes the typed filters back to the URL, empty ones removed, on page 1', () => {
    expect(auditFilterChanges({ actor_id: ' 5 ', action: '', target: 'report:3', from: '', to: '2026-11-27' })).toEqual(
      { actor_id: '5', action: undefined, target: 'report:3', from: undefined, to: '2026-11-27', page: 1 },
    );
  });
});

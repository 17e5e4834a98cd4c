import { describe, expect, it } from 'vitest';
import type { AdminReport } from '@yuanfen/contract';
import { decisionsFor, reportFilterFrom } from './report-rules';

const member = { id: 7, name: 'Ann', avatar: null, status: 'active' as const };
const report = (over: Partial<AdminReport> = {}, subject: Partial<AdminReport['subject']> = {}): AdminReport => ({
  id: 1,
  kind: 'feed',
  status: 'open',
  content: 'spam',
  reporter: { ...member, id: 9, name: 'Bo' },
  subject: {
    type: 'feed',
    id: 3,
    missing: false,
    member,
    text: 'buy now',
    photos: [],
    hidden: false,
    created_at: null,
    context: [],
    ...subject,
  },
  decision: null,
  decision_reason: null,
  decided_by: null,
  decided_at: null,
  created_at: '2026-11-27T09:00:00Z',
  ...over,
});

describe('report decisions', () => {
  it('offers every decision on an open post report to a moderator who may sanction', () => {
    expect(decisionsFor(report(), true)).toEqual(['dismiss', 'hide', 'warn', 'suspend', 'ban']);
  });

  it('keeps suspend and ban from a moderator who may not change a member status', () => {
    expect(decisionsFor(report(), false)).toEqual(['dismiss', 'hide', 'warn']);
  });

  it('offers no hide for a member report, a missing item or one already hidden', () => {
    expect(decisionsFor(report({ kind: 'user' }), true)).not.toContain('hide');
    expect(decisionsFor(report({}, { missing: true }), true)).not.toContain('hide');
    expect(decisionsFor(report({}, { hidden: true }), true)).not.toContain('hide');
  });

  it('offers nothing once the report is decided', () => {
    expect(decisionsFor(report({ status: 'reviewed', decision: 'warn' }), true)).toEqual([]);
  });

  it('reads the filter from the URL, defaulting to the open reports of every kind', () => {
    expect(reportFilterFrom(null, null)).toEqual({ status: 'open' });
    expect(reportFilterFrom('message', 'dismissed')).toEqual({ kind: 'message', status: 'dismissed' });
    expect(reportFilterFrom('nonsense', 'weird')).toEqual({ status: 'open' });
  });
});

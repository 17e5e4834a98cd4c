import { describe, expect, it } from 'vitest';
import type { AdminSession } from '@yuanfen/contract';
import { can, canOpen, isOperator, needsTwoFactor, visibleSections } from './admin-access';
import { adminRoute } from './admin-route';

const viewer = (over: Partial<AdminSession>): AdminSession => ({
  id: 1,
  name: 'Op',
  roles: [],
  two_factor: true,
  permissions: [],
  ...over,
});

describe('console access', () => {
  it('a member without an operator role is no operator and sees no section', () => {
    const member = viewer({});
    expect(isOperator(member)).toBe(false);
    expect(visibleSections(member)).toEqual([]);
    expect(canOpen('overview', member)).toBe(false);
    expect(isOperator(undefined)).toBe(false);
  });

  it('a moderator sees the queue but not the members or the audit log without those permissions', () => {
    const moderator = viewer({ roles: ['moderator'], permissions: ['reports.read', 'reports.decide'] });
    expect(visibleSections(moderator)).toEqual(['overview', 'reports', 'security']);
    expect(can(moderator, 'reports.decide')).toBe(true);
    expect(can(moderator, 'users.gold')).toBe(false);
  });

  it('an admin with every permission sees every section in menu order', () => {
    const admin = viewer({
      roles: ['admin'],
      permissions: [
        'users.read',
        'users.status',
        'users.roles',
        'users.gold',
        'reports.read',
        'withdrawals.read',
        'audit.read',
      ],
    });
    expect(visibleSections(admin)).toEqual(['overview', 'members', 'reports', 'withdrawals', 'audit', 'security']);
  });

  it('finance sees the withdrawal queue (issue 18), support does not', () => {
    const finance = viewer({ roles: ['finance'], permissions: ['users.read', 'users.gold', 'withdrawals.read'] });
    expect(visibleSections(finance)).toEqual(['overview', 'members', 'withdrawals', 'security']);
    expect(canOpen('withdrawals', viewer({ roles: ['support'], permissions: ['users.read', 'users.mall'] }))).toBe(
      false,
    );
  });

  it('the selfie queue opens with verifications.read only (moderators and admins hold it)', () => {
    const moderator = viewer({
      roles: ['moderator'],
      permissions: ['reports.read', 'reports.decide', 'verifications.read', 'verifications.decide'],
    });
    expect(visibleSections(moderator)).toEqual(['overview', 'reports', 'verifications', 'security']);
    expect(canOpen('verifications', viewer({ roles: ['support'], permissions: ['users.read'] }))).toBe(false);
  });

  it('the say-hi and photo review queues open with their read permissions, after the selfie queue', () => {
    const moderator = viewer({
      roles: ['moderator'],
      permissions: ['reports.read', 'verifications.read', 'sayHi.read', 'sayHi.decide', 'photoFlags.read'],
    });
    expect(visibleSections(moderator)).toEqual(['overview', 'reports', 'verifications', 'sayhi', 'photos', 'security']);
    const support = viewer({ roles: ['support'], permissions: ['users.read', 'support.read'] });
    expect(canOpen('sayhi', support)).toBe(false);
    expect(canOpen('photos', support)).toBe(false);
  });

  it('an operator without two-factor sign-in is led to set it up', () => {
    expect(needsTwoFactor(viewer({ roles: ['support'], two_factor: false }))).toBe(true);
    expect(needsTwoFactor(viewer({ roles: ['support'], two_factor: true }))).toBe(false);
    expect(needsTwoFactor(viewer({ two_factor: false }))).toBe(false);
  });
});

describe('console paths', () => {
  it.each([
    ['/admin', { section: 'overview' }],
    ['/admin/', { section: 'overview' }],
    ['/admin/members', { section: 'members' }],
    ['/admin/members/42', { section: 'members', memberId: 42 }],
    ['/admin/reports', { section: 'reports' }],
    ['/admin/verifications', { section: 'verifications' }],
    ['/admin/sayhi', { section: 'sayhi' }],
    ['/admin/photos', { section: 'photos' }],
    ['/admin/support', { section: 'support' }],
    ['/admin/support/7', { section: 'support', ticketId: 7 }],
    ['/admin/withdrawals', { section: 'withdrawals' }],
    ['/admin/audit', { section: 'audit' }],
    ['/admin/security', { section: 'security' }],
  ])('%s is a console screen', (path, route) => {
    expect(adminRoute(path)).toEqual(route);
  });

  it.each([
    '/admin/nope',
    '/admin/members/abc',
    '/admin/members/0',
    '/admin/reports/3',
    '/admin/members/1/x',
    '/admin/support/x',
    '/home',
  ])('%s is not one', (path) => {
    expect(adminRoute(path)).toBeNull();
  });
});

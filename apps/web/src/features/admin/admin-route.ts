import type { AdminSection } from './admin-access';

/** A console screen: a section's page, or one member's. */
export type AdminRoute = { section: AdminSection; memberId?: number } | null;

/**
 * The console's screen for a path under /admin (null: not one of its screens). The console matches its few
 * paths itself, so the app shell's router stays as small as it was for members who never open it.
 */
export function adminRoute(pathname: string): AdminRoute {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (parts[0] !== 'admin') return null;
  const [, section, id, extra] = parts;
  if (extra !== undefined) return null;
  if (section === undefined) return { section: 'overview' };
  if (section === 'members' && id !== undefined) {
    const memberId = Number(id);
    return Number.isInteger(memberId) && memberId > 0 ? { section: 'members', memberId } : null;
  }
  if (id !== undefined) return null;
  if (
    section === 'members' ||
    section === 'reports' ||
    section === 'withdrawals' ||
    section === 'audit' ||
    section === 'security'
  ) {
    return { section };
  }
  return null;
}

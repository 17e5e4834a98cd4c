import { ADMIN_SECTIONS, type AdminSection } from './admin-access';

/** A console screen: a section's page, one member's (or their whole ledger), or one support ticket's. */
export type AdminRoute = { section: AdminSection; memberId?: number; ticketId?: number; ledger?: true } | null;

/**
 * The console's screen for a path under /admin (null: not one of its screens). The console matches its few
 * paths itself, so the app shell's router stays as small as it was for members who never open it.
 */
export function adminRoute(pathname: string): AdminRoute {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (parts[0] !== 'admin') return null;
  const [, section, id, extra] = parts;
  if (section === 'members' && extra === 'ledger' && parts.length === 4) {
    const memberId = Number(id);
    return Number.isInteger(memberId) && memberId > 0 ? { section: 'members', memberId, ledger: true } : null;
  }
  if (extra !== undefined) return null;
  if (section === undefined) return { section: 'overview' };
  if (section === 'members' && id !== undefined) {
    const memberId = Number(id);
    return Number.isInteger(memberId) && memberId > 0 ? { section: 'members', memberId } : null;
  }
  if (section === 'support' && id !== undefined) {
    const ticketId = Number(id);
    return Number.isInteger(ticketId) && ticketId > 0 ? { section: 'support', ticketId } : null;
  }
  if (id !== undefined) return null;
  const plain = ADMIN_SECTIONS.find((name) => name === section && name !== 'overview');
  if (plain) return { section: plain };
  return null;
}

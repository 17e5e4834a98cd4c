import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminSession } from '@yuanfen/contract';
import { sectionLabelKey, visibleSections, type AdminSection } from './admin-access';

export const SECTION_PATH: Record<AdminSection, string> = {
  overview: '/admin',
  members: '/admin/members',
  reports: '/admin/reports',
  announcements: '/admin/announcements',
  versions: '/admin/versions',
  pages: '/admin/pages',
  catalogue: '/admin/catalogue',
  settings: '/admin/settings',
  verifications: '/admin/verifications',
  sayhi: '/admin/sayhi',
  photos: '/admin/photos',
  support: '/admin/support',
  withdrawals: '/admin/withdrawals',
  translators: '/admin/translators',
  orders: '/admin/orders',
  refunds: '/admin/refunds',
  audit: '/admin/audit',
  security: '/admin/security',
};

/** The console's frame: its sections (a side menu on desktop, a scrolling row on phones) beside the page. */
export function AdminLayout({ session, children }: { session: AdminSession; children: ReactNode }) {
  const { t } = useTranslation(['admin']);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the sections scroll sideways: keep the current one in view.
  useEffect(() => {
    nav.current?.querySelector('.active')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="admin">
      <nav ref={nav} className="admin__nav" aria-label={t('nav.label')}>
        <p className="admin__brand">{t('title')}</p>
        <ul role="list">
          {visibleSections(session).map((section) => (
            <li key={section}>
              <NavLink
                to={SECTION_PATH[section]}
                end={section === 'overview'}
                className="admin__nav-link"
                data-testid={`admin-nav-${section}`}
              >
                {t(sectionLabelKey(section))}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin__page">{children}</div>
    </div>
  );
}

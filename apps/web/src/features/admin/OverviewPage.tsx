import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminSession } from '@yuanfen/contract';
import { can, needsTwoFactor, sectionHintKey, sectionLabelKey, visibleSections } from './admin-access';
import { SECTION_PATH } from './AdminLayout';
import { TwoFactorNotice } from './TwoFactorNotice';
import { DashboardCharts } from './money/DashboardCharts';

/**
 * /admin: who is signed in with which roles, the two-factor state, the dashboard (decision 56) for those who
 * may read it, and the sections those roles open.
 */
export function OverviewPage({ session }: { session: AdminSession }) {
  const { t } = useTranslation(['admin']);
  const sections = visibleSections(session).filter((section) => section !== 'overview');

  return (
    <>
      <section className="card admin-card" aria-labelledby="admin-overview-title">
        <h1 id="admin-overview-title" className="page-title">
          {t('overview.title')}
        </h1>
        <p>{t('overview.signedInAs', { name: session.name })}</p>
        <ul className="admin-tags" role="list" aria-label={t('overview.roles')} data-testid="admin-roles">
          {session.roles.map((role) => (
            <li key={role} className="admin-tag">
              {t(`roles.${role}`)}
            </li>
          ))}
        </ul>
        {needsTwoFactor(session) ? (
          <TwoFactorNotice />
        ) : (
          <p className="admin-notice admin-notice--ok" data-testid="admin-2fa-on">
            {t('overview.twoFactorOn')}
          </p>
        )}
      </section>
      {!needsTwoFactor(session) && can(session, 'dashboard.read') ? <DashboardCharts session={session} /> : null}
      <nav aria-label={t('overview.sections')}>
        <ul className="admin-sections" role="list">
          {sections.map((section) => (
            <li key={section}>
              <Link to={SECTION_PATH[section]}>
                <strong>{t(sectionLabelKey(section))}</strong>
                <span className="muted">{t(sectionHintKey(section))}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

import { lazy, Suspense } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminSession } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { Spinner } from '../../ui/Spinner';
import { can, canOpen, isOperator, needsTwoFactor } from './admin-access';
import { adminRoute } from './admin-route';
import { useAdminSession } from './admin.queries';
import { AdminLayout } from './AdminLayout';
import { TwoFactorNotice } from './TwoFactorNotice';
import './admin.css';

/* Each section is a chunk of its own, so the console's first screen stays small. */
const OverviewPage = lazy(() => import('./OverviewPage').then((m) => ({ default: m.OverviewPage })));
const SecurityPage = lazy(() => import('./SecurityPage').then((m) => ({ default: m.SecurityPage })));
const MembersPage = lazy(() => import('./members/MembersPage').then((m) => ({ default: m.MembersPage })));
const MemberPage = lazy(() => import('./members/MemberPage').then((m) => ({ default: m.MemberPage })));
const ReportsPage = lazy(() => import('./reports/ReportsPage').then((m) => ({ default: m.ReportsPage })));
const AnnouncementsPage = lazy(() =>
  import('./content/AnnouncementsPage').then((m) => ({ default: m.AnnouncementsPage })),
);
const VersionsPage = lazy(() => import('./content/VersionsPage').then((m) => ({ default: m.VersionsPage })));
const PagesPage = lazy(() => import('./content/PagesPage').then((m) => ({ default: m.PagesPage })));
const VerificationsPage = lazy(() =>
  import('./verifications/VerificationsPage').then((m) => ({ default: m.VerificationsPage })),
);
const SayHiPage = lazy(() => import('./review/SayHiPage').then((m) => ({ default: m.SayHiPage })));
const PhotoReviewPage = lazy(() => import('./review/PhotoReviewPage').then((m) => ({ default: m.PhotoReviewPage })));
const SupportQueuePage = lazy(() =>
  import('./support/SupportQueuePage').then((m) => ({ default: m.SupportQueuePage })),
);
const SupportTicketPage = lazy(() =>
  import('./support/SupportTicketPage').then((m) => ({ default: m.SupportTicketPage })),
);
const WithdrawalsPage = lazy(() =>
  import('./withdrawals/WithdrawalsPage').then((m) => ({ default: m.WithdrawalsPage })),
);
const TranslatorsPage = lazy(() =>
  import('./translators/TranslatorsPage').then((m) => ({ default: m.TranslatorsPage })),
);
const OrdersPage = lazy(() => import('./money/OrdersPage').then((m) => ({ default: m.OrdersPage })));
const RefundsPage = lazy(() => import('./money/RefundsPage').then((m) => ({ default: m.RefundsPage })));
const MemberLedgerPage = lazy(() => import('./money/MemberLedgerPage').then((m) => ({ default: m.MemberLedgerPage })));
const CataloguePage = lazy(() => import('./catalogue/CataloguePage').then((m) => ({ default: m.CataloguePage })));
const SettingsPage = lazy(() => import('./catalogue/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const AuditPage = lazy(() => import('./audit/AuditPage').then((m) => ({ default: m.AuditPage })));

/** A member without an operator role who opens /admin: a plain refusal, with the way back. */
function Refusal() {
  const { t } = useTranslation(['admin']);
  return (
    <section className="card admin-refusal" role="alert" data-testid="admin-refusal">
      <h1 className="page-title">{t('refusal.title')}</h1>
      <p>{t('refusal.text')}</p>
      <Link to="/home" className="button button--primary">
        {t('refusal.home')}
      </Link>
    </section>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation(['admin']);
  return (
    <section className="card admin-refusal" role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {t('retry')}
      </button>
    </section>
  );
}

function Screen({ session }: { session: AdminSession }) {
  const route = adminRoute(useLocation().pathname);
  if (!route || !canOpen(route.section, session)) return <Navigate to="/admin" replace />;
  const { section, memberId, ticketId, ledger } = route;
  if (section === 'overview') return <OverviewPage session={session} />;
  if (section === 'security') return <SecurityPage session={session} />;
  if (needsTwoFactor(session)) return <TwoFactorNotice />;
  if (section === 'members' && memberId && ledger) {
    return can(session, 'ledger.read') ? (
      <MemberLedgerPage key={memberId} id={memberId} />
    ) : (
      <Navigate to="/admin" replace />
    );
  }
  if (section === 'members') {
    return memberId ? <MemberPage key={memberId} id={memberId} session={session} /> : <MembersPage />;
  }
  if (section === 'reports') return <ReportsPage session={session} />;
  if (section === 'announcements') return <AnnouncementsPage />;
  if (section === 'versions') return <VersionsPage />;
  if (section === 'pages') return <PagesPage />;
  if (section === 'verifications') return <VerificationsPage session={session} />;
  if (section === 'sayhi') return <SayHiPage session={session} />;
  if (section === 'photos') return <PhotoReviewPage session={session} />;
  if (section === 'support') {
    return ticketId ? <SupportTicketPage key={ticketId} id={ticketId} session={session} /> : <SupportQueuePage />;
  }
  if (section === 'withdrawals') return <WithdrawalsPage session={session} />;
  if (section === 'translators') return <TranslatorsPage session={session} />;
  if (section === 'orders') return <OrdersPage />;
  if (section === 'refunds') return <RefundsPage />;
  if (section === 'catalogue') return <CataloguePage />;
  if (section === 'settings') return <SettingsPage />;
  return <AuditPage />;
}

/** /admin/*: the operations console, for members holding an operator role. */
export function AdminApp() {
  const session = useAdminSession();
  if (session.isPending) return <Spinner />;
  if (session.isError) {
    const refused = isApiError(session.error) && (session.error.status === 403 || session.error.status === 404);
    return refused ? <Refusal /> : <LoadFailed retry={() => void session.refetch()} />;
  }
  if (!isOperator(session.data)) return <Refusal />;
  return (
    <AdminLayout session={session.data}>
      <Suspense fallback={<Spinner />}>
        <Screen session={session.data} />
      </Suspense>
    </AdminLayout>
  );
}

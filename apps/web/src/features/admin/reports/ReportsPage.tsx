import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES, REPORT_TYPES, type AdminReport, type AdminSession } from '@yuanfen/contract';
import { can } from '../admin-access';
import { useAdminReports, type ReportFilter } from '../admin.queries';
import { Pager } from '../Pager';
import { useListParams } from '../use-page-param';
import { DecisionDialog, type Decision } from './DecisionDialog';
import { ReportCard } from './ReportCard';
import { reportFilterFrom } from './report-rules';
import { ListStatus } from '../ListStatus';
import { ExportButton } from '../ExportButton';
import { SelectFilter } from '../SelectFilter';

/** /admin/reports: the moderation queue, filtered by kind and status, each report with what it is about. */
export function ReportsPage({ session }: { session: AdminSession }) {
  const { t } = useTranslation(['admin']);
  const { params, page, update } = useListParams();
  const filter: ReportFilter = reportFilterFrom(params.get('kind'), params.get('status'));
  const reports = useAdminReports(filter, page);
  const [deciding, setDeciding] = useState<{ report: AdminReport; decision: Decision } | null>(null);
  const [notice, setNotice] = useState('');
  const items = reports.data?.data ?? [];

  return (
    <section className="card admin-card" aria-labelledby="admin-reports-title">
      <div className="admin-titlebar">
        <h1 id="admin-reports-title" className="page-title">
          {t('reports.title')}
        </h1>
        <ExportButton list="reports" filter={filter} />
      </div>
      <div className="admin-filters" role="group" aria-label={t('reports.filters')}>
        <SelectFilter
          label={t('reports.kind')}
          value={filter.kind ?? ''}
          options={REPORT_TYPES}
          optionLabel={(kind) => t(`reports.kinds.${kind}`)}
          anyLabel={t('reports.allKinds')}
          onChange={(value) => update({ kind: value, page: 1 })}
          testId="admin-report-kind"
        />
        <SelectFilter
          label={t('reports.status')}
          value={filter.status}
          options={REPORT_STATUSES}
          optionLabel={(status) => t(`reports.states.${status}`)}
          onChange={(value) => update({ status: value, page: 1 })}
          testId="admin-report-status"
        />
      </div>
      {/* One live region, there before a notice is written into it, so screen readers announce it. */}
      <p role="status" className={notice ? 'admin-notice admin-notice--ok' : 'visually-hidden'}>
        {notice}
      </p>
      <ListStatus query={reports} empty={items.length === 0} emptyText={t('reports.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('reports.title')} data-testid="admin-reports">
          {items.map((report) => (
            <li key={report.id}>
              <ReportCard
                report={report}
                canDecide={can(session, 'reports.decide')}
                canSanction={can(session, 'users.status')}
                onDecide={(decision) => setDeciding({ report, decision })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={page}
        nextPage={reports.data?.next_page}
        busy={reports.isFetching}
        onPage={(next) => update({ page: next })}
      />
      {deciding ? (
        <DecisionDialog
          report={deciding.report}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setNotice(t('reports.decidedNotice', { decision: t(`reports.decisions.${deciding.decision}`) }));
            setDeciding(null);
          }}
        />
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUALITY_REPORT_STATES,
  type AdminQualityReport,
  type AdminSession,
  type QualityDecision,
} from '@yuanfen/contract';
import { can } from '../admin-access';
import { formatWhen } from '../format';
import { ListStatus } from '../ListStatus';
import { Pager } from '../Pager';
import { QualityDialog } from './TranslatorDialogs';
import { qualityStateFrom } from './translators-rules';
import { useQualityReports } from './translators.queries';
import { ExportButton } from '../ExportButton';
import { SelectFilter } from '../SelectFilter';
import { Fact, MemberName, Notice, PairName, type Params } from './translator-parts';

function QualityCard({
  report,
  session,
  onDecide,
}: {
  report: AdminQualityReport;
  session: AdminSession;
  onDecide: (decision: QualityDecision) => void;
}) {
  const { t, i18n } = useTranslation(['admin']);
  return (
    <article className="admin-report" data-testid="admin-quality-report">
      <header className="admin-head">
        <h2 className="admin-row__title">
          {t('translators.quality.heading', { id: report.id, job: report.job.id })}{' '}
          <PairName source={report.job.source} target={report.job.target} />
        </h2>
        <span className="admin-tag">{t(`translators.quality.states.${report.state}`)}</span>
      </header>
      <dl className="admin-facts">
        <Fact term={t('translators.quality.reporter')}>
          <MemberName member={report.reporter} session={session} />
        </Fact>
        <Fact term={t('translators.quality.translator')}>
          {report.job.translator ? (
            <MemberName member={report.job.translator} session={session} />
          ) : (
            t('translators.quality.unknownTranslator')
          )}
        </Fact>
        <Fact term={t('translators.quality.price')}>{t('translators.gold', { count: report.job.price })}</Fact>
        <Fact term={t('translators.quality.reported')}>{formatWhen(report.created_at, i18n.language)}</Fact>
      </dl>
      <div className="admin-translators__reason">
        <p className="admin-translators__label">{t('translators.quality.reason')}</p>
        <blockquote>{report.reason}</blockquote>
      </div>
      <div className="admin-translators__texts">
        <section aria-label={t('translators.quality.original')}>
          <p className="admin-translators__label">{t('translators.quality.original')}</p>
          <p className="admin-translators__text" lang={report.job.source ?? undefined}>
            {report.job.original}
          </p>
        </section>
        <section aria-label={t('translators.quality.translation')}>
          <p className="admin-translators__label">{t('translators.quality.translation')}</p>
          <p className="admin-translators__text" lang={report.job.target === 'tw' ? 'zh-Hant' : report.job.target}>
            {report.job.translation}
          </p>
        </section>
      </div>
      {report.decided_at ? (
        <dl className="admin-facts">
          <Fact term={t('translators.quality.decided')}>{formatWhen(report.decided_at, i18n.language)}</Fact>
          {report.decision_reason ? <Fact term={t('translators.quality.note')}>{report.decision_reason}</Fact> : null}
        </dl>
      ) : null}
      {report.state === 'open' && can(session, 'translators.write') ? (
        <div className="admin-actions" role="group" aria-label={t('actions.title')}>
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={() => onDecide('dismiss')}
            data-testid="admin-quality-dismiss"
          >
            {t('translators.quality.dismiss')}
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => onDecide('uphold')}
            data-testid="admin-quality-uphold"
          >
            {t('translators.quality.uphold')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

export function QualityPanel({ session, list }: { session: AdminSession; list: Params }) {
  const { t } = useTranslation(['admin']);
  const { params, page, update } = list;
  const state = qualityStateFrom(params.get('state'));
  const reports = useQualityReports(state, page);
  const [deciding, setDeciding] = useState<{ report: AdminQualityReport; decision: QualityDecision } | null>(null);
  const [notice, setNotice] = useState('');
  const items = reports.data?.data ?? [];
  return (
    <>
      <div className="admin-filters" role="group" aria-label={t('translators.filters')}>
        <SelectFilter
          label={t('translators.state')}
          value={state}
          options={QUALITY_REPORT_STATES}
          optionLabel={(s) => t(`translators.quality.states.${s}`)}
          onChange={(value) => update({ state: value, page: 1 })}
          testId="admin-quality-state"
        />
      </div>
      <Notice text={notice} />
      <ExportButton list="qualityReports" filter={{ state }} />
      <ListStatus query={reports} empty={items.length === 0} emptyText={t('translators.quality.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('translators.tabs.quality')} data-testid="admin-quality-reports">
          {items.map((report) => (
            <li key={report.id}>
              <QualityCard
                report={report}
                session={session}
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
        onPage={(p) => update({ page: p })}
      />
      {deciding ? (
        <QualityDialog
          report={deciding.report}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setNotice(t(`translators.done.${deciding.decision}`, { count: deciding.report.job.price }));
            setDeciding(null);
          }}
        />
      ) : null}
    </>
  );
}

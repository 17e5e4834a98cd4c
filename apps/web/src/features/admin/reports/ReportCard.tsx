import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminReport, ReportDecision } from '@yuanfen/contract';
import { formatWhen } from '../format';
import { decisionsFor } from './report-rules';

/** What was reported, as the operator judges it: the item, its owner, its context and the complaint. */
function Subject({ report }: { report: AdminReport }) {
  const { t, i18n } = useTranslation(['admin']);
  const { subject } = report;
  const authorName = (userId: number) =>
    userId === subject.member?.id
      ? subject.member.name
      : userId === report.reporter.id
        ? report.reporter.name
        : t('reports.otherSide');
  if (subject.missing) return <p className="muted">{t('reports.missing')}</p>;
  return (
    <div className="admin-report">
      {subject.member ? (
        <p className="admin-row__meta">
          {t('reports.owner')}{' '}
          <Link to={`/admin/members/${subject.member.id}`} className="link">
            {subject.member.name}
          </Link>{' '}
          · {t(`status.${subject.member.status}`)}
          {subject.hidden ? ` · ${t('reports.hidden')}` : ''}
        </p>
      ) : null}
      {subject.context.length > 0 ? (
        <ol className="admin-list" aria-label={t('reports.context')}>
          {subject.context.map((line) => (
            <li key={line.id} className={line.reported ? 'admin-context admin-context--reported' : 'admin-context'}>
              <span className="admin-row__meta">
                {`${authorName(line.user_id)} · ${formatWhen(line.created_at, i18n.language)}`}
                {line.reported ? ` · ${t('reports.reportedLine')}` : ''}
              </span>
              <span>{line.text ?? t('reports.noText')}</span>
            </li>
          ))}
        </ol>
      ) : subject.text ? (
        <blockquote className="admin-quote" data-testid="admin-report-subject">
          {subject.text}
        </blockquote>
      ) : null}
      {subject.photos.length > 0 ? (
        <ul className="admin-photos" role="list" aria-label={t('reports.photos')}>
          {subject.photos.map((src) => (
            <li key={src}>
              <img src={src} alt="" loading="lazy" width={96} height={96} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ReportCard({
  report,
  canDecide,
  canSanction,
  onDecide,
}: {
  report: AdminReport;
  canDecide: boolean;
  canSanction: boolean;
  onDecide: (decision: ReportDecision) => void;
}) {
  const { t, i18n } = useTranslation(['admin']);
  const decisions = canDecide ? decisionsFor(report, canSanction) : [];
  return (
    <article className="admin-report" aria-labelledby={`admin-report-${report.id}`} data-testid="admin-report">
      <header className="admin-head">
        <h2 id={`admin-report-${report.id}`} className="admin-row__title">
          {t('reports.heading', { kind: t(`reports.kinds.${report.kind}`), id: report.id })}
        </h2>
        <span className="admin-tag">{t(`reports.states.${report.status}`)}</span>
      </header>
      <p className="admin-row__meta">
        {t('reports.by')}{' '}
        <Link to={`/admin/members/${report.reporter.id}`} className="link">
          {report.reporter.name}
        </Link>{' '}
        · {formatWhen(report.created_at, i18n.language)}
      </p>
      <div>
        <p className="field__label">{t('reports.complaint')}</p>
        <blockquote className="admin-quote">{report.content}</blockquote>
      </div>
      <div>
        <p className="field__label">{t('reports.subject')}</p>
        <Subject report={report} />
      </div>
      {report.decision ? (
        <p className="admin-notice admin-notice--ok">
          {t('reports.decided', {
            decision: t(`reports.decisions.${report.decision}`),
            date: formatWhen(report.decided_at, i18n.language),
          })}
          {report.decision_reason ? ` — ${report.decision_reason}` : ''}
        </p>
      ) : null}
      {decisions.length > 0 ? (
        <div className="admin-actions" role="group" aria-label={t('reports.decide')}>
          {decisions.map((decision) => (
            <button
              key={decision}
              type="button"
              className={`button button--small ${decision === 'suspend' || decision === 'ban' ? 'button--danger' : 'button--secondary'}`}
              onClick={() => onDecide(decision)}
              data-testid={`admin-decide-${decision}`}
            >
              {t(`reports.decisions.${decision}`)}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
}

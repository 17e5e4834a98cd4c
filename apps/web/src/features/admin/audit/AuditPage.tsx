import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../admin.queries';
import { formatWhen } from '../format';
import { Pager } from '../Pager';
import { useListParams } from '../use-page-param';
import { changeSummary, targetLink } from './audit-format';
import { ListStatus } from '../ListStatus';

/** /admin/audit: every operator write, newest first — who, what, on what, what changed, why, from where. */
export function AuditPage() {
  const { t, i18n } = useTranslation(['admin']);
  const { page, update } = useListParams();
  const audit = useAuditLog(page);
  const items = audit.data?.data ?? [];

  return (
    <section className="card admin-card" aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title" className="page-title">
        {t('audit.title')}
      </h1>
      <ListStatus query={audit} empty={items.length === 0} emptyText={t('audit.empty')} />
      {items.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="admin-audit">
            <caption className="visually-hidden">{t('audit.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.actor')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.change')}</th>
                <th scope="col">{t('audit.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => {
                const link = targetLink(entry.target);
                return (
                  <tr key={entry.id} data-testid="admin-audit-row">
                    <td data-label={t('audit.when')}>
                      {formatWhen(entry.created_at, i18n.language)}
                      {entry.ip ? <div className="admin-row__meta">{entry.ip}</div> : null}
                    </td>
                    <td data-label={t('audit.actor')}>
                      {entry.actor_id ? (
                        <Link to={`/admin/members/${entry.actor_id}`} className="link">
                          {entry.actor_name ?? entry.actor_id}
                        </Link>
                      ) : (
                        t('audit.system')
                      )}
                    </td>
                    <td data-label={t('audit.action')}>
                      <code>{entry.action}</code>
                    </td>
                    <td data-label={t('audit.target')}>
                      {link ? (
                        <Link to={link} className="link">
                          {entry.target}
                        </Link>
                      ) : (
                        entry.target
                      )}
                    </td>
                    <td data-label={t('audit.change')}>{changeSummary(entry.before, entry.after)}</td>
                    <td data-label={t('audit.reason')}>{entry.reason ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager
        page={page}
        nextPage={audit.data?.next_page}
        busy={audit.isFetching}
        onPage={(next) => update({ page: next })}
      />
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/Field';
import { useAuditLog, type AuditFilter } from '../admin.queries';
import { ExportButton } from '../ExportButton';
import { formatWhen } from '../format';
import { Pager } from '../Pager';
import { useListParams } from '../use-page-param';
import { changeSummary, targetLink } from './audit-format';
import { AUDIT_FILTER_FIELDS, auditFilterChanges, auditFilterFrom, type AuditFilterField } from './audit-filter';
import { ListStatus } from '../ListStatus';

const draftOf = (filter: AuditFilter): Record<AuditFilterField, string> =>
  Object.fromEntries(AUDIT_FILTER_FIELDS.map((field) => [field, String(filter[field] ?? '')])) as Record<
    AuditFilterField,
    string
  >;

/** The audit log's filters: by operator id, action, target and a range of days, kept in the URL. */
function AuditFilters({
  filter,
  onApply,
}: {
  filter: AuditFilter;
  onApply: (draft: Record<AuditFilterField, string>) => void;
}) {
  const { t } = useTranslation(['admin']);
  const [draft, setDraft] = useState(() => draftOf(filter));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty = draftOf({});
    setDraft(empty);
    onApply(empty);
  };
  const field = (name: AuditFilterField, type: string, extra: Record<string, string> = {}) => (
    <Field
      label={t(`auditFilters.${name}`)}
      type={type}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      data-testid={`admin-audit-${name}`}
      {...extra}
    />
  );
  return (
    <form className="admin-audit-filters" role="search" aria-label={t('auditFilters.title')} onSubmit={submit}>
      {field('actor_id', 'text', { inputMode: 'numeric', placeholder: t('auditFilters.actorHint') })}
      {field('action', 'text', { placeholder: 'users.update' })}
      {field('target', 'text', { placeholder: 'user:12' })}
      {field('from', 'date')}
      {field('to', 'date')}
      <div className="admin-audit-filters__buttons">
        <button type="submit" className="button button--primary button--small">
          {t('auditFilters.apply')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={clear}>
          {t('auditFilters.clear')}
        </button>
      </div>
    </form>
  );
}

/** /admin/audit: every operator write, newest first — who, what, on what, what changed, why, from where. */
export function AuditPage() {
  const { t, i18n } = useTranslation(['admin']);
  const { params, page, update } = useListParams();
  const filter = auditFilterFrom(params);
  const audit = useAuditLog(filter, page);
  const items = audit.data?.data ?? [];

  return (
    <section className="card admin-card" aria-labelledby="admin-audit-title">
      <div className="admin-titlebar">
        <h1 id="admin-audit-title" className="page-title">
          {t('audit.title')}
        </h1>
        <ExportButton list="audit" filter={filter} />
      </div>
      <AuditFilters filter={filter} onApply={(draft) => update(auditFilterChanges(draft))} />
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

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUPPORT_STATUSES, type SupportStatus } from '@yuanfen/contract';
import { formatWhen } from '../format';
import { Pager } from '../Pager';
import { useListParams } from '../use-page-param';
import { useSupportQueue } from './support.queries';
import { ListStatus } from '../ListStatus';
import './support.css';
import { ExportButton } from '../ExportButton';

const statusFrom = (value: string | null): SupportStatus | undefined =>
  value === 'all' ? undefined : (SUPPORT_STATUSES.find((s) => s === value) ?? 'open');

/** /admin/support: the support queue by status (open requests oldest first), each opening its ticket. */
export function SupportQueuePage() {
  const { t, i18n } = useTranslation(['admin']);
  const { params, page, update } = useListParams();
  const status = statusFrom(params.get('status'));
  const queue = useSupportQueue(status, page);
  const items = queue.data?.data ?? [];
  return (
    <section className="card admin-card" aria-labelledby="admin-support-title">
      <div className="admin-titlebar">
        <h1 id="admin-support-title" className="page-title">
          {t('support.title')}
        </h1>
        <ExportButton list="support" filter={{ status }} />
      </div>
      <div className="admin-filters" role="group" aria-label={t('support.filters')}>
        <label>
          {t('support.status')}
          <select
            className="input"
            value={status ?? 'all'}
            onChange={(event) => update({ status: event.target.value === 'open' ? '' : event.target.value, page: 1 })}
            data-testid="admin-support-status"
          >
            {SUPPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`support.states.${s}`)}
              </option>
            ))}
            <option value="all">{t('support.all')}</option>
          </select>
        </label>
      </div>
      <ListStatus query={queue} empty={items.length === 0} emptyText={t('support.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('support.title')} data-testid="admin-support-queue">
          {items.map((ticket) => (
            <li key={ticket.id} className="admin-support-row">
              <Link to={`/admin/support/${ticket.id}`} className="link" data-testid={`admin-support-${ticket.id}`}>
                #{ticket.id} · {t(`support.categories.${ticket.category}`)}
              </Link>
              <span className="admin-row__meta">
                {ticket.user
                  ? `${t('support.member')}: ${ticket.user.name}`
                  : `${t('support.visitor')}: ${ticket.name ?? ''} <${ticket.email ?? ''}>`}
                {' · '}
                {t(`support.states.${ticket.status}`)} · {formatWhen(ticket.updated_at, i18n.language)}
              </span>
              <span className="admin-support-row__text">{ticket.content}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={page}
        nextPage={queue.data?.next_page}
        busy={queue.isFetching}
        onPage={(next) => update({ page: next })}
      />
    </section>
  );
}

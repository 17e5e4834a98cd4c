import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@yuanfen/contract';
import { flattenPages } from '../../lib/paging';
import { Spinner } from '../../ui/Spinner';
import { formatDateTime } from '../pay';
import { useWithdrawHistoryQuery } from './withdraw.queries';
import { formatMoney, formatRate } from './withdraw-rules';

function Row({ item }: { item: Withdrawal }) {
  const { t, i18n } = useTranslation(['withdraw']);
  const paid = item.status === 'paid' && item.payout_cents !== null && item.currency && item.rate;
  return (
    <li className="withdraw-row" data-testid="withdraw-row" data-status={item.status}>
      <div className="withdraw-row__head">
        <span className="withdraw-row__amount">{t('summary.gold', { count: item.amount })}</span>
        <span className={`withdraw-status withdraw-status--${item.status}`} data-testid="withdraw-status">
          {t(`history.status.${item.status}`)}
        </span>
      </div>
      <p className="withdraw-row__meta">
        <span>{t('history.label', { id: item.id })}</span>
        {' · '}
        <time dateTime={item.created_at}>{formatDateTime(item.created_at, i18n.language)}</time>
      </p>
      <p className="withdraw-row__meta">
        {t('history.to', { method: t(`form.methods.${item.method}`), account: item.account })}
      </p>
      {paid ? (
        <p className="withdraw-row__paid">
          {t('history.paid', {
            value: formatMoney(item.payout_cents!, item.currency!, i18n.language),
            rate: formatRate(item.rate!, item.currency!, i18n.language),
            week: item.rate_week,
          })}
        </p>
      ) : null}
      {item.status === 'rejected' && item.reason ? (
        <p className="withdraw-row__reason">{t('history.reason', { reason: item.reason })}</p>
      ) : null}
    </li>
  );
}

/** The partner's cash-outs, newest first, with their statuses, payouts and rejection reasons. */
export function WithdrawHistory() {
  const { t } = useTranslation(['withdraw', 'common']);
  const query = useWithdrawHistoryQuery();
  const items = flattenPages(query.data?.pages);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <p className="form__alert">{t('errors.failed')}</p>;
  if (items.length === 0) return <p className="muted">{t('history.empty')}</p>;
  return (
    <>
      <ul className="withdraw-list" role="list" data-testid="withdraw-history">
        {items.map((item) => (
          <Row key={item.id} item={item} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('history.more')}
        </button>
      ) : null}
    </>
  );
}

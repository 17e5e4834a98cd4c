import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REFUND_KINDS } from '@yuanfen/contract';
import { formatWhen } from '../format';
import { ListStatus } from '../ListStatus';
import { Pager } from '../Pager';
import { useListParams } from '../use-page-param';
import { refundFilterOf } from './money-rules';
import { MemberFilter } from './OrdersPage';
import { useAdminRefunds } from './money.queries';
import './money.css';
import { ExportButton } from '../ExportButton';
import { SelectFilter } from '../SelectFilter';

/** /admin/refunds: gold given back (operators' refunds of an entry, cancelled mall orders), newest first. */
export function RefundsPage() {
  const { t, i18n } = useTranslation(['admin']);
  const { params, page, update } = useListParams();
  const filter = refundFilterOf(params);
  const list = useAdminRefunds(filter, page);
  const items = list.data?.data ?? [];
  return (
    <section className="card admin-card" aria-labelledby="money-refunds-title">
      <h1 id="money-refunds-title" className="page-title">
        {t('money.refunds.title')}
      </h1>
      <div className="admin-filters money-filters" role="group" aria-label={t('money.filters')}>
        <SelectFilter
          label={t('money.refunds.kind')}
          value={filter.kind ?? ''}
          options={REFUND_KINDS}
          optionLabel={(k) => t(`money.refunds.kinds.${k}`)}
          anyLabel={t('money.all')}
          onChange={(value) => update({ kind: value, page: 1 })}
          testId="money-filter-kind"
        />
        <MemberFilter key={filter.user ?? 0} value={filter.user} onApply={(user) => update({ user, page: 1 })} />
      </div>
      <ExportButton list="refunds" filter={filter} />
      <ListStatus query={list} empty={items.length === 0} emptyText={t('money.refunds.empty')} />
      {items.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table money-table" aria-labelledby="money-refunds-title" data-testid="money-refunds">
            <thead>
              <tr>
                <th scope="col">{t('money.refunds.when')}</th>
                <th scope="col">{t('money.refunds.member')}</th>
                <th scope="col">{t('money.refunds.kind')}</th>
                <th scope="col">{t('money.refunds.amount')}</th>
                <th scope="col">{t('money.refunds.what')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((refund) => (
                <tr key={refund.id} data-testid="money-refund">
                  <td data-label={t('money.refunds.when')}>{formatWhen(refund.created_at, i18n.language)}</td>
                  <td data-label={t('money.refunds.member')}>
                    {refund.member ? (
                      <Link to={`/admin/members/${refund.member.id}/ledger`} className="link">
                        {refund.member.name || t('members.id', { id: refund.member.id })}
                      </Link>
                    ) : (
                      refund.to_account
                    )}
                  </td>
                  <td data-label={t('money.refunds.kind')}>{t(`money.refunds.kinds.${refund.kind}`)}</td>
                  <td data-label={t('money.refunds.amount')}>{t('dashboard.gold', { value: refund.amount })}</td>
                  <td data-label={t('money.refunds.what')}>
                    {refund.mall_order_id !== null
                      ? t('money.refunds.mallOrder', { id: refund.mall_order_id })
                      : refund.refunded_entry_id !== null
                        ? t('money.refunds.entry', { id: refund.refunded_entry_id })
                        : '—'}
                    <span className="admin-row__meta">{refund.from_account}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager page={page} nextPage={list.data?.next_page} busy={list.isFetching} onPage={(p) => update({ page: p })} />
    </section>
  );
}

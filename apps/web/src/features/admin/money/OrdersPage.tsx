import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GATEWAYS, ORDER_STATUSES, type AdminOrder } from '@yuanfen/contract';
import { formatWhen } from '../format';
import { ListStatus } from '../ListStatus';
import { Pager } from '../Pager';
import { useListParams } from '../use-page-param';
import { formatMoney } from '../../withdraw/withdraw-rules';
import { isMismatch, orderFilterOf } from './money-rules';
import { useAdminOrders } from './money.queries';
import './money.css';
import { ExportButton } from '../ExportButton';
import { SelectFilter } from '../SelectFilter';

/** A member id typed into a filter: the list follows it when the form is sent. */
export function MemberFilter({ value, onApply }: { value: number | undefined; onApply: (id: string) => void }) {
  const { t } = useTranslation(['admin']);
  const [text, setText] = useState(value ? String(value) : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(text.trim());
  };
  return (
    <form className="money-member-filter" onSubmit={submit}>
      <label>
        {t('money.memberId')}
        <input
          className="input"
          inputMode="numeric"
          pattern="[0-9]*"
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="money-filter-user"
        />
      </label>
      <button type="submit" className="button button--secondary button--small">
        {t('money.apply')}
      </button>
    </form>
  );
}

function OrderRow({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation(['admin']);
  const mismatch = isMismatch(order.reconciliation);
  return (
    <tr data-testid="money-order">
      <td data-label={t('money.orders.created')}>
        {formatWhen(order.created_at, i18n.language)}
        {order.credited_at || order.release_at ? (
          <span className="admin-row__meta">
            {order.credited_at
              ? t('money.orders.settledAt', { date: formatWhen(order.credited_at, i18n.language) })
              : t('money.orders.releaseAt', { date: formatWhen(order.release_at, i18n.language) })}
          </span>
        ) : null}
      </td>
      <td data-label={t('money.orders.member')}>
        <Link to={`/admin/members/${order.user_id}`} className="link">
          {order.member?.name || t('members.id', { id: order.user_id })}
        </Link>
      </td>
      <td data-label={t('money.orders.amount')} className="money-amount">
        <span data-testid="money-order-amount">{formatMoney(order.price_cents, order.currency, i18n.language)}</span>
        <span className="admin-row__meta">{t('dashboard.gold', { value: order.units })}</span>
        <span className="admin-row__meta">{t(`money.gateways.${order.gateway as 'sandbox'}`, order.gateway)}</span>
      </td>
      <td data-label={t('money.orders.status')}>
        <span className="admin-tag">{t(`money.statuses.${order.status}`)}</span>
      </td>
      <td data-label={t('money.orders.reconciliation')}>
        <span
          className={mismatch ? 'admin-tag money-tag--mismatch' : 'admin-tag'}
          data-testid="money-order-reconciliation"
        >
          {t(`money.reconciliation.${order.reconciliation}`)}
        </span>
        {order.credited_units !== null && order.credited_units !== order.units ? (
          <span className="admin-row__meta">{t('money.orders.credited', { value: order.credited_units })}</span>
        ) : null}
      </td>
      <td data-label={t('money.orders.reference')} className="money-ref-cell">
        <span className="money-ref">{order.id}</span>
        {order.provider_ref && order.provider_ref !== order.id ? (
          <span className="admin-row__meta money-ref">{order.provider_ref}</span>
        ) : null}
        {order.reason ? <span className="admin-row__meta">{order.reason}</span> : null}
      </td>
    </tr>
  );
}

/** /admin/orders: payment orders by status, gateway and member, each with the ledger's reconciliation. */
export function OrdersPage() {
  const { t } = useTranslation(['admin']);
  const { params, page, update } = useListParams();
  const filter = orderFilterOf(params);
  const list = useAdminOrders(filter, page);
  const items = list.data?.data ?? [];
  return (
    <section className="card admin-card" aria-labelledby="money-orders-title">
      <h1 id="money-orders-title" className="page-title">
        {t('money.orders.title')}
      </h1>
      <p className="muted">{t('money.orders.intro')}</p>
      <div className="admin-filters money-filters" role="group" aria-label={t('money.filters')}>
        <SelectFilter
          label={t('money.orders.status')}
          value={filter.status ?? ''}
          options={ORDER_STATUSES}
          optionLabel={(s) => t(`money.statuses.${s}`)}
          anyLabel={t('money.all')}
          onChange={(value) => update({ status: value, page: 1 })}
          testId="money-filter-status"
        />
        <SelectFilter
          label={t('money.orders.gateway')}
          value={filter.gateway ?? ''}
          options={GATEWAYS}
          optionLabel={(g) => t(`money.gateways.${g}`)}
          anyLabel={t('money.all')}
          onChange={(value) => update({ gateway: value, page: 1 })}
          testId="money-filter-gateway"
        />
        <label className="money-check">
          <input
            type="checkbox"
            checked={filter.mismatch === 1}
            onChange={(event) => update({ mismatch: event.target.checked ? 1 : undefined, page: 1 })}
            data-testid="money-filter-mismatch"
          />
          {t('money.orders.mismatchOnly')}
        </label>
        <MemberFilter key={filter.user ?? 0} value={filter.user} onApply={(user) => update({ user, page: 1 })} />
      </div>
      <ExportButton list="orders" filter={filter} />
      <ListStatus query={list} empty={items.length === 0} emptyText={t('money.orders.empty')} />
      {items.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table money-table" aria-labelledby="money-orders-title" data-testid="money-orders">
            <thead>
              <tr>
                <th scope="col">{t('money.orders.created')}</th>
                <th scope="col">{t('money.orders.member')}</th>
                <th scope="col">{t('money.orders.amount')}</th>
                <th scope="col">{t('money.orders.status')}</th>
                <th scope="col">{t('money.orders.reconciliation')}</th>
                <th scope="col">{t('money.orders.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager page={page} nextPage={list.data?.next_page} busy={list.isFetching} onPage={(p) => update({ page: p })} />
    </section>
  );
}

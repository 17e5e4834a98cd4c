import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@yuanfen/contract';
import { formatDateTime, localeOf } from '../pay';
import { OrderActions } from './OrderActions';
import { OrderSteps } from './OrderSteps';
import type { OrderSide } from './order-rules';

function usePlace(order: Order): string | null {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const a = order.address;
    if (!a) return null;
    const country = new Intl.DisplayNames([localeOf(i18n.language)], { type: 'region' }).of(a.country) ?? a.country;
    return [a.line, a.city, a.province, a.postcode, country].filter(Boolean).join(', ');
  }, [order.address, i18n.language]);
}

/** One order as its sender or recipient sees it: what, for whom, where, its status and the viewer's moves. */
export function OrderCard({ order, side }: { order: Order; side: OrderSide }) {
  const { t, i18n } = useTranslation('mall');
  const place = usePlace(order);
  const party =
    side === 'received'
      ? t('orders.from', { name: order.sender.name })
      : t('orders.to', { name: order.recipient?.name ?? order.full_name });
  return (
    <li className="order-card" data-testid="order-card" data-order-id={order.id} data-status={order.status}>
      <div className="order-card__head">
        <img className="order-card__image" src={order.product.thumb} alt="" width={64} height={64} loading="lazy" />
        <div className="order-card__main">
          <p className="order-card__name">
            {order.product.name}{' '}
            <span className="order-card__qty">{t('orders.quantity', { count: order.quantity })}</span>
          </p>
          <p className="order-card__party" data-testid="order-party">
            {party}
          </p>
          <p className="order-card__meta">
            {t('orders.number', { id: order.id })} ·{' '}
            <time dateTime={order.created_at}>{formatDateTime(order.created_at, i18n.language)}</time>
          </p>
        </div>
        <strong className="order-card__total">{t('gold', { count: order.total })}</strong>
      </div>
      <p className="order-card__address" data-testid="order-address">
        {place ? `${order.full_name} · ${place}` : t('orders.noAddress')}
      </p>
      <OrderSteps order={order} />
      {order.status === 'pending_accept' && order.accept_by && order.can.accept ? (
        <p className="field__hint">{t('orders.acceptBy', { date: formatDateTime(order.accept_by, i18n.language) })}</p>
      ) : null}
      <OrderActions order={order} />
    </li>
  );
}

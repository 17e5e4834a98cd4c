import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/account.queries';
import { flattenPages } from '../../lib/paging';
import { InfiniteList, listQueryProps } from '../../ui/InfiniteList';
import { Tabs } from '../../ui/Tabs';
import { resetCounter } from '../notifications';
import { useOrdersQuery } from './mall.queries';
import { OrderCard } from './OrderCard';
import type { OrderSide } from './order-rules';
import './mall.css';

/** Received first: what waits on the member (accept, sign) is there; the mall link leads here then. */
const SIDES: OrderSide[] = ['received', 'sent'];

function OrderList({ side }: { side: OrderSide }) {
  const { t } = useTranslation('mall');
  const q = useOrdersQuery(side);
  const orders = flattenPages(q.data?.pages);
  return (
    <InfiniteList
      label={t(`orders.${side}`)}
      testId={`orders-${side}`}
      count={orders.length}
      {...listQueryProps(q)}
      empty={side === 'sent' ? t('orders.emptySent') : t('orders.emptyReceived')}
      listClassName="order-list"
      emptyIcon="mall"
    >
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} side={side} />
      ))}
    </InfiniteList>
  );
}

/**
 * While the orders are on screen the member has seen every update: the `order` counter goes to 0 when
 * the page opens and again whenever it rises meanwhile (the lists refetch on the same `counter` event),
 * so the mall link leads back to the mall (spec §2).
 */
function useOrdersSeen() {
  const pending = useMe()?.counter.order ?? 0;
  useEffect(() => {
    if (pending > 0) void resetCounter('order');
  }, [pending]);
}

/** /orders: the orders the member sent and received, each with its status and the moves they may make. */
export function OrdersPage() {
  const { t } = useTranslation('mall');
  const [params, setParams] = useSearchParams();
  const side: OrderSide = params.get('tab') === 'sent' ? 'sent' : 'received';
  useOrdersSeen();

  const select = (next: OrderSide) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('tab', next);
        return p;
      },
      { replace: true },
    );

  return (
    <div className="stack mall-page">
      <section className="card mall-head">
        <h1 className="page-title">{t('orders.title')}</h1>
        <Link to="/mall" className="button button--secondary button--small">
          {t('orders.toMall')}
        </Link>
      </section>
      <section className="card">
        <Tabs
          tabs={SIDES}
          selected={side}
          onSelect={select}
          label={t('orders.tabsLabel')}
          nameOf={(name) => t(`orders.${name}`)}
          testIdPrefix="orders-tab"
          panelClassName="orders-panel"
        >
          <OrderList side={side} />
        </Tabs>
      </section>
    </div>
  );
}

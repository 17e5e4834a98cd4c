import { useTranslation } from 'react-i18next';
import type { Order } from '@yuanfen/contract';
import { orderSteps } from './order-rules';

/** The four statuses of spec §4 as a row of steps; a cancelled order shows where it stopped, and its refund. */
export function OrderSteps({ order }: { order: Pick<Order, 'status' | 'refunded' | 'total'> }) {
  const { t } = useTranslation('mall');
  const cancelled = order.status === 'cancelled';
  return (
    <div className="order-steps-wrap">
      <ol
        className={cancelled ? 'order-steps order-steps--stopped' : 'order-steps'}
        aria-label={t('orders.stepsLabel')}
      >
        {orderSteps(order.status).map(({ step, state }) => (
          <li
            key={step}
            className={`order-step order-step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="order-step__dot" aria-hidden="true" />
            <span className="order-step__label">{t(`orders.status.${step}`)}</span>
          </li>
        ))}
      </ol>
      <p className="order-status" data-testid="order-status" data-status={order.status}>
        {t(`orders.status.${order.status}`)}
        {order.refunded ? (
          <span className="order-status__refund"> · {t('orders.refunded', { count: order.total })}</span>
        ) : null}
      </p>
    </div>
  );
}

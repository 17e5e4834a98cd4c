import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentOrder, SandboxConfirmBody } from '@yuanfen/contract';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { formatMoney } from './money-format';
import { confirmSandbox, useOrderQuery } from './pay.queries';
import './pay.css';

type Choice = SandboxConfirmBody['result'];
const SETTLED_ICON = { success: 'gold', failed: 'close', canceled: 'close', pending: 'sparkle' } as const;

function Settled({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation('pay');
  const status = order.status === 'created' ? 'pending' : order.status;
  const body =
    status === 'success'
      ? t('sandbox.successBody', { count: order.amount })
      : status === 'pending'
        ? (order.reason ?? t('result.pendingReasonUnknown'))
        : t(`sandbox.${status}Body`);
  return (
    <div className="sandbox__result" data-testid="sandbox-result" data-status={status} role="status">
      <div className={`pay-overlay__art pay-result__art--${status}`} aria-hidden="true">
        <Icon name={SETTLED_ICON[status]} size={40} />
      </div>
      <h2 className="pay-result__title">{t(`sandbox.${status}Title`)}</h2>
      <p>{body}</p>
      <div className="modal__actions">
        <Link to="/bill?tab=history" className="button button--ghost">
          {t('sandbox.return')}
        </Link>
        <button type="button" className="button button--primary" onClick={() => window.close()}>
          {t('sandbox.closeWindow')}
        </button>
      </div>
    </div>
  );
}

/** The sandbox gateway's own confirm page (/pay/sandbox/:orderId): pay, fail or cancel a test order. */
export function SandboxPayPage() {
  const { t, i18n } = useTranslation('pay');
  const { orderId = '' } = useParams();
  const query = useOrderQuery(orderId);
  const [settled, setSettled] = useState<PaymentOrder | null>(null);
  const [busy, setBusy] = useState<Choice | null>(null);

  const choose = async (result: Choice) => {
    setBusy(result);
    try {
      setSettled(await confirmSandbox({ order_id: orderId, result }));
    } finally {
      setBusy(null);
    }
  };

  const order = settled ?? query.data;
  let content;
  if (query.isPending) content = <Spinner />;
  else if (!order) content = <p className="form__alert">{t('sandbox.notFound')}</p>;
  else if (settled || order.status !== 'created') {
    content = (
      <>
        {!settled ? <p className="pay-note">{t('sandbox.alreadyDone')}</p> : null}
        <Settled order={order} />
      </>
    );
  } else {
    const price = formatMoney(order.price_cents, order.currency, i18n.language);
    content = (
      <>
        <p className="sandbox__intro">{t('sandbox.intro')}</p>
        <dl className="sandbox__details">
          <div>
            <dt>{t('sandbox.merchant')}</dt>
            <dd>{t('sandbox.merchantName')}</dd>
          </div>
          <div>
            <dt>{t('sandbox.item')}</dt>
            <dd data-testid="sandbox-gold">
              {order.month !== null
                ? t('sandbox.vipItem', { count: order.amount })
                : t('sandbox.goldItem', { count: order.amount })}
            </dd>
          </div>
          <div>
            <dt>{t('sandbox.order')}</dt>
            <dd className="sandbox__mono">{order.order_id}</dd>
          </div>
          <div className="sandbox__total">
            <dt>{t('sandbox.amount')}</dt>
            <dd data-testid="sandbox-amount">
              {price} <span className="sandbox__currency">{order.currency}</span>
            </dd>
          </div>
        </dl>
        <div className="sandbox__actions">
          <button
            type="button"
            className="button button--primary button--block"
            disabled={busy !== null}
            onClick={() => void choose('success')}
            data-testid="sandbox-pay"
          >
            {busy === 'success' ? <Spinner inline /> : null}
            {t('sandbox.pay', { price })}
          </button>
          <div className="sandbox__secondary">
            <button
              type="button"
              className="button button--danger"
              disabled={busy !== null}
              onClick={() => void choose('failed')}
              data-testid="sandbox-fail"
            >
              {t('sandbox.fail')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy !== null}
              onClick={() => void choose('canceled')}
              data-testid="sandbox-cancel"
            >
              {t('sandbox.cancel')}
            </button>
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="sandbox">
      <section className="card sandbox__card" aria-labelledby="sandbox-title">
        <header className="sandbox__header">
          <span className="sandbox__badge">
            <Icon name="tools" size={14} />
            {t('sandbox.badge')}
          </span>
          <h1 id="sandbox-title" className="sandbox__title">
            {t('sandbox.title')}
          </h1>
        </header>
        {content}
      </section>
    </div>
  );
}

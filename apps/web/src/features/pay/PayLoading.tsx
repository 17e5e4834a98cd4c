import { useTranslation } from 'react-i18next';
import type { PurchaseResponse } from '@yuanfen/contract';
import { Spinner } from '../../ui/Spinner';
import { formatMoney } from './money-format';
import { backToChoose, confirmPaid, reportFailed, type LoadingKind } from './pay-flow';

interface PayLoadingProps {
  kind: LoadingKind;
  order: PurchaseResponse;
  url?: string;
  checked?: boolean;
}

/** Spec §4's three ways of waiting for a payment. */
export function PayLoading({ kind, order, url, checked }: PayLoadingProps) {
  const { t, i18n } = useTranslation('pay');
  const price = formatMoney(order.price_cents, order.currency, i18n.language);

  if (kind === 'image' && order.qr) {
    return (
      <div className="pay-loading" data-testid="pay-loading-image">
        <p className="modal__message">{t('loading.imageBody', { price })}</p>
        <img className="pay-qr" src={order.qr} alt={t('loading.qrAlt')} width={220} height={220} />
        <p className="pay-loading__ref">{t('loading.orderRef', { id: order.order_id })}</p>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={backToChoose}>
            {t('loading.changeMethod')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void confirmPaid()}>
            {t('loading.paid')}
          </button>
        </div>
      </div>
    );
  }

  if (kind === 'confirm') {
    return (
      <div className="pay-loading" data-testid="pay-loading-confirm">
        <Spinner />
        <p className="modal__message">{t('loading.confirmBody')}</p>
        {url ? (
          <a className="link" href={url} target="_blank" rel="noopener">
            {t('loading.openAgain')}
          </a>
        ) : null}
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={reportFailed} data-testid="pay-failed">
            {t('loading.failed')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void confirmPaid()}
            data-testid="pay-paid"
            data-autofocus
          >
            {t('loading.paid')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="pay-loading" data-testid="pay-loading-plain">
      <Spinner />
      <p className="modal__message" aria-live="polite">
        {checked ? t('loading.notYet') : t('loading.plainBody')}
      </p>
      <p className="pay-loading__ref">{t('loading.orderRef', { id: order.order_id })}</p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={backToChoose}>
          {t('loading.changeMethod')}
        </button>
      </div>
    </div>
  );
}

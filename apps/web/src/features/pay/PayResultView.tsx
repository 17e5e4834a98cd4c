import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { formatDate } from './money-format';
import { backToChoose, closePayFlow, type PayResult } from './pay-flow';

const ART = { success: 'gold', pending: 'sparkle', canceled: 'close', failed: 'close' } as const;

/** The pay-result modal body: success, pending (reason, 3–5 days), canceled, failed (→ FAQ). */
export function PayResultView({ result }: { result: PayResult }) {
  const { t, i18n } = useTranslation('pay');
  const { status } = result;
  return (
    <div className={`pay-result pay-result--${status}`} data-testid="pay-result" data-status={status}>
      <div className={`pay-overlay__art pay-result__art--${status}`} aria-hidden="true">
        <Icon name={ART[status]} size={40} />
      </div>
      <h3 className="pay-result__title">{t(`result.${status}Title`)}</h3>
      {status === 'success' ? (
        <p className="modal__message">{t('result.goldAdded', { count: result.amount })}</p>
      ) : null}
      {status === 'pending' ? (
        <>
          <p className="modal__message">
            {result.reason ? t('result.pendingBody', { reason: result.reason }) : t('result.pendingReasonUnknown')}
          </p>
          <p className="pay-note">
            {t('result.pendingRelease')}{' '}
            {result.releaseAt
              ? t('result.pendingReleaseAt', { date: formatDate(result.releaseAt, i18n.language) })
              : null}
          </p>
        </>
      ) : null}
      {status === 'canceled' ? <p className="modal__message">{t('result.canceledBody')}</p> : null}
      {status === 'failed' ? (
        <>
          <p className="modal__message">{t('result.failedBody')}</p>
          <Link to="/faq" className="link" onClick={closePayFlow}>
            {t('result.faq')}
          </Link>
        </>
      ) : null}
      <div className="modal__actions">
        {status === 'success' || status === 'pending' ? (
          <Link to="/bill?tab=history" className="button button--ghost" onClick={closePayFlow}>
            {t('result.viewBill')}
          </Link>
        ) : (
          <button type="button" className="button button--ghost" onClick={backToChoose}>
            {t('result.payAgain')}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={closePayFlow} data-autofocus>
          {t('result.done')}
        </button>
      </div>
    </div>
  );
}

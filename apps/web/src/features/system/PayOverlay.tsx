import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';

/** The recharge / upgrade modal; payments themselves arrive with the payments feature. */
export function PayOverlay({ mode }: { mode: 'recharge' | 'upgrade' }) {
  const { t } = useTranslation(['common', 'errors', 'nav']);
  const close = useUiStore((s) => s.closePay);
  const upgrade = mode === 'upgrade';
  return (
    <Modal title={upgrade ? t('pay.upgradeTitle') : t('pay.rechargeTitle')} onClose={close}>
      <div className="pay-overlay">
        <div className={`pay-overlay__art ${upgrade ? 'pay-overlay__art--vip' : ''}`} aria-hidden="true">
          <Icon name={upgrade ? 'crown' : 'gold'} size={40} />
        </div>
        <p className="modal__message">{upgrade ? t('pay.upgradeBody') : t('pay.rechargeBody')}</p>
        <p className="pay-overlay__soon">{t('pay.soon')}</p>
        <div className="modal__actions">
          <Link to={upgrade ? '/vip' : '/paid'} className="button button--ghost" onClick={close}>
            {upgrade ? t('nav:title.vip') : t('nav:title.paid')}
          </Link>
          <button type="button" className="button button--primary" onClick={close}>
            {t('actions.ok')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

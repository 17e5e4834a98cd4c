import { useTranslation } from 'react-i18next';
import { isLifetime } from '@yuanfen/contract';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import { formatDate } from './money-format';
import { backToChoose, closePayFlow, type UpgradeOutcome } from './pay-flow';

/** The upgrade-result modal body: VIP until a date (or Lifetime), or not enough gold → recharge. */
export function UpgradeResultView({ outcome }: { outcome: UpgradeOutcome }) {
  const { t, i18n } = useTranslation(['pay', 'common']);
  const openPay = useUiStore((s) => s.openPay);

  if (outcome.kind === 'success') {
    const { result, forOther } = outcome;
    const lifetime = isLifetime(result.vip_expired_at);
    const date = formatDate(result.vip_expired_at, i18n.language);
    const text = forOther
      ? lifetime
        ? t('upgradeResult.forOtherLifetime', { name: result.name })
        : t('upgradeResult.forOtherUntil', { name: result.name, date })
      : lifetime
        ? t('upgradeResult.lifetime')
        : t('upgradeResult.until', { date });
    return (
      <div className="pay-result" data-testid="upgrade-result" data-status="success">
        <div className="pay-overlay__art pay-overlay__art--vip" aria-hidden="true">
          <Icon name="crown" size={40} />
        </div>
        <h3 className="pay-result__title">{t('upgradeResult.successTitle')}</h3>
        <p className="modal__message">{text}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={closePayFlow} data-autofocus>
            {t('result.done')}
          </button>
        </div>
      </div>
    );
  }

  if (outcome.kind === 'trialUsed') {
    return (
      <div className="pay-result" data-testid="upgrade-result" data-status="trial-used">
        <div className="pay-overlay__art pay-overlay__art--vip" aria-hidden="true">
          <Icon name="crown" size={40} />
        </div>
        <h3 className="pay-result__title">{t('upgradeResult.trialUsedTitle')}</h3>
        <p className="modal__message">{t('upgradeResult.trialUsed')}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={backToChoose} data-autofocus>
            {t('upgradeResult.choosePack')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="pay-result" data-testid="upgrade-result" data-status="not-enough-gold">
      <div className="pay-overlay__art" aria-hidden="true">
        <Icon name="gold" size={40} />
      </div>
      <h3 className="pay-result__title">{t('upgradeResult.notEnoughTitle')}</h3>
      <p className="modal__message">{t('upgradeResult.notEnough')}</p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={closePayFlow}>
          {t('common:actions.close')}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          data-testid="upgrade-recharge"
          onClick={() => {
            backToChoose();
            openPay('recharge');
          }}
        >
          {t('common:actions.recharge')}
        </button>
      </div>
    </div>
  );
}

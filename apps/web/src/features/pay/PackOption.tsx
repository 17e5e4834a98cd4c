import { useTranslation } from 'react-i18next';
import type { VipPack } from '@yuanfen/contract';
import { packLabel, savingsText } from './money-format';

/** One VIP pack as a radio card: its length, gold price, monthly price and savings badge. */
export function PackOption({ pack, selected, onSelect }: { pack: VipPack; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('pay');
  const label = packLabel(pack);
  return (
    <label className={`pack${selected ? ' pack--selected' : ''}`} data-testid={`vip-pack-${label}`}>
      <input type="radio" name="vip-pack" className="visually-hidden" checked={selected} onChange={onSelect} />
      <span className="pack__name">{t(`packs.${label}`)}</span>
      <span className="pack__price">{t('gold', { count: pack.price })}</span>
      <span className="pack__note">
        {pack.trial
          ? t('packs.trialNote')
          : pack.lifetime
            ? t('packs.forever')
            : t('packs.perMonth', { price: Math.round((pack.price / pack.months) * 10) / 10 })}
      </span>
      {pack.savings > 0 ? (
        <span className="savings-badge pack__badge">{t('packs.save', { percent: savingsText(pack) })}</span>
      ) : null}
    </label>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BALANCE_GATEWAY_MIN, VIP_DEFAULT_MONTHS, VIP_PACKS, type VipPack } from '@yuanfen/contract';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { GatewayPicker } from './GatewayPicker';
import { PackOption } from './PackOption';
import { runUpgrade, startPayment, usePayFlow } from './pay-flow';
import { useVipPacksQuery, type PurchaseMethod } from './pay.queries';
import { usePayContext } from './use-pay-context';

/** The packs the viewer may buy: the trial only when offered (to partners also for others). */
export function useOfferedPacks(forOther: boolean) {
  const query = useVipPacksQuery();
  const data = query.data;
  const trial = forOther ? !!data?.trial_for_others || !!data?.trial_offered : (data?.trial_offered ?? false);
  const packs: VipPack[] = (data?.data ?? VIP_PACKS).filter((p) => !p.trial || trial);
  return { packs, defaultMonths: data?.default ?? VIP_DEFAULT_MONTHS, loading: query.isPending };
}

/** Upgrade mode: a pack, then the balance (above 30 gold) or a gateway buying exactly the pack's gold. */
export function UpgradeForm() {
  const { t } = useTranslation('pay');
  const { payOptions } = useUiStore();
  const target = payOptions.target;
  const pay = usePayContext();
  const offered = useOfferedPacks(!!target);
  const submitting = usePayFlow((s) => s.stage.step === 'submitting');
  const [months, setMonths] = useState<number | null>(payOptions.months ?? null);
  const [method, setMethod] = useState<PurchaseMethod | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);

  if (pay.loading || offered.loading) return <Spinner />;

  const pack =
    offered.packs.find((p) => p.months === months) ??
    offered.packs.find((p) => p.months === offered.defaultMonths) ??
    offered.packs[0]!;
  const balanceOffered = pay.balance > BALANCE_GATEWAY_MIN;
  const methods: PurchaseMethod[] = [...(balanceOffered ? (['balance'] as const) : []), ...pay.gateways];
  const chosen: PurchaseMethod | null =
    method && methods.includes(method) ? method : balanceOffered ? 'balance' : pay.gateway;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (target && !agreed) {
      setAgreeError(true);
      return;
    }
    const upgrade = { month: pack.months, ...(target ? { for: target.id } : {}) };
    if (chosen === 'balance') void runUpgrade(upgrade);
    else void startPayment({ method: chosen, upgrade });
  };

  const moneyPrice = (m: PurchaseMethod) =>
    m === 'balance' ? t('gold', { count: pack.price }) : pay.price(pack.price, m);
  return (
    <form className="pay-form" onSubmit={submit} noValidate>
      {target ? (
        <p className="pay-target">
          <Icon name="gift" size={18} />
          {t('upgrade.forOther', { name: target.name })}
        </p>
      ) : null}
      <p className="pay-balance">
        <Icon name="gold" size={18} />
        <span data-testid="pay-balance">{t('balance', { count: pay.balance })}</span>
      </p>
      <fieldset className="pay-fieldset">
        <legend className="pay-legend">{t('packs.legend')}</legend>
        <div className="pack-grid">
          {offered.packs.map((p) => (
            <PackOption
              key={p.months}
              pack={p}
              selected={p.months === pack.months}
              onSelect={() => setMonths(p.months)}
            />
          ))}
        </div>
      </fieldset>
      {chosen ? (
        <GatewayPicker
          methods={methods}
          value={chosen}
          onChange={setMethod}
          balance={pay.balance}
          priceOf={moneyPrice}
        />
      ) : (
        <GatewayPicker methods={[]} value="paypal" onChange={() => undefined} />
      )}
      {chosen && chosen !== 'balance' ? (
        <p className="pay-note">{t('upgrade.goldNeeded', { count: pack.price })}</p>
      ) : null}
      {target ? (
        <div className={agreeError && !agreed ? 'field field--error' : 'field'}>
          <label className="pay-check">
            <input
              type="checkbox"
              checked={agreed}
              data-testid="upgrade-agree"
              aria-invalid={agreeError && !agreed ? true : undefined}
              aria-describedby={agreeError && !agreed ? 'upgrade-agree-error' : undefined}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            <span>{t('upgrade.agree', { name: target.name })}</span>
          </label>
          {agreeError && !agreed ? (
            <p className="field__error" id="upgrade-agree-error" role="alert">
              {t('upgrade.agreeRequired')}
            </p>
          ) : null}
        </div>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!chosen || submitting}
        data-testid="pay-submit"
      >
        {submitting ? <Spinner inline /> : null}
        {chosen === 'balance'
          ? t('upgrade.payGold', { count: pack.price })
          : t('upgrade.payMoney', { price: chosen ? moneyPrice(chosen) : '' })}
      </button>
    </form>
  );
}

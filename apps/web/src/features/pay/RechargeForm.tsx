import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RECHARGE_CUSTOM_MAX, RECHARGE_DEFAULT, RECHARGE_PRESETS, rechargeUnits } from '@yuanfen/contract';
import { useUiStore } from '../../lib/ui-store';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { GatewayPicker } from './GatewayPicker';
import { startPayment, usePayFlow } from './pay-flow';
import { usePayContext } from './use-pay-context';

/** Recharge mode: a preset or a custom amount (capped at 1000), a gateway, the price in its currency. */
export function RechargeForm() {
  const { t } = useTranslation('pay');
  const pay = usePayContext();
  const openPay = useUiStore((s) => s.openPay);
  const submitting = usePayFlow((s) => s.stage.step === 'submitting');
  const [preset, setPreset] = useState<number>(RECHARGE_DEFAULT);
  const [custom, setCustom] = useState('');
  const customValue = Number(custom) || 0;
  const units = rechargeUnits(preset, customValue);

  if (pay.loading) return <Spinner />;

  const onCustom = (raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (!digits) return setCustom('');
    setCustom(String(Math.min(Number(digits), RECHARGE_CUSTOM_MAX)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pay.gateway || units <= 0) return;
    void startPayment({ method: pay.gateway, amount: units });
  };

  const usd = pay.currency === 'USD';
  return (
    <form className="pay-form" onSubmit={submit} noValidate>
      <p className="pay-balance">
        <Icon name="gold" size={18} />
        <span data-testid="pay-balance">{t('balance', { count: pay.balance })}</span>
      </p>
      <fieldset className="pay-fieldset">
        <legend className="pay-legend">{t('recharge.amountLegend')}</legend>
        <div className="preset-grid">
          {RECHARGE_PRESETS.map((value) => {
            const selected = customValue <= 0 && preset === value;
            return (
              <label
                key={value}
                className={`preset${selected ? ' preset--selected' : ''}`}
                data-testid={`recharge-preset-${value}`}
              >
                <input
                  type="radio"
                  name="recharge-preset"
                  className="visually-hidden"
                  value={value}
                  checked={selected}
                  aria-label={t('recharge.preset', { count: value, price: pay.price(value) })}
                  onChange={() => {
                    setPreset(value);
                    setCustom('');
                  }}
                />
                <span className="preset__gold" aria-hidden="true">
                  <Icon name="gold" size={16} />
                  {value}
                </span>
                <span className="preset__price" aria-hidden="true">
                  {pay.price(value)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Field
        label={t('recharge.custom')}
        hint={t('recharge.customHint', { max: RECHARGE_CUSTOM_MAX })}
        inputMode="numeric"
        type="text"
        autoComplete="off"
        placeholder={t('recharge.customPlaceholder')}
        value={custom}
        data-testid="recharge-custom"
        onChange={(e) => onCustom(e.target.value)}
      />
      {pay.gateway ? (
        <GatewayPicker
          methods={pay.gateways}
          value={pay.gateway}
          onChange={(m) => m !== 'balance' && pay.setGateway(m)}
        />
      ) : (
        <GatewayPicker methods={[]} value="paypal" onChange={() => undefined} />
      )}
      <div className="pay-summary" aria-live="polite">
        <span className="pay-summary__what">{t('recharge.summary', { count: units })}</span>
        <span className="pay-summary__price">
          {pay.vip && usd ? <s className="pay-summary__full">{pay.price(units, undefined, false)}</s> : null}
          <strong data-testid="pay-price">{pay.price(units)}</strong>
        </span>
        {pay.vip && usd ? <span className="savings-badge">{t('recharge.vipDiscount')}</span> : null}
      </div>
      {!pay.vip ? (
        <p className="vip-offer">
          <Icon name="crown" size={16} />
          <span>
            {t('recharge.vipOffer')}{' '}
            <button type="button" className="link" onClick={() => openPay('upgrade')}>
              {t('recharge.seeVip')}
            </button>
          </span>
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!pay.gateway || units <= 0 || submitting}
        data-testid="pay-submit"
      >
        {submitting ? <Spinner inline /> : null}
        {t('recharge.pay', { price: pay.price(units) })}
      </button>
    </form>
  );
}

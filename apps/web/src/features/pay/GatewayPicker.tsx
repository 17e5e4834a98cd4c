import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/Icon';
import type { PurchaseMethod } from './pay.queries';

interface GatewayPickerProps {
  methods: PurchaseMethod[];
  value: PurchaseMethod;
  onChange: (method: PurchaseMethod) => void;
  balance?: number;
  /** A price per method, shown at the end of its row. */
  priceOf?: (method: PurchaseMethod) => string;
}

const MARK: Record<PurchaseMethod, IconName> = { paypal: 'shield', wechat: 'chat', sandbox: 'tools', balance: 'gold' };

/** The payment methods as one radio group; each row says what it charges in. */
export function GatewayPicker({ methods, value, onChange, balance = 0, priceOf }: GatewayPickerProps) {
  const { t } = useTranslation('pay');
  if (methods.length === 0) return <p className="form__alert">{t('gateway.none')}</p>;
  return (
    <fieldset className="pay-fieldset">
      <legend className="pay-legend">{t('gateway.legend')}</legend>
      <div className="gateway-list">
        {methods.map((method) => (
          <label key={method} className="gateway-option" data-testid={`pay-method-${method}`}>
            <input
              type="radio"
              name="pay-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            <span className={`gateway-option__mark gateway-option__mark--${method}`} aria-hidden="true">
              <Icon name={MARK[method]} size={18} />
            </span>
            <span className="gateway-option__text">
              <span className="gateway-option__name">{t(`gateway.${method}`)}</span>
              <span className="gateway-option__hint">
                {method === 'balance' ? t('gateway.balanceHint', { count: balance }) : t(`gateway.${method}Hint`)}
              </span>
            </span>
            {priceOf ? <span className="gateway-option__price">{priceOf(method)}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

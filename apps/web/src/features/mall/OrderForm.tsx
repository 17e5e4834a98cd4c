import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOWER_COUNTRY, ORDER_MAX_QUANTITY, type Order, type Product } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { useMe } from '../../lib/account.queries';
import { useUiStore } from '../../lib/ui-store';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { AddressFields, emptyAddress } from './AddressFields';
import { usePlaceOrderMutation } from './mall.queries';
import { addressBody, formProblems } from './order-rules';
import { useOrderChecks } from './use-order-checks';

/** The member a present is for, when the mall was opened from their profile. */
export interface OrderRecipient {
  id: number;
  name: string;
}

function QuantityStepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('mall');
  const clamp = (n: number) => Math.min(ORDER_MAX_QUANTITY, Math.max(1, Number.isFinite(n) ? Math.round(n) : 1));
  return (
    <div className="field">
      <label className="field__label" htmlFor="order-quantity">
        {t('form.quantity')}
      </label>
      <div className="mall-stepper">
        <button
          type="button"
          className="icon-button"
          aria-label={t('form.less')}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id="order-quantity"
          className="input mall-stepper__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={ORDER_MAX_QUANTITY}
          value={value}
          onChange={(event) => onChange(clamp(Number(event.target.value)))}
          data-testid="order-quantity"
        />
        <button
          type="button"
          className="icon-button"
          aria-label={t('form.more')}
          disabled={value >= ORDER_MAX_QUANTITY}
          onClick={() => onChange(value + 1)}
          data-testid="order-more"
        >
          +
        </button>
      </div>
    </div>
  );
}

function RecipientChoice({
  recipient,
  toMember,
  onChange,
}: {
  recipient: OrderRecipient;
  toMember: boolean;
  onChange: (toMember: boolean) => void;
}) {
  const { t } = useTranslation('mall');
  return (
    <fieldset className="segmented">
      <legend className="field__label">{t('form.recipient')}</legend>
      <label className="segmented__option">
        <input
          type="radio"
          name="order-to"
          checked={toMember}
          onChange={() => onChange(true)}
          data-testid="order-to-member"
        />
        <span>{t('form.toMember', { name: recipient.name })}</span>
      </label>
      <label className="segmented__option">
        <input
          type="radio"
          name="order-to"
          checked={!toMember}
          onChange={() => onChange(false)}
          data-testid="order-to-address"
        />
        <span>{t('form.toAddress')}</span>
      </label>
    </fieldset>
  );
}

/**
 * The order form: quantity, who receives it (the member the mall was opened for, or anyone at an
 * address), name, phone and address, the total against the balance. Flowers only to mainland China: the
 * form says so before sending, and shows the server's refusal the same way. Too little gold: the form
 * offers the recharge, and a 400022 from the server opens the same prompt as everywhere else.
 */
export function OrderForm({
  product,
  recipient,
  onPlaced,
}: {
  product: Product;
  recipient: OrderRecipient | null;
  onPlaced: (order: Order) => void;
}) {
  const { t } = useTranslation('mall');
  const me = useMe();
  const place = usePlaceOrderMutation();
  const [quantity, setQuantity] = useState(1);
  const [toMember, setToMember] = useState(recipient !== null);
  const [fullName, setFullName] = useState(recipient?.name ?? '');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState(emptyAddress(product.flower ? FLOWER_COUNTRY : ''));

  const total = product.price * quantity;
  const balance = me?.balance ?? 0;
  const short = total - balance;

  const member = toMember && recipient !== null;
  const { problems, refusal, edit, readyToSend, refused } = useOrderChecks(
    formProblems({ fullName, phone, address: member ? null : address, flower: product.flower }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!readyToSend()) return;
    place.mutate(
      {
        product_id: product.id,
        quantity,
        full_name: fullName.trim(),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        ...(member ? { to_user_id: recipient.id } : { address: addressBody(address) }),
      },
      {
        onSuccess: ({ order }) => onPlaced(order),
        // A 400 without field errors (400022, not enough gold) has its own prompt.
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.errors).length) refused(error);
        },
      },
    );
  };

  const problem = (key: 'full_name' | 'phone') => (problems[key] ? t(`problem.${problems[key]}`) : undefined);

  return (
    <form className="form mall-form" noValidate onSubmit={submit} data-testid="order-form">
      {refusal ? (
        <p className="form__alert" role="alert" data-testid="order-refusal">
          {refusal}
        </p>
      ) : null}
      <QuantityStepper value={quantity} onChange={setQuantity} />
      {recipient ? <RecipientChoice recipient={recipient} toMember={toMember} onChange={setToMember} /> : null}
      {member ? (
        <p className="field__hint">{t('form.memberHint', { name: recipient.name })}</p>
      ) : recipient ? null : (
        <p className="field__hint">{t('form.addressHint')}</p>
      )}
      <Field
        label={t('form.fullName')}
        value={fullName}
        error={problem('full_name')}
        autoComplete="name"
        maxLength={80}
        data-testid="order-name"
        onChange={(event) => edit(setFullName)(event.target.value)}
      />
      <Field
        label={t('form.phone')}
        type="tel"
        value={phone}
        error={problem('phone')}
        autoComplete="tel"
        maxLength={24}
        data-testid="order-phone"
        onChange={(event) => edit(setPhone)(event.target.value)}
      />
      {toMember && recipient ? null : (
        <AddressFields
          idPrefix="order"
          values={address}
          problems={problems}
          flower={product.flower}
          onChange={edit(setAddress)}
        />
      )}
      <div className="mall-total" data-testid="order-total">
        <span>{t('form.total')}</span>
        <strong>{t('gold', { count: total })}</strong>
      </div>
      <p className="mall-form__balance" data-testid="order-balance">
        <span className="mall-balance">
          <Icon name="gold" size={16} />
          {t('balance', { count: balance })}
        </span>
        {short > 0 ? null : <span>{t('form.after', { count: balance - total })}</span>}
      </p>
      {short > 0 ? (
        <div className="mall-short" data-testid="order-short">
          <span>{t('form.short', { count: short })}</span>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => useUiStore.getState().openPay('recharge')}
            data-testid="order-recharge"
          >
            <Icon name="gold" size={16} />
            {t('form.recharge')}
          </button>
        </div>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={place.isPending}
        data-testid="order-submit"
      >
        {place.isPending ? t('form.placing') : t('form.submit')}
      </button>
    </form>
  );
}

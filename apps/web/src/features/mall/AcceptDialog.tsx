import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOWER_COUNTRY, type Order } from '@yuanfen/contract';
import { useUiStore } from '../../lib/ui-store';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { AddressFields, emptyAddress } from './AddressFields';
import { useMoveOrderMutation } from './mall.queries';
import { addressBody, formProblems } from './order-rules';
import { useOrderChecks } from './use-order-checks';

/** Accepting a present without an address: the recipient says where it goes (flowers: mainland China). */
export function AcceptDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('mall');
  const move = useMoveOrderMutation();
  const flower = order.product.flower;
  const [fullName, setFullName] = useState(order.recipient?.name ?? order.full_name);
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState(emptyAddress(flower ? FLOWER_COUNTRY : ''));
  const { problems, refusal, edit, readyToSend, refused } = useOrderChecks(
    formProblems({ fullName, phone, address, flower }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!readyToSend()) return;
    move.mutate(
      {
        id: order.id,
        body: {
          action: 'accept',
          full_name: fullName.trim(),
          address: addressBody(address),
          ...(phone.trim() ? { phone: phone.trim() } : {}),
        },
      },
      {
        onSuccess: () => {
          onClose();
          useUiStore.getState().showToast(t('orders.updated'), 'success');
        },
        onError: refused,
      },
    );
  };

  return (
    <Modal title={t('orders.acceptTitle')} onClose={onClose} size="medium">
      <form className="form mall-form" noValidate onSubmit={submit} data-testid="accept-form">
        {refusal ? (
          <p className="form__alert" role="alert">
            {refusal}
          </p>
        ) : null}
        <Field
          label={t('form.fullName')}
          value={fullName}
          error={problems.full_name ? t('problem.required') : undefined}
          autoComplete="name"
          maxLength={80}
          data-testid="order-name"
          onChange={(event) => edit(setFullName)(event.target.value)}
        />
        <Field
          label={t('form.phone')}
          type="tel"
          value={phone}
          error={problems.phone ? t('problem.phone') : undefined}
          autoComplete="tel"
          maxLength={24}
          data-testid="order-phone"
          onChange={(event) => edit(setPhone)(event.target.value)}
        />
        <AddressFields
          idPrefix="accept"
          values={address}
          problems={problems}
          flower={flower}
          onChange={edit(setAddress)}
        />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('back')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={move.isPending}
            data-testid="accept-submit"
          >
            {t('orders.acceptSubmit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

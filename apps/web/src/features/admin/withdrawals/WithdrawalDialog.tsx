import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAW_CURRENCY, type AdminWithdrawal, type WithdrawAction } from '@yuanfen/contract';
import { ActionDialog, ReasonField } from '../ActionDialog';
import { actionErrorKey } from '../action-error';
import { useDecideWithdrawal, useWithdrawRate } from '../admin.queries';
import { formatMoney, formatRate, worthOf } from '../../withdraw/withdraw-rules';
import { validReason } from '../reason';

/**
 * Confirms a decision on a withdrawal: approving, paying (at the weekly rate in force, recorded on it)
 * or rejecting, which needs a reason the partner reads. The server tells the partner each decision.
 */
export function WithdrawalDialog({
  item,
  action,
  onClose,
  onDone,
}: {
  item: AdminWithdrawal;
  action: WithdrawAction;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['admin']);
  const decide = useDecideWithdrawal();
  const rate = useWithdrawRate().data;
  const currency = WITHDRAW_CURRENCY[item.method];
  const worth = rate ? worthOf(item.amount, rate.rate) : null;
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    const valid = validReason(reason);
    if (action === 'reject' && !valid) {
      setMissing(true);
      return;
    }
    decide.mutate({ id: item.id, action, reason: valid }, { onSuccess: () => onDone() });
  };
  return (
    <ActionDialog
      title={t('partners.withdrawals.confirmTitle', {
        action: t(`partners.withdrawals.actions.${action}`),
        id: item.id,
      })}
      submit={t(`partners.withdrawals.actions.${action}`)}
      danger={action === 'reject'}
      busy={decide.isPending}
      error={decide.isError ? t(actionErrorKey(decide.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        {t(`partners.withdrawals.explain.${action}`, {
          count: item.amount,
          name: item.member.name,
        })}
      </p>
      {action === 'pay' && rate && worth ? (
        <p data-testid="admin-withdrawal-pay-value">
          {t('partners.withdrawals.payValue', {
            value: formatMoney(currency === 'CNY' ? worth.cny : worth.usd, currency, i18n.language),
            rate: formatRate(currency === 'CNY' ? rate.rate.cny : rate.rate.usd, currency, i18n.language),
            week: rate.week,
          })}
        </p>
      ) : null}
      <ReasonField
        value={reason}
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
        required={action === 'reject'}
        error={missing ? t('partners.withdrawals.reasonRequired') : undefined}
      />
    </ActionDialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawal, WithdrawAction } from '@yuanfen/contract';
import { ActionDialog, ReasonField } from '../ActionDialog';
import { actionErrorKey } from '../action-error';
import { useDecideWithdrawal } from '../admin.queries';
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
  const { t } = useTranslation(['admin']);
  const decide = useDecideWithdrawal();
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

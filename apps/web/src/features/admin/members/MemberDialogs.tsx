import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type AdminMemberStatus, type AdminUserDetail, type OperatorRole } from '@yuanfen/contract';
import { Field } from '../../../ui/Field';
import { useCorrectGold, useUpdateMember } from '../admin.queries';
import { ActionDialog, ReasonField } from '../ActionDialog';
import { actionErrorKey } from '../action-error';
import { validReason } from '../reason';
import { goldWouldGoNegative, parseGoldAmount, parseVipMonths } from './member-rules';

interface DialogProps {
  member: AdminUserDetail;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Suspend, ban or reinstate, after a reason: the server ends the member's sessions on suspend and ban. */
export function StatusDialog({ member, status, onClose, onDone }: DialogProps & { status: AdminMemberStatus }) {
  const { t } = useTranslation(['admin']);
  const update = useUpdateMember(member.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const submit = () => {
    const text = validReason(reason);
    if (!text) return setReasonError(t('errors.reasonRequired'));
    setReasonError(undefined);
    update.mutate({ status, reason: text }, { onSuccess: () => onDone(t(`actions.done.${status}`)) });
  };
  return (
    <ActionDialog
      title={t(`actions.confirm.${status}`, { name: member.name })}
      submit={t(`actions.status.${status}`)}
      danger={status !== 'active'}
      busy={update.isPending}
      error={update.isError ? t(actionErrorKey(update.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t(`actions.explain.${status}`)}</p>
      <ReasonField value={reason} onChange={setReason} error={reasonError} required />
    </ActionDialog>
  );
}

export function VipDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation(['admin']);
  const update = useUpdateMember(member.id);
  const [months, setMonths] = useState('1');
  const [reason, setReason] = useState('');
  const [monthsError, setMonthsError] = useState<string>();
  const submit = () => {
    const value = parseVipMonths(months);
    if (!value) return setMonthsError(t('errors.months'));
    setMonthsError(undefined);
    update.mutate(
      { vip_months: value, reason: validReason(reason) },
      { onSuccess: () => onDone(t('actions.done.vip', { count: value })) },
    );
  };
  return (
    <ActionDialog
      title={t('actions.vipTitle', { name: member.name })}
      submit={t('actions.grantVip')}
      busy={update.isPending}
      error={update.isError ? t(actionErrorKey(update.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        label={t('actions.months')}
        type="number"
        inputMode="numeric"
        min={1}
        max={120}
        value={months}
        onChange={(event) => setMonths(event.target.value)}
        error={monthsError}
        data-testid="admin-vip-months"
      />
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

/** Opens or closes the mall to the member (`bd`, spec §2: the mall shows only when it is 1). */
export function MallDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation(['admin']);
  const update = useUpdateMember(member.id);
  const [reason, setReason] = useState('');
  const open = member.bd !== 1;
  const submit = () =>
    update.mutate(
      { bd: open ? 1 : 0, reason: validReason(reason) },
      { onSuccess: () => onDone(t(open ? 'actions.done.mallOpen' : 'actions.done.mallClose')) },
    );
  return (
    <ActionDialog
      title={t('actions.mallTitle', { name: member.name })}
      submit={t(open ? 'actions.openMall' : 'actions.closeMall')}
      busy={update.isPending}
      error={update.isError ? t(actionErrorKey(update.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t(open ? 'actions.explain.mallOpen' : 'actions.explain.mallClose', { name: member.name })}</p>
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

/** Makes the member a partner (they may cash out their earnings, issue 18) or ends it. */
export function PartnerDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation(['admin']);
  const update = useUpdateMember(member.id);
  const [reason, setReason] = useState('');
  const make = member.is_partner <= 0;
  const submit = () =>
    update.mutate(
      { is_partner: make ? 1 : 0, reason: validReason(reason) },
      { onSuccess: () => onDone(t(make ? 'partners.toggle.doneOn' : 'partners.toggle.doneOff')) },
    );
  return (
    <ActionDialog
      title={t('partners.toggle.title', { name: member.name })}
      submit={t(make ? 'partners.toggle.on' : 'partners.toggle.off')}
      busy={update.isPending}
      error={update.isError ? t(actionErrorKey(update.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t(make ? 'partners.toggle.explainOn' : 'partners.toggle.explainOff', { name: member.name })}</p>
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

export function RolesDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation(['admin']);
  const update = useUpdateMember(member.id);
  const [roles, setRoles] = useState<OperatorRole[]>(member.roles);
  const [reason, setReason] = useState('');
  const toggle = (role: OperatorRole, on: boolean) =>
    setRoles((current) => (on ? [...current, role] : current.filter((r) => r !== role)));
  const submit = () =>
    update.mutate(
      { roles: OPERATOR_ROLES.filter((role) => roles.includes(role)), reason: validReason(reason) },
      { onSuccess: () => onDone(t('actions.done.roles')) },
    );
  return (
    <ActionDialog
      title={t('actions.rolesTitle', { name: member.name })}
      submit={t('actions.saveRoles')}
      busy={update.isPending}
      error={update.isError ? t(actionErrorKey(update.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset className="admin-checks">
        <legend className="field__label">{t('actions.rolesLegend')}</legend>
        {OPERATOR_ROLES.map((role) => (
          <label key={role}>
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
            {t(`roles.${role}`)}
          </label>
        ))}
      </fieldset>
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

export function GoldDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation(['admin']);
  const correct = useCorrectGold(member.id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [reasonError, setReasonError] = useState<string>();
  const submit = () => {
    const value = parseGoldAmount(amount);
    const text = validReason(reason);
    setAmountError(
      value === undefined
        ? t('errors.amount')
        : goldWouldGoNegative(member.balance, value)
          ? t('errors.notEnoughGold')
          : undefined,
    );
    setReasonError(text ? undefined : t('errors.reasonRequired'));
    if (value === undefined || !text || goldWouldGoNegative(member.balance, value)) return;
    correct.mutate({ amount: value, reason: text }, { onSuccess: () => onDone(t('actions.done.gold')) });
  };
  return (
    <ActionDialog
      title={t('actions.goldTitle', { name: member.name })}
      submit={t('actions.writeGold')}
      busy={correct.isPending}
      error={correct.isError ? t(actionErrorKey(correct.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t('actions.goldBalance', { count: member.balance })}</p>
      <Field
        label={t('actions.amount')}
        hint={t('actions.amountHint')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountError}
        data-testid="admin-gold-amount"
      />
      <ReasonField value={reason} onChange={setReason} error={reasonError} required />
    </ActionDialog>
  );
}

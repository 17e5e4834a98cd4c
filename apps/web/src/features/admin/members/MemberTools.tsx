import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@yuanfen/contract';
import { Field } from '../../../ui/Field';
import { useResetEmail, useResetTwoFactor } from '../admin.queries';
import { ActionDialog, ReasonField } from '../ActionDialog';
import { actionErrorKey } from '../action-error';
import { validReason } from '../reason';
import { looksLikeEmail } from './member-rules';

interface DialogProps {
  member: AdminUserDetail;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** A new e-mail address for the member, unverified until they confirm it; the old address is told. */
export function EmailDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation(['admin']);
  const reset = useResetEmail(member.id);
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ email?: string; reason?: string }>({});
  const submit = () => {
    const text = validReason(reason);
    const next = {
      email: looksLikeEmail(email) ? undefined : t('memberTools.email.invalid'),
      reason: text ? undefined : t('errors.reasonRequired'),
    };
    setErrors(next);
    if (next.email || !text) return;
    reset.mutate({ email: email.trim(), reason: text }, { onSuccess: () => onDone(t('memberTools.email.done')) });
  };
  return (
    <ActionDialog
      title={t('memberTools.email.title', { name: member.name })}
      submit={t('memberTools.email.submit')}
      busy={reset.isPending}
      error={reset.isError ? t(actionErrorKey(reset.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t('memberTools.email.explain', { email: member.email ?? t('member.none') })}</p>
      <Field
        label={t('memberTools.email.label')}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        data-testid="admin-new-email"
      />
      <ReasonField value={reason} onChange={setReason} error={errors.reason} required />
    </ActionDialog>
  );
}

/** Resets an operator's two-factor sign-in: they enrol again before the console opens to them. */
export function TwoFactorResetDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation(['admin']);
  const reset = useResetTwoFactor(member.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const submit = () => {
    const text = validReason(reason);
    if (!text) return setReasonError(t('errors.reasonRequired'));
    setReasonError(undefined);
    reset.mutate(text, { onSuccess: () => onDone(t('memberTools.twoFactor.done')) });
  };
  return (
    <ActionDialog
      title={t('memberTools.twoFactor.title', { name: member.name })}
      submit={t('memberTools.twoFactor.submit')}
      danger
      busy={reset.isPending}
      error={reset.isError ? t(actionErrorKey(reset.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t('memberTools.twoFactor.explain')}</p>
      <ReasonField value={reason} onChange={setReason} error={reasonError} required />
    </ActionDialog>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalReason, WITHDRAW_METHODS, type WithdrawMethod, type WithdrawRate } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { Field } from '../../ui/Field';
import { useWithdrawMutation } from './withdraw.queries';
import { formatMoney, withdrawProblems, worthOf, type WithdrawProblems } from './withdraw-rules';

/** The server's refusal on the form's fields (by code and reason, never by the English message). */
function serverProblems(error: unknown, limits: { min: number; max: number }): WithdrawProblems & { other?: string } {
  if (!isApiError(error)) return { other: 'errors.failed' };
  if (error.reason === RefusalReason.NotPartner) return { other: 'errors.notPartner' };
  if (error.reason === RefusalReason.BelowMinimum) return { amount: { key: 'belowMinimum', min: limits.min } };
  if (error.reason === RefusalReason.AboveWithdrawable)
    return { amount: { key: 'aboveWithdrawable', max: limits.max } };
  if (error.errors.account) return { account: 'accountEmpty' };
  if (error.errors.amount) return { amount: { key: 'amountWhole' } };
  return { other: 'errors.failed' };
}

/** The cash-out form: amount (with what it is worth now), method and the account to pay to. */
export function WithdrawForm({
  withdrawable,
  rate,
  onSent,
}: {
  withdrawable: number;
  rate: WithdrawRate;
  onSent: (amount: number) => void;
}) {
  const { t, i18n } = useTranslation(['withdraw']);
  const send = useWithdrawMutation();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<WithdrawMethod>('alipay');
  const [account, setAccount] = useState('');
  const [shown, setShown] = useState<(WithdrawProblems & { other?: string }) | null>(null);
  const limits = { min: rate.min_gold, max: withdrawable };
  const worth = worthOf(Number(amount), rate.rate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = withdrawProblems({ amount, method, account }, limits);
    setShown(problems);
    if (problems.amount || problems.account) return;
    const gold = Number(amount);
    send.mutate(
      { amount: gold, method, account: account.trim() },
      {
        onSuccess: () => {
          setAmount('');
          setAccount('');
          setShown(null);
          onSent(gold);
        },
        onError: (error) => setShown(serverProblems(error, limits)),
      },
    );
  };

  const amountError = shown?.amount
    ? t(`errors.${shown.amount.key}`, { min: shown.amount.min, max: shown.amount.max })
    : undefined;
  return (
    <form className="withdraw-form" onSubmit={submit} noValidate data-testid="withdraw-form">
      <Field
        label={t('form.amount')}
        type="number"
        inputMode="numeric"
        min={rate.min_gold}
        max={withdrawable}
        step={1}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          // An edited field's refusal goes until the next try.
          setShown((current) => current && { ...current, amount: undefined, other: undefined });
        }}
        error={amountError}
        hint={
          worth.usd > 0
            ? t('form.worth', {
                usd: formatMoney(worth.usd, 'USD', i18n.language),
                cny: formatMoney(worth.cny, 'CNY', i18n.language),
              })
            : t('form.amountHint', { min: rate.min_gold, max: withdrawable })
        }
        data-testid="withdraw-amount"
      />
      <fieldset className="withdraw-methods">
        <legend className="field__label">{t('form.method')}</legend>
        {WITHDRAW_METHODS.map((m) => (
          <label key={m} className={`withdraw-method${m === method ? ' withdraw-method--on' : ''}`}>
            <input
              type="radio"
              name="withdraw-method"
              value={m}
              checked={m === method}
              onChange={() => setMethod(m)}
              data-testid={`withdraw-method-${m}`}
            />
            {t(`form.methods.${m}`)}
          </label>
        ))}
      </fieldset>
      <Field
        label={t(`form.account.${method}`)}
        value={account}
        maxLength={200}
        autoComplete="off"
        onChange={(event) => {
          setAccount(event.target.value);
          setShown((current) => current && { ...current, account: undefined, other: undefined });
        }}
        error={shown?.account ? t(`errors.${shown.account}`) : undefined}
        hint={t(`form.accountHint.${method}`)}
        data-testid="withdraw-account"
      />
      {shown?.other ? (
        <p className="form__alert" role="alert">
          {t(shown.other as 'errors.failed')}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={send.isPending}
        data-testid="withdraw-submit"
      >
        {t('form.submit')}
      </button>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeQuery } from '../../lib/account.queries';
import { Spinner } from '../../ui/Spinner';
import { RateChart } from './RateChart';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawHistory } from './WithdrawHistory';
import { useWithdrawRateQuery } from './withdraw.queries';
import { formatRate } from './withdraw-rules';
import './withdraw.css';

/**
 * /withdraw: a partner's cash-out (issue 18). What they may withdraw and their balance, the weekly rate,
 * the form, their cash-outs and the rate over the last weeks. Members who are not partners are told
 * what it is for.
 */
export function WithdrawPage() {
  const { t, i18n } = useTranslation(['withdraw', 'nav']);
  const me = useMeQuery();
  const rate = useWithdrawRateQuery();
  const [sent, setSent] = useState<number | null>(null);
  if (me.isPending) return <Spinner />;
  if (!me.data) return null;
  if (me.data.is_partner <= 0) {
    return (
      <section className="card withdraw-card" data-testid="withdraw-partners-only">
        <h1 className="page-title">{t('partnersOnly.title')}</h1>
        <p className="muted">{t('partnersOnly.text')}</p>
      </section>
    );
  }
  const { withdrawable, balance } = me.data;
  return (
    <div className="stack withdraw-page">
      <section className="card withdraw-card" aria-labelledby="withdraw-title">
        <h1 id="withdraw-title" className="page-title">
          {t('title')}
        </h1>
        <dl className="withdraw-summary" aria-label={t('summary.label')}>
          <div>
            <dt>{t('summary.withdrawable')}</dt>
            <dd data-testid="withdraw-withdrawable">{t('summary.gold', { count: withdrawable })}</dd>
          </div>
          <div>
            <dt>{t('summary.balance')}</dt>
            <dd>{t('summary.gold', { count: balance })}</dd>
          </div>
        </dl>
        {rate.data ? (
          <p className="withdraw-rate" data-testid="withdraw-rate">
            <strong>
              {t('rate.current', {
                usd: formatRate(rate.data.rate.usd, 'USD', i18n.language),
                cny: formatRate(rate.data.rate.cny, 'CNY', i18n.language),
              })}
            </strong>
            <span className="muted">{t('rate.week', { week: rate.data.week })}</span>
            <span className="muted">
              {rate.data.clearing_days > 0
                ? t('summary.clearing', { count: rate.data.clearing_days })
                : t('summary.clearingNone')}
            </span>
          </p>
        ) : null}
        {/* One live region, there before the notice is written into it, so screen readers announce it. */}
        <p role="status" className={sent ? 'withdraw-notice' : 'visually-hidden'} data-testid="withdraw-sent">
          {sent ? t('form.sent', { count: sent }) : ''}
        </p>
      </section>
      <section className="card withdraw-card" aria-labelledby="withdraw-form-title">
        <h2 id="withdraw-form-title" className="withdraw-card__title">
          {t('form.title')}
        </h2>
        {rate.isPending ? <Spinner /> : null}
        {rate.isError ? <p className="form__alert">{t('errors.failed')}</p> : null}
        {/* Below the minimum there is nothing to ask for: the reason instead of a form that can only fail. */}
        {rate.data && withdrawable < rate.data.min_gold ? (
          <p className="muted" data-testid="withdraw-nothing">
            {t('form.nothing')}
          </p>
        ) : rate.data ? (
          <WithdrawForm withdrawable={withdrawable} rate={rate.data} onSent={setSent} />
        ) : null}
      </section>
      <section className="card withdraw-card" aria-labelledby="withdraw-history-title">
        <h2 id="withdraw-history-title" className="withdraw-card__title">
          {t('history.title')}
        </h2>
        <WithdrawHistory />
      </section>
      <section className="card withdraw-card" aria-labelledby="withdraw-rates-title">
        <h2 id="withdraw-rates-title" className="withdraw-card__title">
          {t('rate.title')}
        </h2>
        {rate.data ? <RateChart history={rate.data.history} /> : null}
      </section>
    </div>
  );
}

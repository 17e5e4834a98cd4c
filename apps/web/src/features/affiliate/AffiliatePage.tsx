import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { AffiliateChart } from './AffiliateChart';
import { useAffiliateQuery } from './affiliate.queries';
import { CopyField } from './CopyField';
import './affiliate.css';

/** /setting/affiliate: the member's link and code to share, what they brought, and the last 12 months. */
export function AffiliatePage() {
  const { t, i18n } = useTranslation('affiliate');
  const { data, isPending, isError, refetch } = useAffiliateQuery();
  const number = new Intl.NumberFormat(i18n.language === 'tw' ? 'zh-TW' : i18n.language);

  if (isPending) return <Spinner />;
  if (isError || !data) {
    return (
      <div className="stack affiliate-page">
        <h1 className="page-title">{t('title')}</h1>
        <p role="alert">{t('loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const totals: Array<[string, number, string]> = [
    ['signups', data.signups, t('signups')],
    ['paying', data.paying, t('paying')],
    ['revenue', data.revenue, t('revenue')],
    ['commission', data.commission, t('commission')],
  ];
  const empty = data.periods.every((p) => p.signups === 0 && p.commission === 0);

  return (
    <div className="stack affiliate-page">
      <header>
        <h1 className="page-title">{t('title')}</h1>
        <p className="affiliate-page__lead">{t('lead', { percent: data.percent })}</p>
      </header>
      <section className="card stack stack--tight" aria-labelledby="affiliate-share">
        <h2 id="affiliate-share" className="card__title">
          {t('share')}
        </h2>
        <CopyField id="affiliate-link" label={t('link')} value={data.link} />
        <CopyField id="affiliate-code" label={t('code')} value={data.pid} />
      </section>
      <section className="card" aria-labelledby="affiliate-totals">
        <h2 id="affiliate-totals" className="card__title">
          {t('totals')}
        </h2>
        <dl className="affiliate-totals">
          {totals.map(([key, value, label]) => (
            <div key={key} className="affiliate-totals__item">
              <dt>{label}</dt>
              <dd data-testid={`affiliate-${key}`}>{number.format(value)}</dd>
            </div>
          ))}
        </dl>
        <p className="affiliate-page__note">{t('goldNote')}</p>
      </section>
      <section className="card" aria-labelledby="affiliate-chart">
        <h2 id="affiliate-chart" className="card__title">
          {t('chart.title')}
        </h2>
        {empty ? <p className="affiliate-page__note">{t('chart.empty')}</p> : null}
        <AffiliateChart periods={data.periods} />
      </section>
    </div>
  );
}

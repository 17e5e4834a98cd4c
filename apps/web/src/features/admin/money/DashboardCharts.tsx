import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminDashboard, AdminSession } from '@yuanfen/contract';
import { canOpen } from '../admin-access';
import { SECTION_PATH } from '../AdminLayout';
import { ListStatus } from '../ListStatus';
import { formatMoney } from '../../withdraw/withdraw-rules';
import { barsOf, latest, niceMax, total } from './money-rules';
import { useDashboard } from './money.queries';
import './money.css';

const WIDTH = 300;
const HEIGHT = 80;

const localeOf = (language: string) => (language === 'tw' ? 'zh-TW' : language === 'zh' ? 'zh-CN' : language);

/** A UTC day (`2026-11-27`) as a short date of the interface language. */
const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * One series as a bar a day: an SVG picture with its title and a description that says the figures, the
 * total and today's value as text, and every day's figure in a table under a disclosure.
 */
function DayChart({
  id,
  title,
  days,
  values,
  format,
}: {
  id: string;
  title: string;
  days: readonly string[];
  values: readonly number[];
  format: (value: number) => string;
}) {
  const { t, i18n } = useTranslation(['admin']);
  const uid = useId();
  const bars = barsOf(values, WIDTH, HEIGHT);
  const from = days[0] ? formatDay(days[0], i18n.language) : '';
  const to = days[days.length - 1] ? formatDay(days[days.length - 1]!, i18n.language) : '';
  const max = Math.max(0, ...values);
  const maxDay = days[values.indexOf(max)];
  return (
    <figure className="dash-chart" data-testid={`dashboard-${id}`}>
      <figcaption className="dash-chart__head">
        <span className="dash-chart__title">{title}</span>
        <span className="dash-chart__total" data-testid={`dashboard-${id}-total`}>
          {format(total(values))}
        </span>
        <span className="muted">{t('dashboard.today', { value: format(latest(values)) })}</span>
      </figcaption>
      <div className="dash-chart__plot">
        <span className="dash-chart__scale" aria-hidden="true">
          {format(niceMax(values))}
        </span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="dash-chart__svg"
          role="img"
          aria-labelledby={`${uid}-t ${uid}-d`}
        >
          <title id={`${uid}-t`}>{title}</title>
          <desc id={`${uid}-d`}>
            {t('dashboard.describe', {
              from,
              to,
              total: format(total(values)),
              max: format(max),
              day: maxDay && max > 0 ? formatDay(maxDay, i18n.language) : to,
            })}
          </desc>
          <line x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className="dash-chart__grid" />
          <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="dash-chart__axis" />
          {bars.map((bar, i) => (
            <rect
              key={days[i] ?? i}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              className={i === bars.length - 1 ? 'dash-chart__bar dash-chart__bar--today' : 'dash-chart__bar'}
            />
          ))}
        </svg>
      </div>
      <div className="dash-chart__range" aria-hidden="true">
        <span>{from}</span>
        <span>{to}</span>
      </div>
      <details className="dash-chart__figures">
        <summary>{t('dashboard.byDay')}</summary>
        <table className="admin-table dash-chart__table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{formatDay(day, i18n.language)}</th>
                <td>{format(values[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const QUEUES = [
  { key: 'reports', section: 'reports' },
  { key: 'verifications', section: 'verifications' },
  { key: 'say_hi', section: 'sayhi' },
  { key: 'photo_flags', section: 'photos' },
  { key: 'withdrawals', section: 'withdrawals' },
  { key: 'support', section: 'support' },
] as const;

function Queues({ queues, session }: { queues: AdminDashboard['queues']; session: AdminSession }) {
  const { t, i18n } = useTranslation(['admin']);
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  return (
    <section className="card admin-card" aria-labelledby="dash-queues-title">
      <h2 id="dash-queues-title" className="admin-row__title">
        {t('dashboard.queues.title')}
      </h2>
      <ul className="dash-queues" role="list">
        {QUEUES.map(({ key, section }) => {
          const body = (
            <>
              <span className="dash-queues__count">{number.format(queues[key])}</span>
              <span>{t(`dashboard.queues.${key}`)}</span>
            </>
          );
          return (
            <li key={key} data-testid={`dashboard-queue-${key}`}>
              {canOpen(section, session) ? (
                <Link to={SECTION_PATH[section]} className="dash-queues__item">
                  {body}
                </Link>
              ) : (
                <span className="dash-queues__item">{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The overview's figures (decision 56): the last 30 days by day, and the queues open now. */
export function DashboardCharts({ session }: { session: AdminSession }) {
  const { t, i18n } = useTranslation(['admin']);
  const dashboard = useDashboard(true);
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const count = (value: number) => number.format(value);
  const gold = (value: number) => t('dashboard.gold', { value: number.format(value) });
  const d = dashboard.data;
  return (
    <>
      {d ? <Queues queues={d.queues} session={session} /> : null}
      <section className="card admin-card" aria-labelledby="dash-title" data-testid="dashboard">
        <h2 id="dash-title" className="admin-row__title">
          {t('dashboard.title')}
        </h2>
        <ListStatus query={dashboard} empty={false} emptyText="" />
        {d ? (
          <div className="dash-charts">
            <DayChart id="signups" title={t('dashboard.signups')} days={d.days} values={d.signups} format={count} />
            <DayChart id="active" title={t('dashboard.active')} days={d.days} values={d.active} format={count} />
            <DayChart id="messages" title={t('dashboard.messages')} days={d.days} values={d.messages} format={count} />
            {d.revenue.map((r) => (
              <DayChart
                key={r.currency}
                id={`revenue-${r.currency}`}
                title={t('dashboard.revenue', { currency: r.currency })}
                days={d.days}
                values={r.cents}
                format={(cents) => formatMoney(cents, r.currency, i18n.language)}
              />
            ))}
            <DayChart
              id="revenue-units"
              title={t('dashboard.revenueUnits')}
              days={d.days}
              values={d.revenue_units}
              format={gold}
            />
            <DayChart id="refunds" title={t('dashboard.refunds')} days={d.days} values={d.refund_units} format={gold} />
          </div>
        ) : null}
        {d && d.revenue.length === 0 ? <p className="muted">{t('dashboard.noRevenue')}</p> : null}
      </section>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { AffiliatePeriod } from '@yuanfen/contract';
import { localeOf } from '../pay';

const WIDTH = 640;
const HEIGHT = 200;
const PAD_TOP = 16;
const PAD_BOTTOM = 28;
const PLOT = HEIGHT - PAD_TOP - PAD_BOTTOM;

/**
 * The last months as a plain SVG bar chart: sign-ups and commission side by side per month, each scaled
 * to its own highest month (two different units), with the exact figures in a table for screen readers.
 */
export function AffiliateChart({ periods }: { periods: AffiliatePeriod[] }) {
  const { t, i18n } = useTranslation('affiliate');
  const monthName = new Intl.DateTimeFormat(localeOf(i18n.language), { month: 'short', timeZone: 'UTC' });
  const label = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
  const maxSignups = Math.max(1, ...periods.map((p) => p.signups));
  const maxCommission = Math.max(1, ...periods.map((p) => p.commission));
  const slot = WIDTH / Math.max(periods.length, 1);
  const bar = Math.min(18, slot / 3);
  const height = (value: number, max: number) => (value > 0 ? Math.max(2, (value / max) * PLOT) : 0);

  return (
    <figure className="affiliate-chart">
      <ul className="affiliate-chart__legend" aria-hidden="true">
        <li>
          <span className="affiliate-chart__swatch affiliate-chart__swatch--signups" />
          {t('chart.signups')}
        </li>
        <li>
          <span className="affiliate-chart__swatch affiliate-chart__swatch--commission" />
          {t('chart.commission')}
        </li>
      </ul>
      <svg
        className="affiliate-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line x1="0" x2={WIDTH} y1={PAD_TOP + PLOT} y2={PAD_TOP + PLOT} className="affiliate-chart__axis" />
        {periods.map((p, i) => {
          const x = i * slot + slot / 2;
          const s = height(p.signups, maxSignups);
          const c = height(p.commission, maxCommission);
          return (
            <g key={p.month}>
              <rect
                className="affiliate-chart__bar affiliate-chart__bar--signups"
                x={x - bar - 1}
                y={PAD_TOP + PLOT - s}
                width={bar}
                height={s}
                rx="2"
              />
              <rect
                className="affiliate-chart__bar affiliate-chart__bar--commission"
                x={x + 1}
                y={PAD_TOP + PLOT - c}
                width={bar}
                height={c}
                rx="2"
              />
            </g>
          );
        })}
      </svg>
      <ol className="affiliate-chart__months" aria-hidden="true">
        {periods.map((p) => (
          <li key={p.month}>{label(p.month)}</li>
        ))}
      </ol>
      <figcaption className="visually-hidden">{t('chart.label')}</figcaption>
      {/* A table ignores the 1-pixel box of .visually-hidden: its wrapper holds it. */}
      <div className="visually-hidden">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('chart.month')}</th>
              <th scope="col">{t('signups')}</th>
              <th scope="col">{t('paying')}</th>
              <th scope="col">{t('revenue')}</th>
              <th scope="col">{t('commission')}</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.month}>
                <th scope="row">{p.month}</th>
                <td>{p.signups}</td>
                <td>{p.paying}</td>
                <td>{p.revenue}</td>
                <td>{p.commission}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

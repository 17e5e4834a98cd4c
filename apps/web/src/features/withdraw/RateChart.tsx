import { useTranslation } from 'react-i18next';
import type { WithdrawRateWeek } from '@yuanfen/contract';
import { chartPoints, formatRate } from './withdraw-rules';

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 8;

/**
 * The weekly rate over the last weeks: a plain SVG line of the USD rate (the picture, hidden from screen
 * readers) above a table of every week in both currencies (what they read).
 */
export function RateChart({ history }: { history: readonly WithdrawRateWeek[] }) {
  const { t, i18n } = useTranslation(['withdraw']);
  if (history.length === 0) return <p className="muted">{t('rate.empty')}</p>;
  const points = chartPoints(history, WIDTH - 2 * PAD, HEIGHT - 2 * PAD).map((p) => ({
    ...p,
    x: p.x + PAD,
    y: p.y + PAD,
  }));
  const line = points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  return (
    <figure className="rate-chart" data-testid="withdraw-rate-chart">
      {/* One week is no line: the table says it all. */}
      {points.length > 1 ? (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="rate-chart__svg" aria-hidden="true" focusable="false">
          <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="rate-chart__axis" />
          <polyline points={line} className="rate-chart__line" />
          {points.map((p) => (
            <circle key={p.week} cx={p.x} cy={p.y} r={3.5} className="rate-chart__dot" />
          ))}
        </svg>
      ) : null}
      {points.length > 1 ? <figcaption className="rate-chart__caption">{t('rate.chart')}</figcaption> : null}
      <table className="rate-table">
        <thead>
          <tr>
            <th scope="col">{t('rate.weekColumn')}</th>
            <th scope="col">{t('rate.dollars')}</th>
            <th scope="col">{t('rate.yuan')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((week) => (
            <tr key={week.week}>
              <th scope="row">{week.week}</th>
              <td>{formatRate(week.usd, 'USD', i18n.language)}</td>
              <td>{formatRate(week.cny, 'CNY', i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

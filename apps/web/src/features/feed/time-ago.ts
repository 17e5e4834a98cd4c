import { localeOf } from '../pay';

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 minutes ago" in the interface language. */
export function timeAgo(iso: string, language: string, now = Date.now()): string {
  let value = Math.min(0, (new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) {
      return new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' }).format(Math.round(value), unit);
    }
    value /= size;
  }
  return '';
}

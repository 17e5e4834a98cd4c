import {
  QUALITY_REPORT_STATES,
  TRANSLATION_JOB_STATES,
  TRANSLATOR_STATES,
  type QualityReportState,
  type TranslationJobState,
  type TranslatorState,
} from '@yuanfen/contract';

/** The section's tabs, in order; the tab lives in the URL (`?tab=`) like every filter. */
export const TRANSLATOR_TABS = ['people', 'queue', 'quality', 'pay'] as const;
export type TranslatorTab = (typeof TRANSLATOR_TABS)[number];

const oneOf =
  <T extends string>(values: readonly T[], fallback: T) =>
  (value: string | null): T =>
    values.find((v) => v === value) ?? fallback;

export const tabFrom = oneOf<TranslatorTab>(TRANSLATOR_TABS, 'people');
export const translatorStateFrom = oneOf<TranslatorState>(TRANSLATOR_STATES, 'active');
export const jobStateFrom = oneOf<TranslationJobState>(TRANSLATION_JOB_STATES, 'open');
export const qualityStateFrom = oneOf<QualityReportState>(QUALITY_REPORT_STATES, 'open');

const PAIR = /^([a-z]{2})-([a-z]{2})$/;
export const isPair = (pair: string) => {
  const match = PAIR.exec(pair);
  return Boolean(match && match[1] !== match[2]);
};

/** A pair filter from the URL: a valid pair, or none. */
export const pairFrom = (value: string | null): string | undefined => {
  const pair = value?.trim().toLowerCase();
  return pair && isPair(pair) ? pair : undefined;
};

/**
 * Pairs as an operator types them ("de-ja, ja-de" or one a line): each once, lower case, in the order typed,
 * with the ones that are not pairs apart so the form can name them.
 */
export function parsePairs(text: string): { pairs: string[]; bad: string[] } {
  const words = text
    .split(/[\s,;、，]+/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const pairs = [...new Set(words.filter(isPair))];
  const bad = [...new Set(words.filter((w) => !isPair(w)))];
  return { pairs, bad };
}

/** A month filter from the URL (`2026-11`), else the current month in UTC (the server's periods). */
export function monthFrom(value: string | null, now: Date): string {
  if (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return value;
  return now.toISOString().slice(0, 7);
}

/** The month before or after `month` (`2026-01` − 1 = `2025-12`). */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year!, index! - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** How long a job has waited, in whole minutes, hours or days (for "3 h ago" in the interface language). */
export function ageOf(iso: string, now: Date): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  if (minutes < 48 * 60) return { value: Math.floor(minutes / 60), unit: 'hour' };
  return { value: Math.floor(minutes / (24 * 60)), unit: 'day' };
}

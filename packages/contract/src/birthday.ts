import { z } from 'zod';
import { ValidationText as V } from './messages';

/** A birth date as YYYY-MM-DD of a real, past day, making the member at least 18 and at most 100. */
export const birthdaySchema = z
  .string({ message: V.birthdayRequired })
  .trim()
  .min(1, V.birthdayRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, V.birthdayInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, V.birthdayInvalid)
  .superRefine((value, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
    const age = ageOn(value, new Date());
    if (age < 0 || age > 100) ctx.addIssue({ code: 'custom', message: V.birthdayInvalid });
    else if (age < 18) ctx.addIssue({ code: 'custom', message: V.underage });
  });

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC). */
export function ageOn(birthday: string, now: Date): number {
  const [y = 0, m = 1, d = 1] = birthday.split('-').map(Number);
  const before = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (before ? 1 : 0);
}

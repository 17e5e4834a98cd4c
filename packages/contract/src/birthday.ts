import { z } from 'zod';
import { ageOn } from './birthday.constants';
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

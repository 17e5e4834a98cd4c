import { z } from 'zod';
import { EmailNotificationsSchema } from './account';
import { LANGUAGES } from './constants';
import {
  ProfileOptions,
  VISIBILITY,
  MESSAGE_SOURCE,
  ONLINE_STATUS,
  type ProfileOptionField,
} from './profile.constants';

const optionCode = (field: ProfileOptionField) =>
  z
    .number({ message: `Unknown ${field} option` })
    .int()
    .refine((code) => (ProfileOptions[field] as readonly number[]).includes(code), `Unknown ${field} option`)
    .nullable();

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
/** A field that may not be sent at all (documented as `not: {}`): any value is refused with `message`. */
const unchangeable = (message: string) => z.never({ message }).optional();

/** A birth date as YYYY-MM-DD of a real day, making the member at least 18 and at most 100. */
export const birthdaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Birthday must be YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Birthday must be a real date')
  .refine((value) => {
    const age = ageOn(value, new Date());
    return age >= 18 && age <= 100;
  }, 'You must be at least 18 years old');

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC). */
export function ageOn(birthday: string, now: Date): number {
  const [y = 0, m = 1, d = 1] = birthday.split('-').map(Number);
  const before = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (before ? 1 : 0);
}

/**
 * `PUT /v1/user`: profile fields by their spec names and the privacy settings (ARCHITECTURE.md §4). Every
 * field is optional; `null` clears an option. Name and gender cannot be changed, so sending them fails.
 */
export const UpdateUserBody = z.strictObject({
  name: unchangeable('Username cannot be changed'),
  username: unchangeable('Username cannot be changed'),
  gender: unchangeable('Gender cannot be changed'),
  height: optionCode('height').optional(),
  weight: optionCode('weight').optional(),
  marriage: optionCode('marriage').optional(),
  children: optionCode('children').optional(),
  income: optionCode('income').optional(),
  orientation: optionCode('orientation').optional(),
  horoscope: optionCode('horoscope').optional(),
  purpose: z
    .array(
      z
        .number()
        .int()
        .refine((code) => ProfileOptions.purpose.includes(code as never), 'Unknown purpose option'),
    )
    .max(ProfileOptions.purpose.length)
    .refine((codes) => new Set(codes).size === codes.length, 'Each purpose once')
    .optional(),
  biography: text(2000).nullable().optional(),
  location: text(120).nullable().optional(),
  country: text(80).nullable().optional(),
  city: text(80).nullable().optional(),
  language: z.enum(LANGUAGES, { message: 'Unknown language' }).optional(),
  interest: z.union([z.literal(0), z.literal(1)], { message: 'Interest is 0 (women) or 1 (men)' }).optional(),
  birthday: birthdaySchema.nullable().optional(),
  hi_content: text(500).nullable().optional(),
  /** An avatar-type upload of the member's own (`POST uploads`); null removes the avatar. */
  avatar: z.number().int().positive().nullable().optional(),
  /** A say-hi upload (`POST uploads` with type `hi`) of the member's own; null removes the picture. */
  hi_photo: z.number().int().positive().nullable().optional(),
  visibility: z.enum(VISIBILITY).optional(),
  message_source: z.enum(MESSAGE_SOURCE).optional(),
  friend_request: z.boolean().optional(),
  online_status: z.enum(ONLINE_STATUS).optional(),
  translate_engine: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  block_other_language: z.boolean().optional(),
  sound: z.boolean().optional(),
  typing_indicator: z.boolean().optional(),
  read_receipts: z.boolean().optional(),
  email_notifications: z.strictObject(EmailNotificationsSchema.shape).partial().optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

import { z } from 'zod';
import { EmailNotificationsSchema } from './account';
import { LANGUAGES } from './constants';
import {
  isSpokenLanguage,
  LANGUAGE_LEVELS,
  SPOKEN_LANGUAGES,
  MAX_LANGUAGES,
  type LanguageEntry,
} from './languages.constants';
import { ValidationText as V } from './messages';
import { birthdaySchema } from './birthday';

export { birthdaySchema } from './birthday';
import {
  ProfileOptions,
  VISIBILITY,
  MESSAGE_SOURCE,
  ONLINE_STATUS,
  type ProfileOptionField,
  ONBOARDING_STEPS,
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

const languageEntry = z.strictObject({ code: z.string().refine(isSpokenLanguage), level: z.enum(LANGUAGE_LEVELS) });
/** How an entry looks, for the OpenAPI document: the items are parsed as `unknown` so every problem has one message. */
const languageEntryDoc = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'level'],
  properties: {
    code: { type: 'string', enum: [...SPOKEN_LANGUAGES] },
    level: { type: 'string', enum: [...LANGUAGE_LEVELS] },
  },
};

/**
 * Languages spoken and learned: known codes (languages.constants.ts), each once, at most MAX_LANGUAGES.
 * Every problem is reported on the field itself (`errors.languages`), which is where the editor shows it.
 */
export const LanguagesSchema = z
  .array(z.unknown().meta(languageEntryDoc), { message: V.languagesInvalid })
  .max(MAX_LANGUAGES, V.languagesTooMany)
  .superRefine((list, ctx) => {
    if (!list.every((entry) => languageEntry.safeParse(entry).success)) {
      ctx.addIssue({ code: 'custom', message: V.languagesInvalid });
    } else if (new Set(list.map((entry) => (entry as LanguageEntry).code)).size !== list.length) {
      ctx.addIssue({ code: 'custom', message: V.languagesDuplicate });
    }
  })
  .transform((list) => list as LanguageEntry[]);

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
  languages: LanguagesSchema.optional(),
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

/**
 * `GET /v1/onboarding`: the steps that take a new member to a first conversation, each done or not as
 * the profile says (no state of its own). `birthday` is a step only for accounts without one (a social
 * sign-up); a member cannot message before giving it.
 */
export const Onboarding = z.object({
  steps: z.array(z.object({ step: z.enum(ONBOARDING_STEPS), done: z.boolean() })),
  done: z.number().int(),
  total: z.number().int(),
});
export type Onboarding = z.infer<typeof Onboarding>;

import { z } from 'zod';
import {
  CONTACT_MAX_LENGTH,
  CONTACT_PHONE_MIN_DIGITS,
  CONTACT_PHONE_PATTERN,
  CONTACT_WECHAT_PATTERN,
} from './contact.constants';
import { ValidationText as T } from './messages';

const tooLong = (max: number) => `At most ${max} characters`;
const emailShape = z.email();

/** One detail: trimmed text; an empty string (or an absent field) clears it. */
const detail = (max: number) => z.string().trim().max(max, tooLong(max));

/**
 * `PUT contact`: what the caller sells (partners only) and for how much. `allow` switches the sale on;
 * on, it needs at least one detail. The price must lie within the operator's range (checked by the server).
 */
export const ContactBody = z.strictObject({
  email: detail(CONTACT_MAX_LENGTH.email)
    .refine((v) => v === '' || emailShape.safeParse(v).success, T.emailInvalid)
    .optional(),
  phone: detail(CONTACT_MAX_LENGTH.phone)
    .refine(
      (v) => v === '' || (CONTACT_PHONE_PATTERN.test(v) && v.replace(/\D/g, '').length >= CONTACT_PHONE_MIN_DIGITS),
      T.phoneInvalid,
    )
    .optional(),
  wechat: detail(CONTACT_MAX_LENGTH.wechat)
    .refine((v) => v === '' || CONTACT_WECHAT_PATTERN.test(v), 'WeChat ID is invalid')
    .optional(),
  other: detail(CONTACT_MAX_LENGTH.other).optional(),
  price: z
    .number({ message: 'Price is invalid' })
    .int('Price is invalid')
    .positive('Price is invalid')
    .max(1_000_000_000),
  allow: z.boolean(),
});
export type ContactBody = z.infer<typeof ContactBody>;

/**
 * `GET contact/{id}`: whether the owner sells their details now, for how much, and whether they are
 * locked to the caller. The details are there only when unlocked (bought, or the caller's own).
 */
export const ContactRecord = z.object({
  allow: z.boolean(),
  /** Whole gold; 0 when the member sells nothing. */
  price: z.number().int(),
  locked: z.boolean(),
  email: z.string().optional(),
  phone: z.string().optional(),
  wechat: z.string().optional(),
  other: z.string().optional(),
});
export type ContactRecord = z.infer<typeof ContactRecord>;

/** `POST contact/{id}`: the price the buyer was shown; when the owner changed it since, nothing is charged. */
export const BuyContactBody = z.strictObject({ price: z.number().int().positive().max(1_000_000_000).optional() });
export type BuyContactBody = z.infer<typeof BuyContactBody>;

/** `POST contact/{id}` answers the unlocked record and the buyer's balance after paying (or, bought before, now). */
export const ContactPurchase = z.object({ contact: ContactRecord, balance: z.number().int() });
export type ContactPurchase = z.infer<typeof ContactPurchase>;

/**
 * `GET contact` and `PUT contact`: the caller's own offer (null before the first save), whether they may
 * sell (partners only), and the operator's price range and commission the settings screen shows.
 */
export const ContactSettings = z.object({
  partner: z.boolean(),
  offer: ContactRecord.nullable(),
  price_min: z.number().int(),
  price_max: z.number().int(),
  commission_percent: z.number(),
});
export type ContactSettings = z.infer<typeof ContactSettings>;

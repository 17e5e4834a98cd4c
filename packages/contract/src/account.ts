import { z } from 'zod';
import { OPERATOR_ROLES } from './admin.constants';
import { LANGUAGES, Limits } from './constants';
import { LANGUAGE_LEVELS } from './languages.constants';
import { ValidationText as T } from './messages';
import { birthdaySchema } from './birthday';

const trimmed = (max = 254) => z.string().trim().max(max);

export const emailSchema = trimmed().pipe(z.email({ message: T.emailInvalid }));
export const phoneSchema = trimmed(32).regex(/^\+?\d[\d\s-]{5,20}$/, T.phoneInvalid);

/** A verification code: numeric, strictly between 99999 and 100000000 (spec §9). */
export const codeSchema = z
  .union([z.string().trim().max(16), z.number()], { message: T.codeRequired })
  .transform((value) => String(value).trim())
  .refine((value) => value.length > 0, T.codeRequired)
  .refine((value) => {
    if (!/^\d+$/.test(value)) return false;
    const n = Number(value);
    return n > Limits.codeExclusiveMin && n < Limits.codeExclusiveMax;
  }, T.codeRequired);

/** Usernames: 4-20 letters, digits, spaces, dots, dashes or underscores; not a phone or e-mail look-alike. */
export const nameSchema = z
  .string({ message: T.nameInvalid })
  .trim()
  .min(Limits.nameMin, T.nameInvalid)
  .max(Limits.nameMax, T.nameInvalid)
  .regex(/^[\p{L}\p{N}_.\- ]+$/u, T.nameInvalid)
  .refine((v) => !/^\+?\d[\d\s-]*$/.test(v), T.nameInvalid);

export const passwordSchema = z
  .string({ message: T.passwordInvalid })
  .min(Limits.passwordMin, T.passwordInvalid)
  .max(128, T.passwordInvalid);

const newPasswordSchema = z
  .string({ message: T.passwordInvalidMin })
  .min(Limits.passwordMin, T.passwordInvalidMin)
  .max(128, T.passwordInvalidMin);

const languageSchema = z.enum(LANGUAGES);

/** Either `email` or `phone`; the missing-both error lands on `email`, as the forms show it there. */
const contactShape = {
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
};
function requireContact<T extends { email?: string; phone?: string }>(value: T, ctx: z.RefinementCtx) {
  if (!value.email && !value.phone) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: T.emailOrPhoneRequired });
  }
}

export const CodePurpose = z.enum(['register', 'login', 'password', 'reactivate', 'verify', 'device']);
export type CodePurpose = z.infer<typeof CodePurpose>;

export const VerifyBody = z
  .strictObject({
    ...contactShape,
    captcha: trimmed(16).optional(),
    captcha_id: trimmed(64).optional(),
    purpose: CodePurpose.optional(),
  })
  .superRefine(requireContact);
export type VerifyBody = z.infer<typeof VerifyBody>;

export const ValidateBody = z
  .strictObject({ ...contactShape, code: codeSchema, purpose: CodePurpose.optional() })
  .superRefine(requireContact);

export const RegisterBody = z
  .strictObject({
    ...contactShape,
    code: codeSchema.optional(),
    name: nameSchema,
    password: passwordSchema,
    /** Asked, never assumed: a missing gender is a field error, not a default. */
    gender: z.union([z.literal(0), z.literal(1)], { message: T.genderRequired }),
    /** YYYY-MM-DD; under 18 refused on this field (issue 21). */
    birthday: birthdaySchema,
    /** The sign-up's checkbox: the terms of use and the privacy policy accepted. */
    terms: z.literal(true, { message: T.termsRequired }),
    language: languageSchema.optional(),
    push_id: trimmed(200).optional(),
  })
  .superRefine(requireContact);
export type RegisterBody = z.infer<typeof RegisterBody>;

/**
 * `POST authenticate` (spec §7: identity, password, optional code). With a password, `code` is the one
 * sent to a new device past the device limit. Without one, on the China edition, the identity is a phone
 * and `code` the SMS code sent to it by `POST verify { phone, purpose: 'login' }`: passwordless sign-in.
 */
export const AuthenticateBody = z
  .strictObject({
    identity: z
      .string({ message: T.emailOrPhoneRequired })
      .trim()
      .min(1, T.emailOrPhoneRequired)
      .max(254, T.emailOrPhoneRequired),
    password: passwordSchema.optional(),
    code: codeSchema.optional(),
    push_id: trimmed(200).optional(),
    /** Operators with two-factor sign-in: a 6-digit TOTP code or an unused recovery code. */
    otp: z.string().trim().min(6).max(32).optional(),
  })
  .superRefine((value, ctx) => {
    // Neither a password nor a code: the password is what is missing, as before code sign-in existed.
    if (value.password === undefined && value.code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: T.passwordInvalid });
    }
  });
export type AuthenticateBody = z.infer<typeof AuthenticateBody>;

export const RefreshBody = z.strictObject({ refresh_token: z.string().min(10).max(200) });

export const PasswordFindBody = z
  .strictObject({
    ...contactShape,
    code: codeSchema,
    new_password: newPasswordSchema,
    new_password_confirm: newPasswordSchema,
  })
  .superRefine(requireContact)
  .refine((v) => v.new_password === v.new_password_confirm, {
    path: ['new_password_confirm'],
    message: T.passwordsDiffer,
  });

export const PasswordResetBody = z
  .strictObject({
    password: passwordSchema,
    new_password: newPasswordSchema,
    new_password_confirm: newPasswordSchema,
  })
  .refine((v) => v.new_password === v.new_password_confirm, {
    path: ['new_password_confirm'],
    message: T.passwordsDiffer,
  });

export const ReactivateBody = z.strictObject({ ...contactShape, code: codeSchema }).superRefine(requireContact);

export const DeleteAccountBody = z.strictObject({ password: passwordSchema }).partial();

/**
 * `POST logout`: `all` ends every session instead of this device's. The body may be left out (a client
 * sending none), which is why it is nullish; the JSON text `null` itself is refused by the route.
 */
export const LogoutBody = z.strictObject({ all: z.boolean().optional() }).nullish();

export const ClientErrorBody = z.strictObject({
  message: z.string().max(2000),
  stack: z.string().max(20000).optional(),
  url: z.string().max(2000).optional(),
  version: z.string().max(32).optional(),
});

/** `POST social/{provider}`: which sign-in provider (`wechat`); an unknown one is refused by the service. */
export const SocialProviderParam = z.object({ provider: z.string().max(32) });
/** `GET social/wechat/url`: where to send the browser to sign in with WeChat. */
export const WechatUrlResponse = z.object({ url: z.string() });

export const SocialBody = z.strictObject({
  code: z.string().trim().min(1).max(512),
  state: z.string().max(512).optional(),
  push_id: trimmed(200).optional(),
});

export const Counter = z.object({
  message: z.number().int(),
  notification: z.number().int(),
  request: z.number().int(),
  likeme: z.number().int(),
  order: z.number().int(),
});
export type Counter = z.infer<typeof Counter>;

export const EmailNotificationsSchema = z.object({
  likes: z.boolean(),
  visitors: z.boolean(),
  friendships: z.boolean(),
  messages: z.boolean(),
  promotions: z.boolean(),
  billing: z.boolean(),
});

/** The account object of spec §3, as `GET me` returns it. */
export const Me = z.object({
  id: z.number().int(),
  /** Languages spoken and learned (issue 21): translation never offers a language the member speaks. */
  languages: z.array(z.object({ code: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  gender: z.number().int(),
  balance: z.number().int(),
  vip: z.number().int(),
  free: z.number().int(),
  vip_expired_at: z.string().nullable(),
  language: z.string(),
  announcement: z.number().int(),
  rate: z.number(),
  trialing: z.number().int(),
  is_partner: z.number().int(),
  /** Gold a partner may cash out now (issue 18: earned, past the clearing period, not yet asked for); 0 for others. */
  withdrawable: z.number().int(),
  /** Operator roles held (issue 17); empty for a member. The web shows the console's entries by it. */
  roles: z.array(z.enum(OPERATOR_ROLES)),
  verified: z.number().int(),
  email_verified: z.number().int(),
  phone_verified: z.number().int(),
  hi_content: z.string().nullable(),
  hi_photo: z.string().nullable(),
  bd: z.number().int(),
  counter: Counter,
  country_code: z.string().nullable(),
  visibility: z.string(),
  message_source: z.string(),
  friend_request: z.boolean(),
  online_status: z.string(),
  translate_engine: z.number().int(),
  block_other_language: z.boolean(),
  sound: z.boolean(),
  /** Show and send "… is typing" (docs/decisions.md 49: off means neither). */
  typing_indicator: z.boolean(),
  /** Show and send read receipts ("Seen"); off means neither, as in common messengers. */
  read_receipts: z.boolean(),
  email_notifications: EmailNotificationsSchema,
  created_at: z.string(),
});
export type Me = z.infer<typeof Me>;

export const AuthResponse = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  me: Me,
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const CaptchaResponse = z.object({ captcha_id: z.string(), svg: z.string() });
export const OkResponse = z.object({ ok: z.literal(true) });
export const VerifySentResponse = z.object({ sent: z.literal(true), expires_in: z.number().int() });

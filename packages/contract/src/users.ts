import { z } from 'zod';
import { cursorPage, numberedPage } from './pagination';
import { LANGUAGE_LEVELS, MAX_LANGUAGES, isSpokenLanguage } from './languages.constants';
import { TranslationFields } from './translation';

/** A user id in the path (`/user/{id}`, `/likes/{user_id}`, …). */
export const UserIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const UserIdBody = z.strictObject({ user_id: z.number().int().positive().max(2_147_483_647) });
export type UserIdBody = z.infer<typeof UserIdBody>;

/** `GET /v1/u/{id}?redirect=0&referrer=`: a visit to a profile from a shared link or a list. */
export const VisitQuery = z.object({
  redirect: z.coerce.number().int().optional(),
  referrer: z.string().max(200).optional(),
});

/** One member in a list (spec §3 "Search result", with country and presence). */
export const UserCard = z.object({
  user_id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  gender: z.number().int(),
  vip: z.number().int(),
  age: z.number().int().nullable(),
  marriage: z.number().int().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  online: z.boolean(),
  /** 1 once an operator approved the member's selfie (identity verified, issue 19). */
  verified: z.number().int(),
});
export type UserCard = z.infer<typeof UserCard>;
export const UserCardPage = cursorPage(UserCard);

/** A member's profile as one viewer may see it (`GET /v1/user/{id}`). */
export const UserProfile = /* @__PURE__ */ UserCard.extend({
  id: z.number().int(),
  language: z.string(),
  location: z.string().nullable(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  children: z.number().int().nullable(),
  income: z.number().int().nullable(),
  orientation: z.number().int().nullable(),
  purpose: z.array(z.number().int()),
  horoscope: z.number().int().nullable(),
  interest: z.number().int().nullable(),
  biography: z.string().nullable(),
  /** Languages spoken and learned, in the member's order. */
  languages: z.array(z.object({ code: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  /** The detected language of the biography (null when unknown or empty). */
  biography_lang: z.string().nullable(),
  /** The biography in the viewer's language, as messages and posts carry theirs. */
  biography_translation: TranslationFields,
  /**
   * When the selfie was approved (null while unverified): album photos uploaded since are marked as
   * taken after the verification (docs/decisions.md 43).
   */
  verified_at: z.string().nullable(),
  /** ISO time of the last activity; null while the member is "always offline". */
  last_active: z.string().nullable(),
  self: z.boolean(),
  liked: z.boolean(),
  liked_me: z.boolean(),
  friend: z.boolean(),
  relation: z.number().int(),
  blocked: z.boolean(),
  blocked_me: z.boolean(),
  remark: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const UserCardNumberedPage = numberedPage(UserCard);

const age = z.number().int().min(18).max(100);

const filterFields = {
  gender: z.union([z.literal(0), z.literal(1)]).optional(),
  age_min: age.optional(),
  age_max: age.optional(),
  country: z.string().trim().max(80).optional(),
  city: z.string().trim().max(80).optional(),
  /** The interface language of the member (VIP filter). */
  language: z.string().trim().max(8).optional(),
  /** Members who speak (natively or fluently) any of these languages (issue 21); for everyone. */
  languages: z.array(z.string().refine(isSpokenLanguage, 'Unknown language')).min(1).max(MAX_LANGUAGES).optional(),
  purpose: z.number().int().min(801).max(816).optional(),
  has_photo: z.boolean().optional(),
  online: z.boolean().optional(),
  vip: z.boolean().optional(),
  /** Only members whose identity is verified (for everyone, not a VIP filter). */
  verified: z.boolean().optional(),
  page: z.number().int().min(1).max(500).default(1),
};

/**
 * `POST /v1/search`: keyword search (q longer than 2 characters, spec §5) with filters, or (`mode:
 * "filter"`) the filters alone, paged through. Gender, age, country, languages and verified are for
 * everyone; the other filters are VIP-only (400062).
 */
export const SearchBody = z
  .discriminatedUnion('mode', [
    z.strictObject({
      mode: z.literal('keyword').default('keyword'),
      q: z.string().trim().min(3, 'Type at least 3 characters').max(50),
      ...filterFields,
    }),
    z.strictObject({ mode: z.literal('filter'), ...filterFields }),
  ])
  .refine((b) => b.age_min === undefined || b.age_max === undefined || b.age_min <= b.age_max, {
    path: ['age_max'],
    message: 'The age range is empty',
  });
export type SearchBody = z.infer<typeof SearchBody>;
export const ADVANCED_SEARCH_FILTERS = ['city', 'language', 'purpose', 'has_photo', 'online', 'vip'] as const;

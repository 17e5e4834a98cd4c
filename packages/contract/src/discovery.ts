import { z } from 'zod';
import { UserCard } from './users';

const userId = z.number().int().positive().max(2_147_483_647);

/** `GET /v1/front`: a strip of public members with photos for the signed-out front page. */
export const FrontMembers = z.object({ data: z.array(UserCard) });
export type FrontMembers = z.infer<typeof FrontMembers>;

/** `GET /v1/encounters?limit=`: the next cards of the meet screen, one shown at a time. */
/** `again=1`: the deck ran dry, so the members passed on come round again (their passes are forgotten). */
export const EncountersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(10),
  again: z.coerce.number().int().min(0).max(1).optional(),
});
export const EncounterCards = z.object({ data: z.array(UserCard) });
export type EncounterCards = z.infer<typeof EncounterCards>;

export const EncounterAction = z.enum(['like', 'pass']);
export type EncounterAction = z.infer<typeof EncounterAction>;

/** `POST /v1/encounters`: like (through the likes service) or pass (not shown again for a week). */
export const EncounterBody = z.strictObject({ user_id: userId, action: EncounterAction });
export type EncounterBody = z.infer<typeof EncounterBody>;
export const EncounterResult = z.object({ user_id: z.number().int(), action: EncounterAction, mutual: z.boolean() });
export type EncounterResult = z.infer<typeof EncounterResult>;

/** `POST /v1/suggest`: up to 8 member names starting with or containing `q`. */
export const SuggestBody = z.strictObject({
  mode: z.literal('keyword').default('keyword'),
  q: z.string().trim().min(2, 'Type at least 2 characters').max(50),
});
export type SuggestBody = z.infer<typeof SuggestBody>;
export const NameSuggestion = z.object({ user_id: z.number().int(), name: z.string(), avatar: z.string().nullable() });
export type NameSuggestion = z.infer<typeof NameSuggestion>;
export const Suggestions = z.object({ data: z.array(NameSuggestion) });
export type Suggestions = z.infer<typeof Suggestions>;

/** `GET /v1/location?k=&lang=`: cities and countries for a location field. */
export const LocationQuery = z.object({
  k: z.string().trim().min(2, 'Type at least 2 characters').max(60),
  lang: z.string().trim().max(16).optional(),
});
export const Place = z.object({
  type: z.enum(['city', 'country']),
  /** The city or country name alone. */
  name: z.string(),
  /** "City, Country" (or the country), with the country named in the asked language. */
  label: z.string(),
  country: z.string(),
  /** ISO 3166-1 alpha-2. */
  country_code: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type Place = z.infer<typeof Place>;
export const Places = z.object({ data: z.array(Place) });
export type Places = z.infer<typeof Places>;

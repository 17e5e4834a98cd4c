import { z } from 'zod';
import { Me } from './account';
import { PORTAL_TARGETS } from './affiliate.constants';

/**
 * The `pid` of a sign-up call (spec §2, §7): the affiliate who brought the visitor. Anything that is
 * not a known affiliate's code is ignored, never refused — a sign-up must not fail because of a pid.
 */
export const SignUpQuery = z.object({ pid: z.string().optional().catch(undefined) });
export type SignUpQuery = z.infer<typeof SignUpQuery>;

/** One month of the affiliate's figures (`YYYY-MM`, UTC). */
export const AffiliatePeriod = z.object({
  month: z.string(),
  signups: z.number().int(),
  paying: z.number().int(),
  /** Gold bought by the referred members' successful payments that month. */
  revenue: z.number().int(),
  /** Gold credited to the affiliate that month. */
  commission: z.number().int(),
});
export type AffiliatePeriod = z.infer<typeof AffiliatePeriod>;

/**
 * `GET affiliate`: the member's own code and link, and what it brought: members signed up through it,
 * how many of them paid, the gold they bought (`revenue`, in gold units, exact) and the gold credited to
 * the affiliate (`commission`); `periods` are the last months, oldest first, for a chart.
 */
export const AffiliateSummary = z.object({
  pid: z.string(),
  link: z.string(),
  signups: z.number().int(),
  paying: z.number().int(),
  revenue: z.number().int(),
  commission: z.number().int(),
  /** Percent of a referred member's bought gold credited to the affiliate (operator setting). */
  percent: z.number(),
  periods: z.array(AffiliatePeriod),
});
export type AffiliateSummary = z.infer<typeof AffiliateSummary>;

const PortalTargetSchema = z.enum(PORTAL_TARGETS);
/** `POST key { to }`: a one-time key for the wrapper's external recharge portal. */
export const PortalKeyBody = z.object({ to: PortalTargetSchema });
export type PortalKeyBody = z.infer<typeof PortalKeyBody>;
export const PortalKeyResponse = z.object({
  key: z.string(),
  /** The portal address with `key`, `ts`, `sign`, `to` and `uid`, for an external browser. */
  url: z.string(),
  expires_in: z.number().int(),
});
export type PortalKeyResponse = z.infer<typeof PortalKeyResponse>;

/** What the portal page posts back from its address. */
export const PortalRedeemBody = z.object({
  key: z.string().min(1).max(100),
  ts: z.coerce.number().int().nonnegative(),
  sign: z.string().min(1).max(200),
  to: PortalTargetSchema,
  uid: z.coerce.number().int().positive(),
});
export type PortalRedeemBody = z.infer<typeof PortalRedeemBody>;

/**
 * A session for recharging only: the access token is refused (403, reason `recharge_only`) everywhere
 * but the account, payment and VIP calls; it has no refresh token and ends with the key's page.
 */
export const PortalSession = z.object({
  token: z.string(),
  expires_in: z.number().int(),
  scope: z.literal('recharge'),
  to: PortalTargetSchema,
  me: Me,
});
export type PortalSession = z.infer<typeof PortalSession>;

import { z } from 'zod';

/** GET config: which edition the server runs (the China edition requires a sign-up code). */
export const ServerConfig = z.object({
  edition: z.enum(['global', 'cn']),
  version: z.string(),
  production: z.boolean(),
  /** Whether WeChat sign-in is configured (the login screen offers it; the WeChat browser signs in with it). */
  wechat_signin: z.boolean(),
  /** The China edition's ICP filing number for the footer; null elsewhere or when the operator set none. */
  icp: z.string().nullable(),
});
export type ServerConfig = z.infer<typeof ServerConfig>;

/** `GET countryCode`: the caller's country as the edge (or the edition) tells it. */
export const CountryCodeResponse = z.object({ country_code: z.string() });

/** `GET version/{a}/{b}`: the client's platform (`web`, `android`…) and its version. */
export const VersionParams = z.object({
  a: z
    .string()
    .max(32)
    .regex(/^[a-z]+$/, 'Unknown platform'),
  b: z
    .string()
    .max(32)
    .regex(/^\d+(\.\d+){0,3}$/, 'Invalid version'),
});

/** GET version/{platform}/{version}: whether a newer client exists. */
export const VersionInfo = z.object({
  update: z.union([z.literal(0), z.literal(1)]),
  version: z.string(),
  url: z.string().nullable(),
  notes: z.string().nullable(),
  force: z.boolean(),
});
export type VersionInfo = z.infer<typeof VersionInfo>;

/** One message of the development outbox (GET debug/outbox). */
export const OutboxEntry = z.object({
  to: z.string(),
  channel: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;
export const OutboxList = z.object({ data: z.array(OutboxEntry) });

/** `GET debug/outbox?to`: the messages sent to one address, or to everyone. */
export const OutboxQuery = z.object({ to: z.string().max(254).optional() });

/** `GET debug/captcha/{id}`: the answer of a captcha, so tests and journeys can get past it. */
export const DebugCaptchaParam = z.object({ id: z.string().max(64) });
export const DebugCaptchaAnswer = z.object({ answer: z.string() });

/** `GET social/wechat/jsconfig?url`: the JS-SDK `wx.config` signature for one page of ours. */
export const WechatJsConfigQuery = z.object({ url: z.string().min(1).max(2000) });
export const WechatJsConfig = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type WechatJsConfig = z.infer<typeof WechatJsConfig>;

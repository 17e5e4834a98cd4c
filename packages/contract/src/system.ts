import { z } from 'zod';

/** GET config: which edition the server runs (the China edition requires a sign-up code). */
export const ServerConfig = z.object({
  edition: z.enum(['global', 'cn']),
  version: z.string(),
  production: z.boolean(),
});
export type ServerConfig = z.infer<typeof ServerConfig>;

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

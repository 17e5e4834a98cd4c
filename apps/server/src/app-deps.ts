import type { Agent } from 'node:https';
import type { Config } from './config';
import type { Database } from './db/client';
import type { EventBus } from './platform/bus';
import type { KeyValueStore } from './platform/kv';
import type { Mailer } from './platform/mailer';
import type { RateRule, RateRuleName } from './platform/rate-limit';

/**
 * What `buildApp` is built from. Its own file so `services.ts` (which `app.ts` imports) can name it
 * without importing `app.ts` back.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  kv: KeyValueStore;
  bus: EventBus;
  mailer?: Mailer;
  now?: () => Date;
  rateRules?: Partial<Record<RateRuleName, RateRule>>;
  /** Attach the Socket.IO gateway to the HTTP server (on by default). */
  realtime?: boolean;
  logger?: boolean;
  /**
   * The HTTPS agent Web Push requests go through; unset, Node's default (the system's certificate
   * authorities). Tests pass one that trusts the local push-service fake's certificate.
   */
  pushAgent?: Agent;
}

import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * An operator's second factor (TOTP, RFC 6238). `secret` is sealed with the TOTP key (docs/decisions.md
 * 36): a database dump alone does not reveal it when `TOTP_KEY` is set. `pending_secret` is a setup not
 * yet confirmed by a code; `last_step` is the latest time step used, so a code works once.
 */
export const twoFactor = pgTable('two_factor', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pending_secret: text('pending_secret'),
  enabled_at: timestamp('enabled_at', { withTimezone: true }),
  last_step: integer('last_step').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of an operator's second factor, as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);

/**
 * The audit log: every operator write, in the write's own transaction. Append-only like the ledger (a
 * trigger refuses UPDATE, DELETE and TRUNCATE). `actor_id` is not a foreign key: the log outlives accounts.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actor_id: integer('actor_id'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_actor_idx').on(t.actor_id, t.id), index('audit_log_target_idx').on(t.target, t.id)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    country_code: text('country_code'),
    password_hash: text('password_hash'),
    status: text('status').notNull().default('active'), // active | suspended | banned | deactivated
    gender: integer('gender').notNull().default(1),
    language: text('language').notNull().default('en'),
    avatar: text('avatar'),
    balance: integer('balance').notNull().default(0),
    vip: integer('vip').notNull().default(0),
    free: integer('free').notNull().default(0),
    vip_expired_at: timestamp('vip_expired_at', { withTimezone: true }),
    trialing: integer('trialing').notNull().default(0),
    is_partner: integer('is_partner').notNull().default(0),
    /** Operator roles (admin, moderator, support, finance, translator-manager); empty for a member. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rate: numeric('rate', { precision: 10, scale: 4 }),
    email_verified: integer('email_verified').notNull().default(0),
    phone_verified: integer('phone_verified').notNull().default(0),
    verified: integer('verified').notNull().default(0), // identity (selfie) verification
    announcement: integer('announcement').notNull().default(0),
    bd: integer('bd').notNull().default(0),
    hi_content: text('hi_content'),
    hi_photo: text('hi_photo'),
    // profile (spec §3 option codes)
    birthday: date('birthday'),
    height: integer('height'),
    weight: integer('weight'),
    marriage: integer('marriage'),
    children: integer('children'),
    income: integer('income'),
    orientation: integer('orientation'),
    purpose: jsonb('purpose')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    horoscope: integer('horoscope'),
    interest: integer('interest'), // gender sought: 0 women, 1 men
    location: text('location'),
    country: text('country'),
    city: text('city'),
    biography: text('biography'),
    /** The detected language of `biography`, as `messages.lang`. */
    biography_lang: text('biography_lang'),
    /** Languages spoken and learned (issue 21): `[{ code, level: native | fluent | learning }]`. */
    languages: jsonb('languages')
      .$type<{ code: string; level: 'native' | 'fluent' | 'learning' }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** When the member accepted the terms at sign-up (null for accounts older than the question). */
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true }),
    // privacy
    visibility: text('visibility').notNull().default('public'),
    message_source: text('message_source').notNull().default('everyone'),
    friend_request: boolean('friend_request').notNull().default(true),
    online_status: text('online_status').notNull().default('available'),
    /** Conversation signals (issue 21): show my typing / tell senders I read their messages. */
    typing_indicator: boolean('typing_indicator').notNull().default(true),
    read_receipts: boolean('read_receipts').notNull().default(true),
    /** 0 none, 1 machine (the default: translation is why members come), 2 human. */
    translate_engine: integer('translate_engine').notNull().default(1),
    block_other_language: boolean('block_other_language').notNull().default(false),
    sound: boolean('sound').notNull().default(true),
    email_notifications: jsonb('email_notifications')
      .$type<Record<string, boolean>>()
      .notNull()
      .default(
        sql`'{"likes":true,"visitors":true,"friendships":true,"messages":true,"promotions":false,"billing":true}'::jsonb`,
      ),
    last_active_at: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_name_lower_uq').on(sql`lower(${t.name})`),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_phone_uq').on(t.phone),
    check('users_balance_nonnegative', sql`${t.balance} >= 0`),
    index('users_last_active_idx').on(t.last_active_at),
  ],
);

/** Each distinct client id that signed in to an account. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client_id: text('client_id').notNull(),
    client_kind: text('client_kind').notNull().default('web'),
    push_id: text('push_id'),
    user_agent: text('user_agent'),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('devices_user_client_uq').on(t.user_id, t.client_id)],
);

/** Refresh tokens, stored as hashes, rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device_id: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.token_hash), index('refresh_tokens_device_idx').on(t.device_id)],
);

/** One-time codes sent by e-mail or SMS, bound to a target and a purpose. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose)],
);

/** Mail and SMS the server sent while no real transport is configured (and a copy in development). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(), // email | sms
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    delivered: boolean('delivered').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    provider_uid: text('provider_uid').notNull(),
    union_id: text('union_id'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('social_accounts_provider_uid_uq').on(t.provider, t.provider_uid)],
);

export const clientErrors = pgTable('client_errors', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id'),
  message: text('message').notNull(),
  stack: text('stack'),
  url: text('url'),
  version: text('version'),
  user_agent: text('user_agent'),
  ...timestamps,
});

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answer_hash: text('answer_hash').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
});

export const appVersions = pgTable(
  'app_versions',
  {
    id: serial('id').primaryKey(),
    platform: text('platform').notNull(),
    version: text('version').notNull(),
    url: text('url'),
    notes: text('notes'),
    force: boolean('force').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('app_versions_platform_version_uq').on(t.platform, t.version)],
);

/** Operator settings and generated secrets shared by every node (the JWT key lives here). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Web Push subscriptions (issue 20), one per browser endpoint, bound to the device that signed in so
 * signing out of that device removes it; removed too when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device_id: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    failures: integer('failures').notNull().default(0),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.user_id),
  ],
);

/**
 * The last reminder mail of a topic per member (issue 21): `topic` is e.g. `message:<peer id>`, so a
 * conversation mails at most once an hour while its reader is offline.
 */
export const mailThrottle = pgTable(
  'mail_throttle',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.topic] })],
);

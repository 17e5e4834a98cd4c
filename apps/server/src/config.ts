import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { EngineSettings, TranslationConfig } from './modules/translation/engines';
import type { AliyunSmsConfig } from './platform/sms/aliyun';
import type { TencentSmsConfig } from './platform/sms/tencent';
import type { S3Settings } from './platform/storage';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** proxy-addr's names for the private ranges: what `TRUST_PROXY=1` trusts. */
const PRIVATE_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().default('yf:'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(70_000),
  SMS_PROVIDER: z.enum(['aliyun', 'tencent']).optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z.string().default('https://dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_APP_ID: z.string().optional(),
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().optional(),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.string().default('https://sms.tencentcloudapi.com'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  MAIL_FROM: z.string().default('Yuanfen <no-reply@yuanfen.local>'),
  PUBLIC_URL: z.string().optional(),
  EDITION: z.enum(['global', 'cn']).default('global'),
  NEW_MEMBER_BD: z.enum(['0', '1']).default('0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_DEMO: flag.optional(),
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * How long a key replaced by `rotate-keys` still verifies access tokens and media URLs it signed, in
   * hours (docs/decisions.md 62); 0 refuses them at once. App access tokens live 24 h, web ones 1 h, media URLs ~1 h.
   */
  KEY_ROTATION_GRACE_HOURS: z.coerce.number().min(0).max(720).default(24),
  /** How often a node re-reads the signing keys (a rotation made by the CLI reaches it within this); 0: never. */
  KEY_REFRESH_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Comma-separated e-mail addresses whose accounts hold the admin role (the console's bootstrap), any
   * case, once the address is verified. Each entry must look like an address, so a typo is an error.
   */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v, ctx): string[] => {
      const list = v
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean);
      const bad = list.find((part) => !/^[^\s@]+@[^\s@]+$/.test(part));
      if (bad === undefined) return [...new Set(list)];
      ctx.addIssue({ code: 'custom', message: `not an e-mail address: ${bad}` });
      return z.NEVER;
    }),
  /**
   * The key that seals operators' TOTP secrets (≥ 32 characters). Unset, one is generated and kept in the
   * database, which then no longer protects the secrets from someone holding a dump (docs/decisions.md 36).
   */
  TOTP_KEY: z.string().min(32).optional(),
  /**
   * Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it) and the contact the
   * push services see (`mailto:` or `https:`). Unset, a pair is generated once and kept in the database.
   */
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'mailto: or https: address')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT: flag.default(true),
  RATE_LIMIT_HTTP: z.coerce.number().int().min(0).default(1200),
  PRESENCE_BATCH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * Which TCP peers are proxies whose `X-Forwarded-For` entry is believed: `0` none (the peer is the
   * client), `1` any proxy on a private network (loopback, link-local, unique-local and RFC 1918
   * addresses), or a comma-separated list of addresses, CIDRs or those names. Entries a client wrote
   * before reaching a trusted proxy are never believed.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((v, ctx): string[] => {
      const value = v.trim().toLowerCase();
      if (['', '0', 'false', 'off', 'no'].includes(value)) return [];
      if (['1', 'true', 'on', 'yes'].includes(value)) return [...PRIVATE_PROXIES];
      const list = value.split(',').map((part) => part.trim());
      const valid = (part: string) =>
        PRIVATE_PROXIES.includes(part) || (/^[0-9a-f.:]+(\/\d{1,3})?$/.test(part) && /[.:]/.test(part));
      if (list.every(valid)) return list;
      ctx.addIssue({
        code: 'custom',
        message: '0, 1 or a list of proxy addresses, CIDRs, loopback, linklocal, uniquelocal',
      });
      return z.NEVER;
    }),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.string().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.string().default('https://open.weixin.qq.com'),
  DEFAULT_RATE: z.coerce.number().positive().default(1),
  JOBS: flag.default(true),
  PAYMENT_RELEASE_DAYS: z.coerce.number().int().min(0).max(30).default(3),
  PAYMENT_SANDBOX: flag.optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z.string().default('https://api-m.sandbox.paypal.com'),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  WECHATPAY_MCHID: z.string().optional(),
  WECHATPAY_APPID: z.string().optional(),
  WECHATPAY_API_V3_KEY: z.string().length(32).optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_SERIAL: z.string().optional(),
  WECHATPAY_PLATFORM_CERT: z.string().optional(),
  WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
  WECHATPAY_API_BASE: z.string().default('https://api.mch.weixin.qq.com'),
  TRANSLATE_ENGINES: z.string().optional(),
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LIBRETRANSLATE_URL: z.string().url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  DEEPL_API_KEY: z.string().optional(),
  DEEPL_API_URL: z.string().url().optional(),
  GOOGLE_TRANSLATE_API_KEY: z.string().optional(),
  GOOGLE_TRANSLATE_URL: z.string().url().default('https://translation.googleapis.com/language/translate/v2'),
  BAIDU_TRANSLATE_APPID: z.string().optional(),
  BAIDU_TRANSLATE_KEY: z.string().optional(),
  BAIDU_TRANSLATE_URL: z.string().url().default('https://fanyi-api.baidu.com/api/trans/vip/translate'),
});

export interface PaymentsConfig {
  /** Days a pending payment is held before it is credited (spec §9: 3–5). */
  releaseDays: number;
  /** The simulated gateway: on by default when no real gateway is configured, outside production. */
  sandbox: boolean;
  paypal?: { clientId: string; clientSecret: string; apiBase: string; webhookId?: string };
  wechatPay?: {
    mchid: string;
    appid: string;
    apiV3Key: string;
    /** PEM of the merchant API private key. */
    privateKey: string;
    serial: string;
    /** PEM of the WeChat Pay platform certificate or public key. */
    platformCert: string;
    platformSerial?: string;
    apiBase: string;
  };
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix: string;
  storage: 'local' | 's3';
  /** The bucket of `STORAGE=s3`. */
  s3?: S3Settings;
  smtpUrl?: string;
  /** Longest wait for each step of an SMTP exchange; a silent server fails the mail after this. */
  smtpTimeoutMs: number;
  /** The SMS provider for phone codes (SMS_PROVIDER); without one, texts stay in the outbox. */
  sms?: SmsConfig;
  /**
   * Longest time a client may take to send a whole request (headers and body); a slower one gets 408
   * and is disconnected, so slow-body connections cannot pile up. Above the clients' own 60 s.
   */
  requestTimeoutMs: number;
  mailFrom: string;
  publicUrl: string;
  edition: 'global' | 'cn';
  /** The `bd` a new account starts with (spec §3: 1 shows the mall); an operator changes it per member. */
  newMemberBd: 0 | 1;
  env: 'development' | 'production' | 'test';
  seedDemo?: boolean;
  jwtSecret?: string;
  /** `KEY_ROTATION_GRACE_HOURS` in ms: how long a rotated-out signing key still verifies. */
  keyGraceMs: number;
  /** `KEY_REFRESH_SECONDS` in ms: how stale a node's cached signing keys may grow (0: re-read only for an unknown key id). */
  keyRefreshMs: number;
  /** `ADMIN_EMAILS`, lower case: their accounts hold the admin role once the address is verified. */
  adminEmails: string[];
  /** `TOTP_KEY`: seals operators' TOTP secrets; unset, a key generated into the database. */
  totpKey?: string;
  /** Web Push (VAPID): the configured key pair, else one generated into the database; the contact. */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  logLevel: string;
  webDist: string;
  rateLimit: boolean;
  /**
   * Requests per minute per client address for the whole API; 0 turns this limit off (behind a load
   * balancer that limits on its own). The sign-in, code and sign-up limits are `rateLimit`'s.
   */
  rateLimitHttp: number;
  /**
   * How long a node gathers members coming online or going offline before it announces them in one
   * `online` event (docs/decisions.md 37); 0 announces each change on its own event-loop turn.
   */
  presenceBatchMs: number;
  /** Trust X-Forwarded-For: only behind a proxy that overwrites it, or any client picks its own IP. */
  /** Proxies (addresses, CIDRs, proxy-addr names) whose `X-Forwarded-For` entry counts; empty: none. */
  trustProxy: string[];
  wechat: { appId?: string; appSecret?: string; apiBase: string; openBase: string };
  defaultRate: number;
  /** Run the interval jobs (payment release, VIP expiry, …) on this node. */
  jobs: boolean;
  payments: PaymentsConfig;
  translation: TranslationConfig;
}

export type SmsConfig = ({ provider: 'aliyun' } & AliyunSmsConfig) | ({ provider: 'tencent' } & TencentSmsConfig);

/** SMS_PROVIDER with the settings its adapter needs; a provider named without them stops the start. */
function smsFrom(e: Env): SmsConfig | undefined {
  const need = (names: (keyof Env)[]) => {
    const missing = names.filter((n) => !e[n]);
    if (missing.length > 0)
      throw new Error(`Invalid configuration: SMS_PROVIDER=${e.SMS_PROVIDER} needs ${missing.join(', ')}`);
  };
  if (e.SMS_PROVIDER === 'aliyun') {
    need([
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ]);
    return {
      provider: 'aliyun',
      accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: e.ALIYUN_SMS_SIGN_NAME!,
      templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
      endpoint: e.ALIYUN_SMS_ENDPOINT.replace(/\/$/, ''),
    };
  }
  if (e.SMS_PROVIDER === 'tencent') {
    need([
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
    ]);
    return {
      provider: 'tencent',
      secretId: e.TENCENT_SMS_SECRET_ID!,
      secretKey: e.TENCENT_SMS_SECRET_KEY!,
      appId: e.TENCENT_SMS_APP_ID!,
      signName: e.TENCENT_SMS_SIGN_NAME!,
      templateId: e.TENCENT_SMS_TEMPLATE_ID!,
      region: e.TENCENT_SMS_REGION,
      endpoint: e.TENCENT_SMS_ENDPOINT.replace(/\/$/, ''),
    };
  }
  return undefined;
}

/** A PEM given inline (with real or escaped newlines) or as the path of a file. */
const pemFrom = (value: string) =>
  value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : fs.readFileSync(value, 'utf8');

type Env = z.infer<typeof EnvSchema>;

function paymentsConfig(e: Env): PaymentsConfig {
  const paypal =
    e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
      ? {
          clientId: e.PAYPAL_CLIENT_ID,
          clientSecret: e.PAYPAL_CLIENT_SECRET,
          apiBase: e.PAYPAL_API_BASE.replace(/\/$/, ''),
          ...(e.PAYPAL_WEBHOOK_ID ? { webhookId: e.PAYPAL_WEBHOOK_ID } : {}),
        }
      : undefined;
  let wechatPay: PaymentsConfig['wechatPay'];
  if (e.WECHATPAY_MCHID) {
    const appid = e.WECHATPAY_APPID ?? e.WECHAT_APP_ID;
    const { WECHATPAY_API_V3_KEY: key, WECHATPAY_PRIVATE_KEY: pk, WECHATPAY_SERIAL: serial } = e;
    if (!appid || !key || !pk || !serial || !e.WECHATPAY_PLATFORM_CERT) {
      throw new Error(
        'Invalid configuration: WECHATPAY_MCHID needs WECHATPAY_APPID, WECHATPAY_API_V3_KEY, WECHATPAY_PRIVATE_KEY, WECHATPAY_SERIAL and WECHATPAY_PLATFORM_CERT',
      );
    }
    wechatPay = {
      mchid: e.WECHATPAY_MCHID,
      appid,
      apiV3Key: key,
      privateKey: pemFrom(pk),
      serial,
      platformCert: pemFrom(e.WECHATPAY_PLATFORM_CERT),
      ...(e.WECHATPAY_PLATFORM_SERIAL ? { platformSerial: e.WECHATPAY_PLATFORM_SERIAL } : {}),
      apiBase: e.WECHATPAY_API_BASE.replace(/\/$/, ''),
    };
  }
  return {
    releaseDays: e.PAYMENT_RELEASE_DAYS,
    // In production the sandbox, which lets a member confirm their own payment, runs only when asked for.
    sandbox: e.PAYMENT_SANDBOX ?? (!(paypal || wechatPay) && e.NODE_ENV !== 'production'),
    ...(paypal ? { paypal } : {}),
    ...(wechatPay ? { wechatPay } : {}),
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Every engine whose settings are present, by name. */
function configuredEngines(e: Env): Map<string, EngineSettings> {
  const engines = new Map<string, EngineSettings>();
  if (e.LIBRETRANSLATE_URL) {
    engines.set('libretranslate', {
      name: 'libretranslate',
      url: trimSlash(e.LIBRETRANSLATE_URL),
      ...(e.LIBRETRANSLATE_API_KEY ? { apiKey: e.LIBRETRANSLATE_API_KEY } : {}),
    });
  }
  if (e.DEEPL_API_KEY) {
    // DeepL's free keys end in ":fx" and are served by a host of their own.
    const url =
      e.DEEPL_API_URL ?? (e.DEEPL_API_KEY.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com');
    engines.set('deepl', { name: 'deepl', apiKey: e.DEEPL_API_KEY, url: trimSlash(url) });
  }
  if (e.GOOGLE_TRANSLATE_API_KEY) {
    engines.set('google', {
      name: 'google',
      apiKey: e.GOOGLE_TRANSLATE_API_KEY,
      url: trimSlash(e.GOOGLE_TRANSLATE_URL),
    });
  }
  if (e.BAIDU_TRANSLATE_APPID && e.BAIDU_TRANSLATE_KEY) {
    engines.set('baidu', {
      name: 'baidu',
      appId: e.BAIDU_TRANSLATE_APPID,
      key: e.BAIDU_TRANSLATE_KEY,
      url: e.BAIDU_TRANSLATE_URL,
    });
  }
  return engines;
}

/**
 * `TRANSLATE_ENGINES` names the engines and their order; unset, every configured engine is used (Baidu
 * first in the China edition, whose members are best served by it). Naming an engine without its
 * settings is a configuration error rather than a silently missing engine.
 */
function translationConfig(e: Env): TranslationConfig {
  const configured = configuredEngines(e);
  const defaultOrder =
    e.EDITION === 'cn'
      ? ['baidu', 'libretranslate', 'deepl', 'google']
      : ['libretranslate', 'deepl', 'google', 'baidu'];
  const names = e.TRANSLATE_ENGINES
    ? e.TRANSLATE_ENGINES.split(',')
        .map((n) => n.trim().toLowerCase())
        .filter(Boolean)
    : defaultOrder.filter((n) => configured.has(n));
  const needs: Record<string, string> = {
    libretranslate: 'LIBRETRANSLATE_URL',
    deepl: 'DEEPL_API_KEY',
    google: 'GOOGLE_TRANSLATE_API_KEY',
    baidu: 'BAIDU_TRANSLATE_APPID and BAIDU_TRANSLATE_KEY',
  };
  const engines = [...new Set(names)].map((name) => {
    if (!(name in needs)) {
      throw new Error(
        `Invalid configuration: TRANSLATE_ENGINES names an unknown engine "${name}" (libretranslate, deepl, google, baidu)`,
      );
    }
    const settings = configured.get(name);
    if (!settings)
      throw new Error(`Invalid configuration: TRANSLATE_ENGINES names ${name}, which needs ${needs[name]}`);
    return settings;
  });
  return { engines, timeoutMs: e.TRANSLATE_TIMEOUT_MS };
}

function s3Config(e: Env): S3Settings {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = e;
  if (!endpoint || !bucket || !keyId || !secret) {
    throw new Error(
      'Invalid configuration: STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    endpoint: endpoint.replace(/\/$/, ''),
    region: e.S3_REGION,
    bucket,
    accessKeyId: keyId,
    secretAccessKey: secret,
    publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint.replace(/\/$/, '')}/${bucket}`).replace(/\/$/, ''),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX,
    storage: e.STORAGE,
    ...(e.STORAGE === 's3' ? { s3: s3Config(e) } : {}),
    smtpUrl: e.SMTP_URL || undefined,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    ...(e.SMS_PROVIDER ? { sms: smsFrom(e) } : {}),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    edition: e.EDITION,
    newMemberBd: e.NEW_MEMBER_BD === '1' ? 1 : 0,
    env: e.NODE_ENV,
    seedDemo: e.SEED_DEMO,
    jwtSecret: e.JWT_SECRET,
    keyGraceMs: e.KEY_ROTATION_GRACE_HOURS * 3_600_000,
    keyRefreshMs: e.KEY_REFRESH_SECONDS * 1000,
    adminEmails: e.ADMIN_EMAILS,
    ...(e.TOTP_KEY ? { totpKey: e.TOTP_KEY } : {}),
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : {}),
      subject: e.VAPID_SUBJECT ?? `mailto:${e.MAIL_FROM.replace(/^.*<|>.*$/g, '')}`,
    },
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    rateLimit: e.RATE_LIMIT,
    rateLimitHttp: e.RATE_LIMIT_HTTP,
    presenceBatchMs: e.PRESENCE_BATCH_MS,
    trustProxy: e.TRUST_PROXY,
    wechat: {
      appId: e.WECHAT_APP_ID,
      appSecret: e.WECHAT_APP_SECRET,
      apiBase: e.WECHAT_API_BASE.replace(/\/$/, ''),
      openBase: e.WECHAT_OPEN_BASE.replace(/\/$/, ''),
    },
    defaultRate: e.DEFAULT_RATE,
    jobs: e.JOBS,
    payments: paymentsConfig(e),
    translation: translationConfig(e),
  };
}

import { Redis } from 'ioredis';
import type { AppDeps } from './app';
import { CaptchaService } from './modules/account/captcha.service';
import { AccountService } from './modules/account/account.service';
import { emptyCounter } from './modules/account/account.presenter';
import { CodeService } from './modules/account/codes.service';
import { SessionService } from './modules/account/session.service';
import { WechatClient } from './modules/social/wechat.client';
import { SocialService } from './modules/social/social.service';
import { LedgerService } from './modules/money/ledger.service';
import { createGateways } from './modules/payment/gateways';
import { PaymentService } from './modules/payment/payment.service';
import { VipService } from './modules/vip/vip.service';
import { createJobRunner } from './platform/jobs';
import { createMailer } from './platform/mailer';
import { createRateLimiter, RateRules } from './platform/rate-limit';
import { loadSecret } from './platform/secrets';
import { TokenService } from './platform/tokens';

/** Every service of the server, built once per app from its dependencies. */
export async function createServices(deps: AppDeps) {
  const { config } = deps;
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
  const mailer =
    deps.mailer ??
    createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, keepCopy: config.env !== 'production' });
  const tokens = new TokenService(await loadSecret(db, 'jwt_secret', config.jwtSecret));
  const limiter = createRateLimiter(deps.kv, { ...RateRules, ...deps.rateRules }, config.rateLimit);
  const codes = new CodeService(db, mailer, now);
  const captcha = new CaptchaService(db, now, config.env !== 'production');
  const sessions = new SessionService(db, tokens, deps.bus, async () => ({ ...emptyCounter }), config.defaultRate, now);
  const accounts = new AccountService({ db, codes, captcha, sessions, limiter, edition: config.edition });
  const wechat = new WechatClient(config.wechat);
  const social = new SocialService(db, wechat, sessions, accounts, config.publicUrl);
  const ledger = new LedgerService(db);
  const vip = new VipService(db, ledger, deps.bus, now);
  const payments = new PaymentService(db, ledger, vip, deps.bus, await createGateways(config, db, now), {
    defaultRate: config.defaultRate,
    releaseDays: config.payments.releaseDays,
    now,
  });
  const jobs = createJobRunner(
    [
      { name: 'release-pending-payments', everyMs: 10 * 60_000, run: (at) => payments.releaseDue(at) },
      { name: 'reconcile-payments', everyMs: 5 * 60_000, run: (at) => payments.reconcile(at) },
      { name: 'end-expired-vip', everyMs: 5 * 60_000, run: (at) => vip.endExpired(at) },
    ],
    { now, onError: (job, error) => console.error(`job ${job} failed`, error) },
  );
  return {
    redis,
    mailer,
    tokens,
    limiter,
    codes,
    captcha,
    sessions,
    accounts,
    wechat,
    social,
    ledger,
    vip,
    payments,
    jobs,
    now,
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;

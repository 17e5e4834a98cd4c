import type { AppDeps } from './app-deps';
import { CaptchaService } from './modules/account/captcha.service';
import { AccountService } from './modules/account/account.service';
import { AdminEmails } from './modules/account/admin-emails';
import { AdminService } from './modules/admin/admin.service';
import { MoneyConsoleService } from './modules/admin/money-console.service';
import { AnnouncementService } from './modules/announcement/announcement.service';
import { PagesService } from './modules/announcement/pages.service';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { SettingsService } from './modules/catalogue/settings.service';
import { AffiliateService } from './modules/affiliate/affiliate.service';
import { PortalService } from './modules/affiliate/portal.service';
import { ModerationService } from './modules/admin/moderation.service';
import { PhotoReviewService } from './modules/admin/photo-review.service';
import { SayHiReviewService } from './modules/admin/say-hi-review.service';
import { SecretBox } from './modules/admin/secret-box';
import { TwoFactorService } from './modules/admin/two-factor.service';
import { CodeService } from './modules/account/codes.service';
import { SessionService } from './modules/account/session.service';
import { WechatClient } from './modules/social/wechat.client';
import { SocialService } from './modules/social/social.service';
import { ChatService } from './modules/chat/chat.service';
import { ContactService } from './modules/contact/contact.service';
import { CommentService } from './modules/feed/comment.service';
import { FeedService } from './modules/feed/feed.service';
import { GameService } from './modules/game/game.service';
import { RoundSigner } from './modules/game/round-signer';
import { GiftsService } from './modules/gifts/gifts.service';
import { LedgerService } from './modules/money/ledger.service';
import { MallService } from './modules/mall/mall.service';
import { createGateways } from './modules/payment/gateways';
import { PaymentService } from './modules/payment/payment.service';
import { VipService } from './modules/vip/vip.service';
import { DiscoveryService } from './modules/discovery/discovery.service';
import { EncountersService } from './modules/discovery/encounters.service';
import { PassStore } from './modules/discovery/pass-store';
import { NotificationService } from './modules/notification/notification.service';
import { MailService } from './modules/mail/mail.service';
import { UnsubscribeLinks } from './platform/unsubscribe';
import { ProfileService, type PresenceRef } from './modules/profile/profile.service';
import { loadVapidKeys, PushService } from './modules/push/push.service';
import { BlocksService } from './modules/relations/blocks.service';
import { FriendsService } from './modules/relations/friends.service';
import { LikesService } from './modules/relations/likes.service';
import { PhotoSales } from './modules/uploads/photo-sales.service';
import { TextDetector } from './modules/uploads/text-detection';
import { UploadService } from './modules/uploads/uploads.service';
import { VerificationService } from './modules/verification/verification.service';
import { WithdrawService } from './modules/withdraw/withdraw.service';
import { EngineChain } from './modules/translation/engine-chain';
import { createTranslator } from './modules/translation/engines';
import { HumanTranslationService } from './modules/translation/human.service';
import { TranslatorsConsoleService } from './modules/translation/translators-console.service';
import { TranslationMemory } from './modules/translation/memory';
import { TranslationService, type ItemSources, type TranslationDeps } from './modules/translation/translation.service';
import type { GraphDeps } from './modules/relations/pipeline';
import { createJobRunner } from './platform/jobs';
import { ReportService } from './modules/report/report.service';
import { SupportService } from './modules/support/support.service';
import { createMailer } from './platform/mailer';
import { createSmsProvider } from './platform/sms';
import { createRateLimiter, RateRules } from './platform/rate-limit';
import { OperatorSettings } from './platform/operator-settings';
import { KeyRing, type RotatingKey } from './platform/key-ring';
import { initialKey, loadSecret } from './platform/secrets';
import { redisConnection } from './platform/redis';
import { createStorage, MediaSigner } from './platform/storage';
import { TokenService } from './platform/tokens';

/** Every service of the server, built once per app from its dependencies. */
export async function createServices(input: AppDeps) {
  const { config } = input;
  const db = input.database.db;
  const now = input.now ?? (() => new Date());
  // Web Push watches what every service publishes (on the node that publishes it): they all get the
  // watched bus. The presence it asks is set once the gateway is attached (app.ts).
  const presence: PresenceRef = { current: null };
  const push = new PushService({
    db,
    bus: input.bus,
    vapid: await loadVapidKeys(db, config.vapid),
    presence,
    production: config.env === 'production',
    ...(input.pushAgent ? { agent: input.pushAgent } : {}),
    now,
    log: (message, error) => console.error(message, error),
  });
  await push.load();
  const deps: AppDeps = { ...input, bus: push.watch(input.bus) };
  // The HTTP rate limiter's connection: no offline queue, so with Redis down its check fails at once and
  // the request goes through (skipOnError) instead of waiting.
  const redis = config.redisUrl ? redisConnection(config.redisUrl, { enableOfflineQueue: false }) : null;
  const mailer =
    deps.mailer ??
    createMailer({
      db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      keepCopy: config.env !== 'production',
      timeoutMs: config.smtpTimeoutMs,
      ...(config.sms ? { sms: createSmsProvider(config.sms) } : {}),
    });
  // The signing keys `rotate-keys` turns over, each a ring every node re-reads (docs/decisions.md 62, 67).
  const keyRing = async (name: RotatingKey) =>
    KeyRing.load(db, name, await initialKey(db, name, config), now, config.keyRefreshMs);
  const tokens = new TokenService(await keyRing('jwt'));
  const limiter = createRateLimiter(deps.kv, { ...RateRules, ...deps.rateRules }, config.rateLimit);
  const codes = new CodeService(db, mailer, now, config.publicUrl);
  const captcha = new CaptchaService(db, now, config.env !== 'production');
  const unsubscribeLinks = new UnsubscribeLinks(await keyRing('unsubscribe'), config.publicUrl);
  const notifications = new NotificationService(
    db,
    deps.bus,
    {
      mailer,
      // Profiles are built below; the getter is only called once requests run.
      recipient: () => (userId) => graph.profiles.mailRecipient(userId),
      publicUrl: config.publicUrl,
      links: unsubscribeLinks,
    },
    // The members notifications name are shown only to those who may see them (profiles, as above).
    () => (viewerId, ids) => graph.profiles.visibleIds(viewerId, ids),
  );
  const sessions = new SessionService(
    db,
    tokens,
    deps.bus,
    (userId) => notifications.counters(userId),
    config.defaultRate,
    now,
  );
  const twoFactor = new TwoFactorService(
    db,
    new SecretBox(await loadSecret(db, 'totp_key', config.totpKey)),
    limiter,
    now,
  );
  const adminEmails = new AdminEmails(db, sessions, config.adminEmails);
  const ledger = new LedgerService(db);
  const operator = new OperatorSettings(db);
  const affiliates = new AffiliateService({
    db,
    ledger,
    operator,
    publicUrl: config.publicUrl,
    now,
    log: (message, error) => console.error(message, error),
  });
  const portal = new PortalService({
    db,
    sessions,
    secret: await keyRing('portal'),
    publicUrl: config.publicUrl,
    now,
  });
  const accounts = new AccountService({
    db,
    codes,
    captcha,
    sessions,
    limiter,
    edition: config.edition,
    newMemberBd: config.newMemberBd,
    adminEmails,
    twoFactor,
    affiliates,
  });
  const wechat = new WechatClient(config.wechat);
  const social = new SocialService(db, wechat, sessions, accounts, config.publicUrl, affiliates);
  // Profiles are built below; only called once requests run.
  const vip = new VipService(
    db,
    ledger,
    deps.bus,
    now,
    (viewerId, ownerId) => graph.profiles.isVisible(viewerId, ownerId),
    () => mail,
  );
  const payments = new PaymentService(db, ledger, vip, deps.bus, await createGateways(config, db, now), {
    defaultRate: config.defaultRate,
    releaseDays: config.payments.releaseDays,
    now,
    affiliates,
    receipts: () => mail,
    payerOpenid: (userId) => social.payerOpenid(userId),
  });
  const graph = createSocialGraph(deps, notifications, sessions, presence, now);
  const { profiles, likes, friends, blocks, discovery, encounters } = graph;
  const mail = new MailService({
    db,
    mailer,
    links: unsubscribeLinks,
    presence,
    recipient: () => (userId) => profiles.mailRecipient(userId),
    turnOff: async (userId, kind) => {
      await profiles.update(userId, { email_notifications: { [kind]: false } });
    },
    publicUrl: config.publicUrl,
    now,
    log: (message, error) => console.error(message, error),
  });
  const mediaSigner = new MediaSigner(await keyRing('media'), now);
  const storage = createStorage(config, mediaSigner);
  const uploads = new UploadService({ db, storage, operator, profiles, blocks, text: new TextDetector(), now });
  const photoSales = new PhotoSales({ db, bus: deps.bus, ledger, operator, profiles, uploads });
  const { translation, humanTranslation } = createTranslation(deps, {
    ledger,
    operator,
    now,
    readers: (id) => profiles.reader(id),
    items: () => items,
  });
  profiles.useTranslation(translation);
  const feeds = new FeedService(db, deps.bus, profiles, uploads, translation, now);
  const comments = new CommentService({ db, profiles, translation, notifications, now });
  const gifts = new GiftsService({ db, ledger, profiles, operator });
  const chat = new ChatService({
    db,
    bus: deps.bus,
    now,
    profiles,
    blocks,
    notifications,
    operator,
    photos: uploads,
    translation,
    gifts,
  });
  const mall = new MallService({ db, bus: deps.bus, ledger, profiles, notifications, operator, now });
  const items: ItemSources = {
    message: (viewerId, id) => chat.translatable(viewerId, id),
    feed: (viewerId, id) => feeds.translatable(viewerId, id),
    comment: (viewerId, id) => comments.translatable(viewerId, id),
    bio: (viewerId, id) => profiles.biographyOf(viewerId, id),
  };
  const contact = new ContactService({ db, bus: deps.bus, ledger, operator, profiles, now });
  const reports = new ReportService({ db, profiles, chat, feeds, comments, humanTranslation, contact });
  const game = new GameService({
    db,
    limiter,
    signer: new RoundSigner(await keyRing('game')),
    now,
  });
  const admin = new AdminService({ db, sessions, ledger, vip, twoFactor, bus: deps.bus, mailer });
  const moneyConsole = new MoneyConsoleService({ db, now });
  const moderation = new ModerationService({ db, sessions, notifications, contact, photos: uploads.presenter, now });
  const sayHiReview = new SayHiReviewService({ db, storage, notifications, now });
  const photoReview = new PhotoReviewService({ db, storage, photos: uploads.presenter, notifications, now });
  const translators = new TranslatorsConsoleService({
    db,
    ledger,
    human: humanTranslation,
    notifications,
    bus: deps.bus,
    now,
  });
  const withdraw = new WithdrawService({ db, ledger, operator, notifications, priceRate: config.defaultRate, now });
  sessions.useWithdrawable((userId) => withdraw.withdrawable(userId));
  const announcements = new AnnouncementService({ db, bus: deps.bus, now });
  const pages = new PagesService({ db });
  const catalogue = new CatalogueService({ db, bus: deps.bus, uploads });
  const settings = new SettingsService({ db, operator, forget: () => translation.forgetSettings() });
  const verifications = new VerificationService({
    db,
    storage,
    photos: uploads.presenter,
    notifications,
    secret: await loadSecret(db, 'verification_secret'),
    now,
  });
  const support = new SupportService({
    db,
    captcha,
    limiter,
    notifications,
    mailer,
    recipient: () => (userId) => profiles.mailRecipient(userId),
    publicUrl: config.publicUrl,
    now,
  });
  const jobs = createJobRunner(
    [
      { name: 'release-pending-payments', everyMs: 10 * 60_000, run: (at) => payments.releaseDue(at) },
      { name: 'reconcile-payments', everyMs: 5 * 60_000, run: (at) => payments.reconcile(at) },
      { name: 'end-expired-vip', everyMs: 5 * 60_000, run: (at) => vip.endExpired(at) },
      { name: 'expire-translation-requests', everyMs: 60_000, run: (at) => humanTranslation.expireDue(at) },
      // A node that stopped between a message's commit and its publish: another node sends its events.
      { name: 'publish-pending-messages', everyMs: 5_000, run: (at) => chat.publishPendingMessages(at) },
      // Members offline with unread messages: one reminder mail per conversation an hour at most.
      { name: 'mail-unread-messages', everyMs: 60_000, run: (at) => mail.remindUnreadMessages(at) },
      // Orders whose recipient neither accepted nor refused in time: cancelled and refunded once.
      { name: 'expire-mall-orders', everyMs: 10 * 60_000, run: (at) => mall.expireUnaccepted(at) },
      // The weekly rate of gold to money: the last completed ISO week's, stored once (docs/money.md).
      { name: 'weekly-withdraw-rate', everyMs: 60 * 60_000, run: (at) => withdraw.computeWeeklyRate(at) },
    ],
    { now, onError: (job, error) => console.error(`job ${job} failed`, error) },
  );
  return {
    redis,
    mailer,
    unsubscribeLinks,
    tokens,
    limiter,
    codes,
    captcha,
    sessions,
    accounts,
    adminEmails,
    announcements,
    pages,
    catalogue,
    settings,
    wechat,
    social,
    ledger,
    operator,
    affiliates,
    portal,
    vip,
    payments,
    jobs,
    notifications,
    mail,
    profiles,
    likes,
    friends,
    blocks,
    discovery,
    encounters,
    presence,
    push,
    mediaSigner,
    storage,
    uploads,
    photoSales,
    feeds,
    comments,
    game,
    reports,
    twoFactor,
    admin,
    moneyConsole,
    moderation,
    sayHiReview,
    photoReview,
    verifications,
    support,
    withdraw,
    chat,
    gifts,
    mall,
    contact,
    translation,
    humanTranslation,
    translators,
    now,
  };
}

/**
 * Machine translation (the engines of `TRANSLATE_ENGINES` as one fallback chain, the memory) and human
 * translation. Items come from the chat, feed and profile modules, built after this: reached through a
 * getter once requests run.
 */
function createTranslation(
  deps: AppDeps,
  parts: Pick<TranslationDeps, 'ledger' | 'operator' | 'readers' | 'items'> & { now: () => Date },
) {
  const { config } = deps;
  const db = deps.database.db;
  const { timeoutMs } = config.translation;
  const chain = new EngineChain(config.translation.engines.map((e) => createTranslator(e, timeoutMs)));
  const memory = new TranslationMemory(db, config.redisUrl ? deps.kv : null);
  const log = (message: string, error: unknown) => console.error(message, error);
  const translation = new TranslationService({ ...parts, db, bus: deps.bus, chain, memory, log });
  const humanTranslation = new HumanTranslationService({ ...parts, db, bus: deps.bus, memory, machine: translation });
  return { translation, humanTranslation };
}

/** Profiles and the graph read each other: the graph reaches profiles through a getter. */
function createSocialGraph(
  deps: AppDeps,
  notifications: NotificationService,
  sessions: SessionService,
  presence: PresenceRef,
  now: () => Date,
) {
  const db = deps.database.db;
  const graph: GraphDeps = { db, bus: deps.bus, notifications, directory: () => profiles, now };
  const likes = new LikesService(graph);
  const friends = new FriendsService(graph);
  const blocks = new BlocksService(graph);
  const reader = {
    between: (viewerId: number, ownerId: number) => blocks.between(viewerId, ownerId),
    recordVisit: (visitorId: number, ownerId: number, referrer?: string) =>
      likes.recordVisit(visitorId, ownerId, referrer),
  };
  const profiles: ProfileService = new ProfileService(db, deps.bus, sessions, () => reader, presence, now);
  const discovery = new DiscoveryService(db, profiles, presence, now, deps.kv);
  const passes = new PassStore(deps.kv, now);
  profiles.onSeekingChanged((userId) => passes.clear(userId));
  const encounters = new EncountersService(db, profiles, likes, passes);
  return { profiles, likes, friends, blocks, discovery, encounters };
}
export type Services = Awaited<ReturnType<typeof createServices>>;

import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { Db } from './db/client';
import { accountRoutes } from './modules/account/account.routes';
import { affiliateRoutes } from './modules/affiliate/affiliate.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { moneyConsoleRoutes } from './modules/admin/money-console.routes';
import { exportRoutes } from './modules/admin/exports.routes';
import { announcementRoutes } from './modules/announcement/announcement.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { feedRoutes } from './modules/feed/feed.routes';
import { gameRoutes } from './modules/game/game.routes';
import { giftRoutes } from './modules/gifts/gifts.routes';
import { mallRoutes } from './modules/mall/mall.routes';
import { withdrawRoutes } from './modules/withdraw/withdraw.routes';
import { moneyRoutes } from './modules/money/money.routes';
import { paymentRoutes, paymentWebhookRoutes } from './modules/payment/payment.routes';
import { vipRoutes } from './modules/vip/vip.routes';
import { socialRoutes } from './modules/social/social.routes';
import { discoveryRoutes } from './modules/discovery/discovery.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { notificationRoutes } from './modules/notification/notification.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { friendRoutes } from './modules/relations/friends.routes';
import { relationRoutes } from './modules/relations/relations.routes';
import { reportRoutes } from './modules/report/report.routes';
import { pushRoutes } from './modules/push/push.routes';
import { supportRoutes } from './modules/support/support.routes';
import { systemRoutes } from './modules/system/system.routes';
import { translationRoutes } from './modules/translation/translation.routes';
import { mediaRoutes } from './modules/uploads/media.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import { authPlugin } from './platform/auth';
import type { EventBus } from './platform/bus';
import { registerErrorHandler } from './platform/errors';
import { documentRoutes, errorComponent } from './platform/openapi';
import type { KeyValueStore } from './platform/kv';
import { createServices, type Services } from './services';
import { attachRealtime, type Realtime } from './realtime/gateway';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    bus: EventBus;
    kv: KeyValueStore;
    services: Services;
    realtime: Realtime | null;
  }
}

/** Kept importable from here for callers that already do. */
export type { AppDeps } from './app-deps';

/** Assembles the whole server from plugins; tests build it the same way on their own database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    // Only the listed proxies' entries of X-Forwarded-For count, never what the client wrote left of them.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // Fastify leaves this off; Node checks it every connectionsCheckingInterval (30 s by default).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(config.requestTimeoutMs / 4))),
    },
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.decorate('bus', deps.bus);
  app.decorate('kv', deps.kv);
  const services = await createServices(deps);
  app.decorate('services', services);
  app.decorate('realtime', null);

  registerErrorHandler(app);
  // API answers are personal (a member's messages, balance, tokens) or change by the second: no browser,
  // proxy or wrapper cache may keep them. Routes that may be cached (signed media) say so themselves.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: imageSources(config),
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Inside WeChat the sharing cards need WeChat's JS-SDK, from WeChat's own host (reachable in China).
        scriptSrc: ["'self'", ...(config.wechat.appId ? ['https://res.wx.qq.com'] : [])],
        // 'self' covers the page's own ws:/wss: origin (CSP 3), which is all the realtime socket needs.
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Registered even with RATE_LIMIT_HTTP=0: routes with a limit of their own (uploads) keep it.
  await app.register(rateLimit, {
    global: config.rateLimitHttp > 0,
    max: config.rateLimitHttp || 1200,
    timeWindow: '1 minute',
    // The limit is the API's: the web app's files and public photos are not counted, since one page
    // load fetches dozens of chunks and thumbnails (a feed page alone would spend a tenth of it).
    allowList: (request) => !request.url.startsWith('/v1/'),
    ...(services.redis ? { redis: services.redis, nameSpace: `${config.redisPrefix}http-rl:` } : {}),
    // With Redis unreachable the request goes through rather than failing: the per-route limits of
    // sign-in, codes and sign-up still count in this node's memory (platform/kv.ts).
    skipOnError: true,
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 429000,
      message: 'Too many requests, please try again later',
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Yuanfen API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { Error: errorComponent },
      },
    },
    // Called when the document is built, after the auth plugin has decorated `requireUser`.
    transform: documentRoutes(() => app.requireUser),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(authPlugin, { db: deps.database.db, tokens: services.tokens, signIns: services.sessions.signIns });

  await app.register(
    async (v1) => {
      // API answers of 1 kB and more (a page of feeds, cards, threads or messages: 3–8 kB of JSON with
      // repeated keys) go out brotli- or gzip-compressed to a client that accepts it, a quarter to an
      // eighth of the bytes for about 0.05 ms of CPU (bench/README.md): on a phone's link that is most of
      // the answer's time. Smaller ones (config, me, counters, most mutations) fit in a packet either way.
      // Registered in this scope only: the web app's files are compressed once at build time (serveWebApp)
      // and its few small files are not worth compressing per request; images do not compress. Bodies
      // sent compressed are not accepted: no client of ours sends one.
      await v1.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
      await v1.register(accountRoutes);
      await v1.register(affiliateRoutes);
      await v1.register(systemRoutes);
      await v1.register(socialRoutes);
      await v1.register(moneyRoutes);
      await v1.register(paymentRoutes);
      await v1.register(paymentWebhookRoutes);
      await v1.register(vipRoutes);
      await v1.register(profileRoutes);
      await v1.register(relationRoutes);
      await v1.register(friendRoutes);
      await v1.register(notificationRoutes);
      await v1.register(mailRoutes);
      await v1.register(reportRoutes);
      await v1.register(discoveryRoutes);
      await v1.register(uploadRoutes);
      await v1.register(mediaRoutes);
      await v1.register(verificationRoutes);
      await v1.register(feedRoutes);
      await v1.register(gameRoutes);
      await v1.register(chatRoutes);
      await v1.register(giftRoutes);
      await v1.register(mallRoutes);
      await v1.register(contactRoutes);
      await v1.register(withdrawRoutes);
      await v1.register(translationRoutes);
      await v1.register(adminRoutes);
      await v1.register(moneyConsoleRoutes);
      await v1.register(exportRoutes);
      await v1.register(announcementRoutes);
      await v1.register(catalogueRoutes);
      await v1.register(supportRoutes);
      await v1.register(pushRoutes);
    },
    { prefix: '/v1' },
  );

  const uploadsDir = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, { root: uploadsDir, prefix: '/uploads/', decorateReply: false, maxAge: '7d' });
  serveWebApp(app, config.webDist);

  if (deps.realtime !== false) app.realtime = attachRealtime(app);
  services.presence.current = app.realtime?.presence ?? null;
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await services.translation.drain();
    await services.push.settled();
    await services.uploads.close();
    await app.realtime?.close();
    services.sessions.signIns.close();
    await services.redis?.quit().catch(() => services.redis?.disconnect());
  });
  return app;
}

/** WeChat's avatar hosts: members who sign in with WeChat keep the picture WeChat gives them. */
const WECHAT_AVATAR_HOSTS = ['https://thirdwx.qlogo.cn', 'https://wx.qlogo.cn'];

/**
 * Where images may come from: this server, and only the hosts it hands out image URLs of — the bucket's
 * public base and its endpoint (presigned private photos) with STORAGE=s3, and WeChat's avatars when
 * WeChat sign-in is on. No wildcard: an injected <img> cannot reach an arbitrary host.
 */
function imageSources(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of [config.s3?.publicUrl, config.s3?.endpoint]) if (url) origins.add(new URL(url).origin);
  if (config.wechat.appId) for (const host of WECHAT_AVATAR_HOSTS) origins.add(host);
  return ["'self'", 'data:', 'blob:', ...origins];
}

/** A year: the longest lifetime browsers honour, for files whose name changes with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app with history-mode fallback: an unknown GET that wants HTML gets index.html; any
 * other unknown route gets the JSON 404 of the error contract.
 *
 * Caching: Vite names every file under `assets/` after a hash of its content, so a browser may keep
 * them for a year without asking again. index.html (and the few unhashed files beside it) names the
 * current hashes, so it is `no-cache`: kept, but revalidated on every load with its ETag (a 304 when
 * nothing was deployed). Compression: the build writes `.br` and `.gz` beside each text file
 * (apps/web/vite-precompress.ts) and `preCompressed` sends the one the browser accepts, with
 * `Vary: Accept-Encoding`; no CPU is spent compressing the app per request.
 */
function serveWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  // Directory paths ('/', '/ja/') are pages, not files: they fall through to the history-mode fallback.
  if (hasWebApp)
    app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      allowedPath: (pathName) => !pathName.endsWith('/'),
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache'),
    });
  app.setNotFoundHandler((request, reply) => {
    const apiPath = /^\/(v1|socket\.io|uploads|docs)(\/|$)/.test(request.url);
    const accept = String(request.headers.accept ?? '*/*');
    const isAsset = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    const wantsHtml = accept.includes('text/html') || (accept.includes('*/*') && !isAsset);
    // Through @fastify/static rather than read by hand: the page then gets the same ETag, 304s and
    // precompressed variants as every other file of the app.
    if (hasWebApp && request.method === 'GET' && !apiPath && wantsHtml) return reply.code(200).sendFile('index.html');
    return reply
      .status(404)
      .send({ code: 0, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}

import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { accountRoutes } from './modules/account/account.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { feedRoutes } from './modules/feed/feed.routes';
import { moneyRoutes } from './modules/money/money.routes';
import { paymentRoutes, paymentWebhookRoutes } from './modules/payment/payment.routes';
import { vipRoutes } from './modules/vip/vip.routes';
import { socialRoutes } from './modules/social/social.routes';
import { discoveryRoutes } from './modules/discovery/discovery.routes';
import { notificationRoutes } from './modules/notification/notification.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { friendRoutes } from './modules/relations/friends.routes';
import { relationRoutes } from './modules/relations/relations.routes';
import { reportRoutes } from './modules/report/report.routes';
import { systemRoutes } from './modules/system/system.routes';
import { translationRoutes } from './modules/translation/translation.routes';
import { mediaRoutes } from './modules/uploads/media.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { authPlugin } from './platform/auth';
import type { EventBus } from './platform/bus';
import { registerErrorHandler } from './platform/errors';
import type { KeyValueStore } from './platform/kv';
import type { Mailer } from './platform/mailer';
import type { RateRule, RateRuleName } from './platform/rate-limit';
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
}

/** Assembles the whole server from plugins; tests build it the same way on their own database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    // Only the listed proxies' entries of X-Forwarded-For count, never what the client wrote left of them.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
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
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: true,
    max: 1200,
    timeWindow: '1 minute',
    ...(services.redis ? { redis: services.redis, nameSpace: `${config.redisPrefix}http-rl:` } : {}),
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 429000,
      message: 'Too many requests, please try again later',
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Yuanfen API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(authPlugin, { db: deps.database.db, tokens: services.tokens });

  await app.register(
    async (v1) => {
      await v1.register(accountRoutes);
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
      await v1.register(reportRoutes);
      await v1.register(discoveryRoutes);
      await v1.register(uploadRoutes);
      await v1.register(mediaRoutes);
      await v1.register(feedRoutes);
      await v1.register(chatRoutes);
      await v1.register(translationRoutes);
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
    await services.uploads.close();
    await app.realtime?.close();
    await services.redis?.quit();
  });
  return app;
}

/**
 * The built web app with history-mode fallback: an unknown GET that wants HTML gets index.html; any
 * other unknown route gets the JSON 404 of the error contract.
 */
function serveWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  // Directory paths ('/', '/ja/') are pages, not files: they fall through to the history-mode fallback.
  if (hasWebApp)
    app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      allowedPath: (pathName) => !pathName.endsWith('/'),
    });
  app.setNotFoundHandler((request, reply) => {
    const apiPath = /^\/(v1|socket\.io|uploads|docs)(\/|$)/.test(request.url);
    const accept = String(request.headers.accept ?? '*/*');
    const isAsset = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    const wantsHtml = accept.includes('text/html') || (accept.includes('*/*') && !isAsset);
    if (hasWebApp && request.method === 'GET' && !apiPath && wantsHtml) {
      return reply.type('text/html').send(fs.readFileSync(indexFile, 'utf8'));
    }
    return reply
      .status(404)
      .send({ code: 0, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}

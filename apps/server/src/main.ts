import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { accountRepo } from './modules/account/account.repo';
import { createMemoryBus } from './platform/bus';
import { createMemoryStore, createRedisStore } from './platform/kv';
import { S3Storage } from './platform/storage';
import { createRedisBus } from './realtime/redis-bus';
import { migrateLegacyBlurKeys } from './modules/uploads/blur-keys';
import { seedDemo, seedPlan } from './seed';
import { seedGifts } from './seed/gifts';
import { seedProducts } from './seed/mall';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const kv = config.redisUrl ? createRedisStore(config.redisUrl, config.redisPrefix) : createMemoryStore();
const bus = config.redisUrl ? createRedisBus(config.redisUrl, config.redisPrefix) : createMemoryBus();

const existing = await accountRepo.countMembers(database.db);
const app = await buildApp({ config, database, kv, bus });
// A bucket that serves private/ to anyone would open every secret photo: refuse to start on one.
if (app.services.storage instanceof S3Storage) await app.services.storage.checkPrivateAreaClosed();
const movedPreviews = await migrateLegacyBlurKeys(database.db, app.services.storage);
if (movedPreviews) app.log.info(`moved ${movedPreviews} blurred previews to their hashed keys`);

const admins = await app.services.adminEmails.holdAll();
if (admins) app.log.info(`ADMIN_EMAILS: ${admins} account(s) now hold the admin role`);
const newGifts = await seedGifts(database.db, app.services.storage);
if (newGifts) app.log.info(`seed: added ${newGifts} gifts to the catalogue`);
const newProducts = await seedProducts(database.db, app.services.storage);
if (newProducts) app.log.info(`seed: added ${newProducts} products to the mall`);

let demo: { email: string; password: string } | null = null;
const plan = seedPlan(config, existing);
if (plan.seed) {
  const result = await seedDemo(database.db, {
    storage: app.services.storage,
    log: (message) => app.log.info(message),
    password: plan.password,
  });
  // A production password is shown once, when it is made; the published one can be shown every time.
  if (result.created || config.env !== 'production') demo = result.demo;
}

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await bus.close();
  await kv.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
if (config.jobs) app.services.jobs.start();
const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
console.log(
  `\n  Yuanfen is running at ${config.publicUrl}  (database: ${where}, bus: ${config.redisUrl ? 'Redis' : 'in-process'})`,
);
console.log(`  API docs: ${config.publicUrl}/docs`);
if (demo) console.log(`  Demo login: ${demo.email} / ${demo.password}\n`);

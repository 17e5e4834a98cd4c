/**
 * Operator commands (`npm run yuanfen -- <command>` from the repository root):
 *
 *   create-admin <email>            make the member with that e-mail an admin, or create one
 *   grant <email> <role>            give an operator role (admin, moderator, support, finance, translator-manager)
 *   revoke <email> <role>           take it back
 *   check-ledger                    every balance equals its ledger rows (exit code 1 if not)
 *   setting <name> [value]          read or set an operator setting (platform/operator-settings.ts)
 *   export-member <who> <file.zip>  GDPR access: everything stored about a member (id, e-mail or name)
 *   erase-member <who>              GDPR erasure: nothing personal remains; the ledger stays balanced
 *   rotate-keys [jwt|media|unsubscribe|portal|game|all]
 *                                   new signing keys; the old ones verify for KEY_ROTATION_GRACE_HOURS
 *   run-job <name>                  run one of the server's background jobs once, now
 *
 *   npm run cli -w @yuanfen/server -- translator grant <name|email> <pairs>   e.g. de-ja,ja-de
 *   npm run cli -w @yuanfen/server -- translator revoke <name|email>
 *   npm run cli -w @yuanfen/server -- translator list
 *
 * It opens the database the server is configured with (DATABASE_URL, else the PGlite in DATA_DIR). The
 * embedded PGlite is one process's: stop the server first, or run against PostgreSQL.
 */
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { accountRepo } from './modules/account/account.repo';
import type { Services } from './services';
import { translationRepo } from './modules/translation/translation.repo';
import { saveTranslatorRoleAudited } from './modules/translation/translator-role';
import { changeRole, checkLedger, createAdmin, operatorSetting, rotateKeys, runJob } from './operator-commands';

const usage = [
  'usage: create-admin <email> | grant <email> <role> | revoke <email> <role> | check-ledger | setting <name> [value]',
  '       export-member <id|email|name> <file.zip> | erase-member <id|email|name>',
  '       rotate-keys [jwt|media|unsubscribe|portal|game|all] | run-job <name>',
  '       translator grant <name|email> <pairs> | translator revoke <name|email> | translator list',
].join('\n');

const OPERATOR_COMMANDS = [
  'create-admin',
  'grant',
  'revoke',
  'check-ledger',
  'setting',
  'export-member',
  'erase-member',
  'rotate-keys',
  'run-job',
];

/**
 * The server's services on the configured database, bus and store, for the commands that act as the
 * server does (files in storage, kicked sockets over a Redis bus, jobs). No HTTP server, no job timers.
 */
async function withServices<T>(config: Config, database: Database, work: (services: Services) => Promise<T>) {
  // Loaded here only: the other commands start without the whole server's modules.
  const [{ createServices }, { createMemoryBus }, { createMemoryStore, createRedisStore }, { createRedisBus }] =
    await Promise.all([
      import('./services'),
      import('./platform/bus'),
      import('./platform/kv'),
      import('./realtime/redis-bus'),
    ]);
  const kv = config.redisUrl ? createRedisStore(config.redisUrl, config.redisPrefix) : createMemoryStore();
  const bus = config.redisUrl ? createRedisBus(config.redisUrl, config.redisPrefix) : createMemoryBus();
  try {
    const services = await createServices({ config, database, kv, bus });
    try {
      return await work(services);
    } finally {
      services.redis?.disconnect();
    }
  } finally {
    await bus.close();
    await kv.close();
  }
}

async function main(args: string[]): Promise<string> {
  const [area, command, identity, pairList] = args;
  const operatorCommand = OPERATOR_COMMANDS.includes(area ?? '');
  if (!operatorCommand && (area !== 'translator' || !command)) throw new Error(usage);
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { db } = database;
    if (area === 'export-member') {
      if (!command || !identity) throw new Error(usage);
      const { exportMember } = await import('./modules/account/member-data');
      return await withServices(config, database, (s) => exportMember({ db, storage: s.storage }, command, identity));
    }
    if (area === 'erase-member') {
      if (!command) throw new Error(usage);
      const { eraseMember } = await import('./modules/account/member-data');
      return await withServices(config, database, (s) =>
        eraseMember({ db, storage: s.storage, sessions: s.sessions }, command),
      );
    }
    if (area === 'run-job') return await withServices(config, database, (s) => runJob(s.jobs, command));
    if (area === 'create-admin') {
      if (!command) throw new Error(usage);
      return await createAdmin(db, command);
    }
    if (area === 'grant' || area === 'revoke') {
      if (!command) throw new Error(usage);
      return await changeRole(db, area, command, identity);
    }
    if (area === 'setting') {
      if (!command) throw new Error(usage);
      return await operatorSetting(db, command, identity);
    }
    if (area === 'rotate-keys') return await rotateKeys(db, config, command ?? 'all');
    if (area === 'check-ledger') {
      const { ok, report } = await checkLedger(db);
      if (!ok) throw new Error(report);
      return report;
    }
    if (command === 'list') {
      const rows = await translationRepo.listTranslators(db);
      return rows.map((r) => `${r.name}\t${r.active ? 'active' : 'revoked'}\t${r.pairs.join(',')}`).join('\n');
    }
    if (!identity) throw new Error(usage);
    const member = await accountRepo.findByNameOrEmail(db, identity);
    if (!member) throw new Error(`no member named ${identity}`);
    if (command !== 'revoke' && (command !== 'grant' || !pairList)) throw new Error(usage);
    const change =
      command === 'revoke' ? { active: false as const } : { active: true as const, pairs: pairList!.split(',') };
    try {
      // With the services: the jobs a revoked translator had taken go back to the queue and are announced.
      const { after, released } = await withServices(config, database, async (s) => {
        const saved = await db.transaction((tx) =>
          saveTranslatorRoleAudited(tx, member.id, change, new Date(), { actorId: null, reason: 'cli' }),
        );
        for (const row of saved.released) await s.humanTranslation.announceReleased(row, member.id);
        return saved;
      });
      const said = after.active
        ? `${member.name} translates ${after.pairs.join(', ')}`
        : `${member.name} no longer translates`;
      return released.length ? `${said}; ${released.length} taken job(s) back in the open queue` : said;
    } catch (error) {
      const fields = (error as { errors?: Record<string, string> }).errors;
      throw new Error(fields?.pairs ?? (error as Error).message);
    }
  } finally {
    await database.close();
  }
}

// Exits once the answer is written: a Redis connection or a library's timer must not keep the command alive.
main(process.argv.slice(2)).then(
  (out) => process.stdout.write(`${out}\n`, () => process.exit(0)),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).message}\n`, () => process.exit(1));
  },
);

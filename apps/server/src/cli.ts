/**
 * Operator commands (`npm run yuanfen -- <command>` from the repository root):
 *
 *   create-admin <email>            make the member with that e-mail an admin, or create one
 *   grant <email> <role>            give an operator role (admin, moderator, support, finance, translator-manager)
 *   revoke <email> <role>           take it back
 *   check-ledger                    every balance equals its ledger rows (exit code 1 if not)
 *   setting <name> [value]          read or set an operator setting (platform/operator-settings.ts)
 *
 *   npm run cli -w @yuanfen/server -- translator grant <name|email> <pairs>   e.g. de-ja,ja-de
 *   npm run cli -w @yuanfen/server -- translator revoke <name|email>
 *   npm run cli -w @yuanfen/server -- translator list
 *
 * It opens the database the server is configured with (DATABASE_URL, else the PGlite in DATA_DIR). The
 * embedded PGlite is one process's: stop the server first, or run against PostgreSQL.
 */
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { accountRepo } from './modules/account/account.repo';
import { translationRepo } from './modules/translation/translation.repo';
import { saveTranslatorRole } from './modules/translation/translator-role';
import { changeRole, checkLedger, createAdmin, operatorSetting } from './operator-commands';

const usage = [
  'usage: create-admin <email> | grant <email> <role> | revoke <email> <role> | check-ledger | setting <name> [value]',
  '       translator grant <name|email> <pairs> | translator revoke <name|email> | translator list',
].join('\n');

async function main(args: string[]): Promise<string> {
  const [area, command, identity, pairList] = args;
  const operatorCommand = ['create-admin', 'grant', 'revoke', 'check-ledger', 'setting'].includes(area ?? '');
  if (!operatorCommand && (area !== 'translator' || !command)) throw new Error(usage);
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { db } = database;
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
    if (command === 'revoke') {
      await saveTranslatorRole(db, member.id, { active: false });
      return `${member.name} no longer translates`;
    }
    if (command !== 'grant' || !pairList) throw new Error(usage);
    try {
      const { after } = await saveTranslatorRole(db, member.id, { active: true, pairs: pairList.split(',') });
      return `${member.name} translates ${after.pairs.join(', ')}`;
    } catch (error) {
      const fields = (error as { errors?: Record<string, string> }).errors;
      throw new Error(fields?.pairs ?? (error as Error).message);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (out) => console.log(out),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);

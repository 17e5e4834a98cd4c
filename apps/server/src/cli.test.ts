import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { auditLog, translationRequests, translators, users } from './db/schema';

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');
let dataDir: string;
let memberId: number;

/** The CLI as an operator runs it, on the embedded database of `dataDir` (the server stopped). */
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    encoding: 'utf8',
  });

const roleOf = async () => {
  const database = await openDatabase({ dataDir });
  try {
    return (await database.db.select().from(translators).where(eq(translators.user_id, memberId)))[0];
  } finally {
    await database.close();
  }
};

/** A German message's translation into Japanese that Yuki has taken and not delivered, due in an hour. */
const takenJob = async () => {
  const database = await openDatabase({ dataDir });
  try {
    const [asker] = await database.db
      .insert(users)
      .values({ name: 'Keiko_Asker', email: 'keiko@example.test', password_hash: 'x', gender: 0, language: 'ja' })
      .returning({ id: users.id });
    const [job] = await database.db
      .insert(translationRequests)
      .values({
        item_type: 'message',
        item_id: 1,
        asker_id: asker!.id,
        translator_id: memberId,
        source: 'de',
        target: 'ja',
        content: 'Hallo Keiko',
        price: 5,
        status: 'claimed',
        deadline_at: new Date(Date.now() + 3_600_000),
        claimed_at: new Date(),
      })
      .returning({ id: translationRequests.id });
    return job!.id;
  } finally {
    await database.close();
  }
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-cli-'));
  const database = await openDatabase({ dataDir });
  const [row] = await database.db
    .insert(users)
    .values({ name: 'Yuki_Translator', email: 'yuki@example.test', password_hash: 'x', gender: 0, language: 'ja' })
    .returning({ id: users.id });
  memberId = row!.id;
  await database.close();
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Each command is a fresh Node process that loads the server: tens of seconds on a busy 2-core machine.
describe('npm run cli -- translator', { timeout: 180_000 }, () => {
  it('grants a member the translator role with language pairs, lists and revokes it', async () => {
    const granted = run('translator', 'grant', 'yuki@example.test', 'de-ja,JA-DE');
    expect(granted.stdout.trim(), granted.stderr).toBe('Yuki_Translator translates de-ja, ja-de');
    expect(await roleOf()).toMatchObject({ pairs: ['de-ja', 'ja-de'], active: true });
    expect(run('translator', 'list').stdout).toContain('Yuki_Translator\tactive\tde-ja,ja-de');
    const job = await takenJob();
    const revoked = run('translator', 'revoke', 'yuki_translator');
    expect(revoked.status, revoked.stderr).toBe(0);
    expect(revoked.stdout.trim()).toBe('Yuki_Translator no longer translates; 1 taken job(s) back in the open queue');
    expect(await roleOf()).toMatchObject({ active: false });
    // The job Yuki had taken is open again for the pair's other translators, and the revoke is audited.
    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(translationRequests).where(eq(translationRequests.id, job));
      expect(row).toMatchObject({ status: 'open', translator_id: null, claimed_at: null });
      const entries = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `user:${memberId}`));
      expect(entries.map((e) => e.action).sort()).toEqual(['translators.grant', 'translators.revoke']);
      expect(entries.filter((e) => e.action === 'translators.revoke')).toEqual([
        expect.objectContaining({
          action: 'translators.revoke',
          actor_id: null,
          reason: 'cli',
          after: { active: false, pairs: ['de-ja', 'ja-de'], released: [job] },
        }),
      ]);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('refuses an unknown member or a malformed pair, changing nothing', async () => {
    const unknown = run('translator', 'grant', 'nobody', 'de-ja');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('no member named nobody');
    const bad = run('translator', 'grant', 'Yuki_Translator', 'de-de,german');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Invalid language pair de-de');
    expect(await roleOf()).toMatchObject({ active: false });
  }, 180_000);
});

describe('npm run yuanfen -- operator commands', { timeout: 180_000 }, () => {
  const rolesOf = async (email: string) => {
    const database = await openDatabase({ dataDir });
    try {
      return (await database.db.select().from(users).where(eq(users.email, email)))[0];
    } finally {
      await database.close();
    }
  };

  it('create-admin creates a verified admin with a printed password, or promotes an existing member; audited', async () => {
    const created = run('create-admin', 'Chief@Example.test');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/created admin \S+ <chief@example.test> with the password \S+/);
    expect(await rolesOf('chief@example.test')).toMatchObject({ roles: ['admin'], email_verified: 1 });

    expect(run('create-admin', 'yuki@example.test').stdout.trim()).toBe('Yuki_Translator is now an admin');
    expect(run('create-admin', 'yuki@example.test').stdout.trim()).toBe('Yuki_Translator is already an admin');
    const database = await openDatabase({ dataDir });
    try {
      const entries = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `user:${memberId}`));
      // Yuki's translator role changes (above) are audited on the same target.
      const roles = entries.filter((e) => e.action === 'users.roles');
      expect(roles).toHaveLength(1);
      expect(roles[0]).toMatchObject({ actor_id: null, action: 'users.roles', reason: 'cli' });
    } finally {
      await database.close();
    }
  }, 180_000);

  it('grants and revokes roles, refusing an unknown role or member without changing anything', async () => {
    expect(run('grant', 'yuki@example.test', 'moderator').stdout.trim()).toBe('Yuki_Translator now holds moderator');
    expect((await rolesOf('yuki@example.test'))!.roles).toEqual(['admin', 'moderator']);
    expect(run('revoke', 'yuki@example.test', 'admin').stdout.trim()).toBe('Yuki_Translator no longer holds admin');
    const unknownRole = run('grant', 'yuki@example.test', 'owner');
    expect(unknownRole.status).toBe(1);
    expect(unknownRole.stderr).toContain('unknown role owner');
    const unknownMember = run('grant', 'nobody@example.test', 'finance');
    expect(unknownMember.status).toBe(1);
    expect((await rolesOf('yuki@example.test'))!.roles).toEqual(['moderator']);
  }, 180_000);

  it('check-ledger passes on a consistent ledger and names the member whose balance drifted', async () => {
    const ok = run('check-ledger');
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/^ledger ok/);
    const database = await openDatabase({ dataDir });
    await database.db.update(users).set({ balance: 5 }).where(eq(users.id, memberId));
    await database.close();
    const broken = run('check-ledger');
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain(`user ${memberId}: balance 5, ledger 0`);
  }, 180_000);

  it('setting reads and sets an operator setting, refusing unknown names and bad values; audited', async () => {
    expect(run('setting', 'withdrawClearingDays').stdout.trim()).toBe('withdrawClearingDays = 7');
    const set = run('setting', 'withdrawClearingDays', '0');
    expect(set.status, set.stderr).toBe(0);
    expect(set.stdout.trim()).toBe('withdrawClearingDays = 0');
    expect(run('setting', 'withdrawClearingDays').stdout.trim()).toBe('withdrawClearingDays = 0');
    const unknown = run('setting', 'nope', '1');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('unknown setting nope');
    expect(run('setting', 'withdrawMinGold', 'many').status).toBe(1);
    expect(run('setting', 'withdrawMinGold').stdout.trim()).toBe('withdrawMinGold = 100');
    const database = await openDatabase({ dataDir });
    try {
      const entries = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, 'setting:withdrawClearingDays'));
      expect(entries).toMatchObject([{ action: 'settings.set', before: { value: 7 }, after: { value: 0 } }]);
    } finally {
      await database.close();
    }
  }, 180_000);
});

describe('npm run yuanfen -- GDPR, keys and jobs', { timeout: 300_000 }, () => {
  it('run-job runs a named job once; an unknown name is a usage error listing the jobs', () => {
    const ran = run('run-job', 'end-expired-vip');
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stdout.trim()).toBe('end-expired-vip: done, 0 item(s) handled');
    const unknown = run('run-job', 'tidy-up');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('unknown job tidy-up; the jobs are: release-pending-payments, reconcile-payments');
    expect(unknown.stderr).toContain('weekly-withdraw-rate');
  }, 180_000);

  it('rotate-keys rotates one key or both, refusing an unknown name; the usage names every command', async () => {
    const jwt = run('rotate-keys', 'jwt');
    expect(jwt.status, jwt.stderr).toBe(0);
    expect(jwt.stdout).toMatch(/^jwt: now signing with key 1; the previous key works until \S+Z$/m);
    expect(run('rotate-keys', 'secrets').stderr).toContain(
      'unknown key secrets (jwt, media, unsubscribe, portal, game, all)',
    );
    const usage = run('help');
    expect(usage.status).toBe(1);
    for (const command of ['export-member', 'erase-member', 'rotate-keys', 'run-job', 'check-ledger'])
      expect(usage.stderr).toContain(command);
  }, 180_000);

  it('export-member writes the zip and erase-member erases by e-mail, once', async () => {
    const database = await openDatabase({ dataDir });
    await database.db
      .insert(users)
      .values({ name: 'Erin_Erased', email: 'erin@example.test', password_hash: 'x', gender: 0, language: 'fr' });
    await database.close();
    const file = path.join(dataDir, 'erin.zip');
    const exported = run('export-member', 'Erin_Erased', file);
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stdout).toContain(`exported Erin_Erased`);
    const zip = unzipSync(fs.readFileSync(file));
    expect(strFromU8(zip['README.txt']!)).toContain('Vos données Yuanfen — Erin_Erased');
    const erased = run('erase-member', 'erin@example.test');
    expect(erased.status, erased.stderr).toBe(0);
    expect(erased.stdout).toMatch(/^erased member \d+: 0 photos removed/);
    expect(run('erase-member', 'erin@example.test').stderr).toContain('no member erin@example.test');
    const check = await openDatabase({ dataDir });
    try {
      const [row] = await check.db
        .select()
        .from(users)
        .where(eq(users.name, `deleted member #${/\d+/.exec(erased.stdout)![0]}`));
      expect(row).toMatchObject({ email: null, status: 'deleted', password_hash: null });
    } finally {
      await check.close();
    }
  }, 180_000);
});

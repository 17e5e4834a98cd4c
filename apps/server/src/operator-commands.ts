import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '@yuanfen/contract';
import argon2 from 'argon2';
import type { Config } from './config';
import type { Db } from './db/client';
import { accountRepo, type UserRow } from './modules/account/account.repo';
import { ledgerRepo } from './modules/money/ledger.repo';
import { recordAudit } from './platform/audit.repo';
import { ROTATING_KEYS, rotateKey, type RotatingKey } from './platform/key-ring';
import {
  isNumericSettingName,
  isTextSettingName,
  OPERATOR_DEFAULTS,
  OperatorSettings,
  settingProblem,
  type OperatorTextSettingName,
} from './platform/operator-settings';
import type { JobRunner } from './platform/jobs';
import { isOperatorRole, rolesOf } from './platform/policy';
import { initialKey } from './platform/secrets';

/*
 * The operator commands of `npm run yuanfen -- …` (issue 17): the same rules as the console, for the
 * machine's operator. Role changes are audited with no actor and the reason `cli`. A running server keeps
 * its cached sign-ins up to 60 s (decision 34): stop it first on PGlite (one process's database), or
 * expect the change to count within a minute on PostgreSQL.
 */

async function member(db: Db, email: string): Promise<UserRow> {
  const user = await accountRepo.findByEmail(db, normalizeEmail(email));
  if (!user) throw new Error(`no member with the e-mail ${email}`);
  return user;
}

async function setRoles(db: Db, user: UserRow, roles: string[], action: string) {
  await db.transaction(async (tx) => {
    const row = await accountRepo.updateUser(tx, user.id, { roles });
    await recordAudit(tx, {
      actorId: null,
      action,
      target: `user:${user.id}`,
      before: { roles: user.roles },
      after: { roles: row!.roles },
      reason: 'cli',
    });
  });
}

const roleArg = (role: string | undefined) => {
  if (!role || !isOperatorRole(role))
    throw new Error(`unknown role ${role ?? ''} (admin, moderator, support, finance, translator-manager)`);
  return role;
};

/**
 * `create-admin <email>`: makes the member with that e-mail an admin, or creates one (e-mail verified, a
 * random password printed once). The admin enables two-factor sign-in in the console before using it.
 */
export async function createAdmin(db: Db, email: string): Promise<string> {
  const address = normalizeEmail(email);
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new Error(`not an e-mail address: ${email}`);
  const existing = await accountRepo.findByEmail(db, address);
  if (existing) {
    if (rolesOf(existing.roles).includes('admin')) return `${existing.name} is already an admin`;
    await setRoles(db, existing, [...existing.roles, 'admin'], 'users.roles');
    return `${existing.name} is now an admin`;
  }
  const password = randomBytes(12).toString('base64url');
  const base =
    address
      .split('@')[0]!
      .replace(/[^\p{L}\p{N}_.-]/gu, '')
      .slice(0, 12) || 'admin';
  const name = `${/^\d+$/.test(base) ? `op_${base}` : base}_${randomBytes(2).toString('hex')}`.padEnd(4, '_');
  const user = await accountRepo.insertUser(db, {
    name,
    email: address,
    email_verified: 1,
    password_hash: await argon2.hash(password, { type: argon2.argon2id }),
    gender: 1,
    language: 'en',
  });
  await setRoles(db, user, ['admin'], 'users.roles');
  return `created admin ${name} <${address}> with the password ${password} (change it after signing in)`;
}

/** `grant <email> <role>` / `revoke <email> <role>`. */
export async function changeRole(db: Db, command: 'grant' | 'revoke', email: string, roleName?: string) {
  const role = roleArg(roleName);
  const user = await member(db, email);
  const has = user.roles.includes(role);
  if (command === 'grant' ? has : !has) return `${user.name} ${has ? 'already holds' : 'does not hold'} ${role}`;
  const roles = command === 'grant' ? [...user.roles, role] : user.roles.filter((r) => r !== role);
  await setRoles(db, user, roles, 'users.roles');
  return `${user.name} ${command === 'grant' ? 'now holds' : 'no longer holds'} ${role}`;
}

/** `check-ledger`: every member's balance equals their ledger rows. Answers the report and whether it holds. */
export async function checkLedger(db: Db): Promise<{ ok: boolean; report: string }> {
  const mismatched = await ledgerRepo.mismatchedBalances(db);
  const entries = await ledgerRepo.entryCount(db);
  if (mismatched.length === 0) return { ok: true, report: `ledger ok: ${entries} entries, every balance matches` };
  const lines = mismatched.map((m) => `user ${m.id}: balance ${m.balance}, ledger ${m.ledger}`);
  return { ok: false, report: [`ledger broken: ${mismatched.length} balance(s) differ`, ...lines].join('\n') };
}

/** A setting changed from the command line: audited with no actor and the reason `cli`, as role changes are. */
const auditSetting = (db: Db, name: string, before: unknown, after: unknown) =>
  db.transaction((tx) =>
    recordAudit(tx, {
      actorId: null,
      action: 'settings.set',
      target: `setting:${name}`,
      before: { value: before },
      after: { value: after },
      reason: 'cli',
    }),
  );

/**
 * `setting <name> [value]`: reads an operator setting (platform/operator-settings.ts), or sets it to a
 * number (issue 18: e.g. `withdrawClearingDays 0`) within its bounds (`settingProblem`, which the console
 * shares). A change is audited with no actor and the reason `cli`.
 */
export async function operatorSetting(db: Db, name: string, value?: string): Promise<string> {
  if (isTextSettingName(name)) return operatorTextSetting(db, name, value);
  if (!isNumericSettingName(name))
    throw new Error(`unknown setting ${name} (${Object.keys(OPERATOR_DEFAULTS).join(', ')})`);
  const settings = new OperatorSettings(db);
  const before = await settings.get(name);
  if (value === undefined) return `${name} = ${before}`;
  const problem = settingProblem(name, value);
  if (problem) throw new Error(problem);
  const number = Number(value);
  await settings.set(name, number);
  await auditSetting(db, name, before, number);
  return `${name} = ${number}`;
}

/** A text setting (e.g. `icpNumber`): any printable text up to OPERATOR_TEXT_MAX characters; "" clears it. */
async function operatorTextSetting(db: Db, name: OperatorTextSettingName, value?: string): Promise<string> {
  const settings = new OperatorSettings(db);
  const before = await settings.getText(name);
  if (value === undefined) return `${name} = ${before}`;
  const problem = settingProblem(name, value);
  if (problem) throw new Error(problem);
  await settings.setText(name, value);
  const after = await settings.getText(name);
  await auditSetting(db, name, before, after);
  return `${name} = ${after}`;
}

/**
 * The least time an unsubscribe link keeps working after its key is rotated out, whatever
 * `KEY_ROTATION_GRACE_HOURS` says: a mail's opt-out must work for at least 30 days after it was sent
 * (CAN-SPAM, 15 U.S.C. 7704(a)(3)), and the links in mails carry no expiry of their own.
 */
export const UNSUBSCRIBE_MIN_GRACE_MS = 30 * 24 * 3_600_000;

/**
 * `rotate-keys [jwt|media|unsubscribe|portal|game|all]`: a new signing key for access tokens, media URLs,
 * unsubscribe links, recharge-portal links or game rounds, or all of them (the default). New ones are
 * signed with it at once (a running node re-reads its keys within 30 s, at once for a token or link
 * signed with a key it does not know); those signed with the previous key keep working for
 * `KEY_ROTATION_GRACE_HOURS` (unsubscribe links at least 30 days), then are refused. Audited with no actor and the reason `cli` (no key in it).
 */
export async function rotateKeys(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'keyGraceMs'>,
  which = 'all',
  now = new Date(),
): Promise<string> {
  if (which !== 'all' && !(ROTATING_KEYS as readonly string[]).includes(which))
    throw new Error(`unknown key ${which} (${[...ROTATING_KEYS, 'all'].join(', ')})`);
  const names = which === 'all' ? [...ROTATING_KEYS] : [which as RotatingKey];
  const lines: string[] = [];
  for (const name of names) {
    const grace = name === 'unsubscribe' ? Math.max(config.keyGraceMs, UNSUBSCRIBE_MIN_GRACE_MS) : config.keyGraceMs;
    const { id, previousUntil } = await rotateKey(db, name, await initialKey(db, name, config), grace, now);
    await db.transaction((tx) =>
      recordAudit(tx, {
        actorId: null,
        action: 'keys.rotate',
        target: `key:${name}`,
        before: null,
        after: { id, previous_until: previousUntil.toISOString() },
        reason: 'cli',
      }),
    );
    lines.push(`${name}: now signing with key ${id}; the previous key works until ${previousUntil.toISOString()}`);
  }
  return lines.join('\n');
}

/**
 * `run-job <name>`: one of the server's interval jobs (services.ts), once, now, on this process. The jobs
 * are safe to run beside a running server's (platform/jobs.ts). An unknown or missing name lists them.
 */
export async function runJob(jobs: Pick<JobRunner, 'names' | 'runOnce'>, name?: string): Promise<string> {
  if (!name || !jobs.names.includes(name))
    throw new Error(
      `${name ? `unknown job ${name}` : 'usage: run-job <name>'}; the jobs are: ${jobs.names.join(', ')}`,
    );
  const handled = (await jobs.runOnce(name))[name] ?? 0;
  return `${name}: done, ${handled} item(s) handled`;
}

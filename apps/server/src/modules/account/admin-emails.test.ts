import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { auditLog, users } from '../../db/schema';
import { api, requestCode, signIn } from '../../test/account-helpers';
import { SIGN_UP_FACTS, uniqueName } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

/*
 * ADMIN_EMAILS (issue 17's bootstrap): accounts with a listed, verified e-mail hold the admin role.
 */

const LISTED = 'Boss@Example.test';
const t = useTestApp({
  config: {
    adminEmails: loadConfig({ ADMIN_EMAILS: ` ${LISTED} , ops@example.test,later@example.test,START@example.test` })
      .adminEmails,
  },
});

const rolesOf = async (id: number) =>
  (await t.app.db.select({ roles: users.roles }).from(users).where(eq(users.id, id)))[0]!.roles;

async function register(email: string, code?: string) {
  const name = uniqueName('op');
  const res = await api(t.app).post('/v1/register', {
    ...SIGN_UP_FACTS,
    email,
    name,
    password: 'secret123',
    gender: 1,
    ...(code ? { code } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ me: { id: number; roles: string[] }; token: string }>();
}

describe('ADMIN_EMAILS', () => {
  it('is read comma-separated, trimmed and in lower case; an entry that is no address is a configuration error', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' A@x.io,b@Y.io ,, a@X.io' }).adminEmails).toEqual(['a@x.io', 'b@y.io']);
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'a@x.io,not-an-address' })).toThrow(/ADMIN_EMAILS: not an e-mail/);
  });

  it('makes an account signed up with a code for a listed address (any case) an admin, audited', async () => {
    const code = await requestCode(t.app, { email: 'boss@example.test' });
    const { me } = await register('BOSS@example.test', code);
    expect(await rolesOf(me.id)).toEqual(['admin']);
    // The account object the app receives says so at once (the console's entries show by it).
    expect(me.roles).toEqual(['admin']);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${me.id}`));
    expect(entry).toMatchObject({ actor_id: null, action: 'users.roles', reason: 'ADMIN_EMAILS' });
    expect(entry!.after).toEqual({ roles: ['admin'] });
  });

  it('refuses the role to an unverified listed address, and grants it once the address is verified', async () => {
    const { me, token } = await register('ops@example.test');
    expect(await rolesOf(me.id)).toEqual([]);
    expect(me.roles).toEqual([]);
    const auth = { authorization: `Bearer ${token}` };
    const code = await requestCode(t.app, { email: 'ops@example.test', purpose: 'verify' }, auth);
    const validated = await api(t.app).post('/v1/validate', { email: 'ops@example.test', code }, auth);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(await rolesOf(me.id)).toEqual(['admin']);
  });

  it('grants the role on sign-in to a verified account whose address was listed after it signed up', async () => {
    const { me } = await register(`${uniqueName()}@example.test`.toLowerCase());
    await t.app.db.update(users).set({ email: 'later@example.test', email_verified: 1 }).where(eq(users.id, me.id));
    expect(await rolesOf(me.id)).toEqual([]);
    expect((await signIn(t.app, 'later@example.test', 'secret123')).statusCode).toBe(200);
    expect(await rolesOf(me.id)).toEqual(['admin']);
  });

  it('never grants it to an address not on the list', async () => {
    const { me } = await register(`${uniqueName()}@example.test`.toLowerCase());
    await t.app.db.update(users).set({ email: 'boss@example.org', email_verified: 1 }).where(eq(users.id, me.id));
    expect((await signIn(t.app, 'boss@example.org', 'secret123')).statusCode).toBe(200);
    expect(await t.app.services.adminEmails.holdAll()).toBe(0);
    expect(await rolesOf(me.id)).toEqual([]);
  });

  it('at start grants every existing verified listed account (holdAll), once', async () => {
    const { me } = await register(`start_${uniqueName()}@example.test`.toLowerCase());
    await t.app.db.update(users).set({ email: 'start@example.test', email_verified: 1 }).where(eq(users.id, me.id));
    expect(await t.app.services.adminEmails.holdAll()).toBe(1);
    expect(await rolesOf(me.id)).toEqual(['admin']);
    expect(await t.app.services.adminEmails.holdAll()).toBe(0);
  });
});

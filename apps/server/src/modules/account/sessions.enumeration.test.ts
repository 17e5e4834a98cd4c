/**
 * Issue 13, battery H (sessions), its enumeration half: no answer, rate limit, mail-server failure or
 * password-hash work tells an existing account from an unknown one. The lifetimes, refreshes, forged
 * tokens, sign-outs and device limit are in sessions.battery.test.ts.
 */
import net, { type AddressInfo } from 'node:net';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { createMailer } from '../../platform/mailer';
import { api, createApiTestApp, outboxOf, requestCode, signIn, testClock, userRow } from '../../test/account-helpers';
import { SIGN_UP_FACTS, randomIp, signUp, uniqueName } from '../../test/factories';
import { createTestDatabase } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

const clock = testClock();
const t = useTestApp({ deps: { now: clock.now } });
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const wrongCredentials = { code: 400002, message: 'Wrong identity or password', reason: 'wrong_credentials' };
const ghostEmail = () => `${uniqueName('ghost')}@example.test`;

describe('no account enumeration', () => {
  it('answers a banned or deactivated account with a wrong password exactly like an unknown one', async () => {
    const banned = await signUp(t.app);
    await t.app.services.accounts.ban(banned.id);
    const closed = await signUp(t.app);
    expect((await api(t.app).delete('/v1/user', { password: closed.password }, closed.auth)).statusCode).toBe(200);
    const unknown = await signIn(t.app, ghostEmail(), 'not-my-password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject(wrongCredentials);
    for (const who of [banned, closed]) {
      for (const identity of [who.email, who.name]) {
        const res = await signIn(t.app, identity, 'not-my-password');
        expect(res.statusCode).toBe(unknown.statusCode);
        expect(res.json()).toEqual(unknown.json());
      }
    }
  });

  it('answers an account without a password (social sign-up) exactly like an unknown one', async () => {
    const social = await signUp(t.app);
    await t.app.db.update(users).set({ password_hash: null }).where(eq(users.id, social.id));
    for (const password of [social.password, 'anything-1']) {
      expect((await signIn(t.app, social.email, password)).json()).toMatchObject(wrongCredentials);
    }
  });

  it('limits an unknown identity after the same 10 attempts as a known one, with the same answers', async () => {
    const known = await signUp(t.app);
    const ghost = ghostEmail();
    for (let i = 0; i < 10; i++) {
      const a = await signIn(t.app, known.email, `wrong-${i}-pw`, { ip: randomIp() });
      const b = await signIn(t.app, ghost, `wrong-${i}-pw`, { ip: randomIp() });
      expect([b.statusCode, b.json()]).toEqual([a.statusCode, a.json()]);
    }
    const a = await signIn(t.app, known.email, 'wrong-last', { ip: randomIp() });
    const b = await signIn(t.app, ghost, 'wrong-last', { ip: randomIp() });
    expect(a.statusCode).toBe(429);
    expect([b.statusCode, b.json()]).toEqual([a.statusCode, a.json()]);
  });

  it.each(['reactivate', 'login', 'device'] as const)(
    'POST verify for "%s" answers an unknown address exactly like a registered one, and sends it nothing',
    async (purpose) => {
      const m = await signUp(t.app);
      const ghost = ghostEmail();
      const known = await api(t.app).post('/v1/verify', { email: m.email, purpose });
      const unknown = await api(t.app).post('/v1/verify', { email: ghost, purpose });
      expect(known.statusCode, known.body).toBe(200);
      expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
      expect(await outboxOf(t.app, ghost)).toEqual([]);
    },
  );

  it('POST validate, PUT password/find and PUT reactivate answer a wrong code for a member like any code for nobody', async () => {
    const m = await signUp(t.app);
    const closed = await signUp(t.app);
    expect((await api(t.app).delete('/v1/user', { password: closed.password }, closed.auth)).statusCode).toBe(200);
    const ghost = ghostEmail();
    // the members have live codes, so a wrong one meets a real row; the unknown address has none
    await requestCode(t.app, { email: m.email, purpose: 'password' });
    await requestCode(t.app, { email: closed.email, purpose: 'reactivate' });
    const wrong = '123456';
    const pw = { code: wrong, new_password: 'new-pass-1', new_password_confirm: 'new-pass-1' };
    const pairs = [
      [
        await api(t.app).post('/v1/validate', { email: m.email, code: wrong, purpose: 'password' }),
        await api(t.app).post('/v1/validate', { email: ghost, code: wrong, purpose: 'password' }),
      ],
      [
        await api(t.app).put('/v1/password/find', { email: m.email, ...pw }),
        await api(t.app).put('/v1/password/find', { email: ghost, ...pw }),
      ],
      [
        await api(t.app).put('/v1/reactivate', { email: closed.email, code: wrong }),
        await api(t.app).put('/v1/reactivate', { email: ghost, code: wrong }),
      ],
    ];
    for (const [member, nobody] of pairs) {
      expect(member!.json()).toMatchObject({
        code: 400003,
        message: 'Code is wrong or expired',
        errors: { code: 'Code is wrong or expired' },
      });
      expect([nobody!.statusCode, nobody!.json()]).toEqual([member!.statusCode, member!.json()]);
    }
  });

  it('documented exception: sign-up says that an e-mail or a name is taken (it cannot proceed otherwise)', async () => {
    const m = await signUp(t.app);
    const code = await api(t.app).post('/v1/verify', { email: m.email, purpose: 'register' });
    expect(code.json()).toMatchObject({
      code: 400001,
      message: 'Email is already registered',
      errors: { email: 'Email is already registered' },
    });
    const name = await api(t.app).post('/v1/register', {
      ...SIGN_UP_FACTS,
      email: ghostEmail(),
      name: m.name,
      password: 'secret123',
      gender: 1,
    });
    expect(name.json()).toMatchObject({
      code: 400001,
      message: 'Name is already taken',
      errors: { name: 'Name is already taken' },
    });
  });
});

describe('code requests with the mail server down', () => {
  it('answer a member exactly like an unknown address (not 503), and report the failed delivery to the server', async () => {
    // A port nothing listens on: every SMTP connection is refused at once.
    const closed = net.createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const failures: unknown[] = [];
    const database = await createTestDatabase();
    const down = await createApiTestApp({
      database: database.database,
      config: { smtpUrl: `smtp://127.0.0.1:${port}` },
      deps: {
        mailer: createMailer({
          db: database.database.db,
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: 'Yuanfen <noreply@example.test>',
          keepCopy: true,
          timeoutMs: 2000,
          onBackgroundError: (error) => failures.push(error),
        }),
      },
    });
    try {
      const member = await signUp(down.app);
      for (const purpose of ['password', 'reactivate', 'login'] as const) {
        const known = await api(down.app).post('/v1/verify', { email: member.email, purpose });
        const unknown = await api(down.app).post('/v1/verify', { email: ghostEmail(), purpose });
        expect(known.statusCode, `${purpose}: ${known.body}`).toBe(200);
        expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
      }
      await vi.waitFor(() => expect(failures).toHaveLength(3), { timeout: 10_000 });
      // a sign-up code still says that it could not be sent: the asker must know to try again
      const signUpCode = await api(down.app).post('/v1/verify', { email: ghostEmail(), purpose: 'register' });
      expect(signUpCode.statusCode).toBe(503);
      expect(signUpCode.json()).toMatchObject({ code: 0, message: 'Mail could not be sent, please try again later' });
    } finally {
      await down.close();
      await database.drop();
    }
  });
});

describe('sign-in does the same password work for every refusal', () => {
  it('verifies one argon2id hash, of the same cost, whether the account is unknown, password-less, banned or known', async () => {
    const known = await signUp(t.app);
    const banned = await signUp(t.app);
    await t.app.services.accounts.ban(banned.id);
    const social = await signUp(t.app);
    await t.app.db.update(users).set({ password_hash: null }).where(eq(users.id, social.id));
    const memberHash = (await userRow(t.app, known.id)).password_hash!;
    const params = (hash: string) => hash.split('$').slice(1, 4).join('$'); // argon2id$v=19$m=…,p=…,t=…

    const verify = vi.spyOn(argon2, 'verify');
    const attempts: [string, string][] = [
      [known.email, 'wrong-password'],
      [ghostEmail(), 'wrong-password'],
      [uniqueName('nobody'), 'wrong-password'],
      ['+1 555 010 7777', 'wrong-password'],
      [social.email, 'wrong-password'],
      [banned.email, 'wrong-password'],
    ];
    for (const [identity, password] of attempts) {
      verify.mockClear();
      const res = await signIn(t.app, identity, password);
      expect(res.json(), identity).toMatchObject(wrongCredentials);
      expect(verify, identity).toHaveBeenCalledTimes(1);
      const [hash, given] = verify.mock.calls[0]!;
      expect(given).toBe(password);
      expect(params(String(hash)), identity).toBe(params(memberHash));
    }
    expect(params(memberHash)).toMatch(/^argon2id\$v=19\$m=\d+,p=\d+,t=\d+$/);
  });
});

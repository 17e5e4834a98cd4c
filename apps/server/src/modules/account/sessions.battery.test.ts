/**
 * Battery H of issue 13 (sessions): the cases sessions.test.ts, signin.test.ts, password.test.ts,
 * deactivate.test.ts, rate-limits.test.ts and realtime/gateway.test.ts do not already hold; its
 * enumeration half is sessions.enumeration.test.ts. Each asserts what a client sees: the status and the
 * error body of ARCHITECTURE.md §4.
 */
import type { KeyRing } from '../../platform/key-ring';
import { Limits, type AuthResponse } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { devices, refreshTokens, users } from '../../db/schema';
import {
  activeDevices,
  api,
  bearer,
  outboxOf,
  requestCode,
  signedIn,
  signIn,
  testClock,
  userRow,
} from '../../test/account-helpers';
import { randomIp, signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const clock = testClock();
const t = useTestApp({ deps: { now: clock.now } });
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const DAY = 86400_000;
const unauthorized = { code: 0, message: 'Unauthorized' };
const sessionExpired = { code: 0, message: 'Session expired' };
const wrongCredentials = { code: 400002, message: 'Wrong identity or password', reason: 'wrong_credentials' };

const me = (auth: Record<string, string>) => api(t.app).get('/v1/me', auth);
const refresh = (refresh_token: string, headers?: Record<string, string>) =>
  api(t.app).post('/v1/token/refresh', { refresh_token }, headers);
/** The server's own signing key (its ring's current one), to build tokens that differ from a real one in exactly one respect. */
const serverKey = () =>
  new TextEncoder().encode((t.app.services.tokens as unknown as { ring: KeyRing }).ring.current().secret);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; did: number };

/** Moves Date (which jose reads to sign and check `exp`) forward; the app's own clock is not touched. */
function travel(ms: number) {
  const target = Date.now() + ms;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(target);
}

async function signInAs(member: Member, headers: Record<string, string>) {
  const res = await signIn(t.app, member.email, member.password, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuthResponse>();
}

describe('access token lifetime', () => {
  it('a web access token opens GET me until its 3600 s are over, then answers 401 Unauthorized', async () => {
    const m = await signUp(t.app);
    travel(3590_000);
    expect((await me(m.auth)).statusCode).toBe(200);
    travel(20_000);
    const late = await me(m.auth);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject(unauthorized);
    // the device is still signed in: its refresh token gets the client a new access token
    vi.useRealTimers();
    const renewed = await refresh(m.refresh);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await me(bearer(renewed.json<AuthResponse>().token))).statusCode).toBe(200);
  });

  it('an app access token (X-Client: app) lives 86400 s, and not a second longer', async () => {
    const m = await signUp(t.app);
    const session = await signInAs(m, { 'x-client': 'app', 'x-client-id': 'phone-app-1' });
    expect(session.expires_in).toBe(Limits.accessTokenTtlAppSeconds);
    travel(86_390_000);
    expect((await me(bearer(session.token))).statusCode).toBe(200);
    travel(20_000);
    expect((await me(bearer(session.token))).json()).toMatchObject(unauthorized);
  });

  it('gives desktop, wechat and unknown X-Client values the web lifetime (spec §9: 86400 s is the app’s only)', async () => {
    const m = await signUp(t.app);
    // the sign-up's device and these four: five devices, the most without a device code
    for (const kind of ['desktop', 'wechat', 'toaster']) {
      const session = await signInAs(m, { 'x-client': kind, 'x-client-id': `kind-${kind}` });
      expect(session.expires_in, kind).toBe(3600);
      const exp = (JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()) as { exp: number })
        .exp;
      expect(exp - Math.floor(Date.now() / 1000), kind).toBeLessThanOrEqual(3600);
    }
    expect((await signInAs(m, { 'x-client': 'APP', 'x-client-id': 'kind-APP' })).expires_in).toBe(86400);
  });
});

describe('refresh token lifetime and binding', () => {
  it.each(['web', 'app', 'desktop'])(
    '%s: a refresh token works for 60 days and answers 401 "Session expired" after',
    async (kind) => {
      const m = await signUp(t.app);
      const early = await signInAs(m, { 'x-client': kind, 'x-client-id': `early-${kind}` });
      const late = await signInAs(m, { 'x-client': kind, 'x-client-id': `late-${kind}` });
      clock.advance(Limits.refreshTokenTtlDays * DAY - 60_000);
      expect((await refresh(early.refresh_token)).statusCode).toBe(200);
      clock.advance(61_000);
      const expired = await refresh(late.refresh_token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject(sessionExpired);
    },
  );

  it('each rotation starts a new 60 days: a device in use every month stays signed in', async () => {
    const m = await signUp(t.app);
    let token = m.refresh;
    for (let month = 0; month < 3; month++) {
      clock.advance(50 * DAY);
      const res = await refresh(token);
      expect(res.statusCode, `month ${month}`).toBe(200);
      token = res.json<AuthResponse>().refresh_token;
    }
    expect(await activeDevices(t.app, m.id)).toBe(1);
  });

  it('stays bound to its own device when sent with another device’s client id and kind', async () => {
    const m = await signUp(t.app);
    const laptop = await signedIn(t.app, m.email, m.password, 'laptop-bound');
    const res = await refresh(m.refresh, { 'x-client-id': 'laptop-bound', 'x-client': 'app' });
    expect(res.statusCode).toBe(200);
    const renewed = res.json<AuthResponse>();
    expect(renewed.expires_in).toBe(3600);
    expect(claimsOf(renewed.token).did).toBe(claimsOf(m.token).did);
    expect(await activeDevices(t.app, m.id)).toBe(2);
    // signing the sign-up device out ends the renewed token; the laptop is untouched
    expect((await api(t.app).post('/v1/logout', undefined, m.auth)).statusCode).toBe(200);
    expect((await me(bearer(renewed.token))).json()).toMatchObject(unauthorized);
    expect((await me(laptop.auth)).statusCode).toBe(200);
  });

  it('hands out at most one pair for 5 simultaneous refreshes of one token, and none that works afterwards', async () => {
    const m = await signUp(t.app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(m.refresh)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject(sessionExpired);
    }
    // Reuse is theft (sessions.test.ts): the device is signed out. Whichever refresh got in first, its
    // tokens die with the device — its refresh token too, even when stored after the losers signed the
    // device out (else the client would refresh into an access token refused at once, again and again).
    expect((await me(m.auth)).json()).toMatchObject(unauthorized);
    for (const winner of ok.map((r) => r.json<AuthResponse>())) {
      expect((await me(bearer(winner.token))).json()).toMatchObject(unauthorized);
      expect((await refresh(winner.refresh_token)).json()).toMatchObject(sessionExpired);
    }
    expect(await activeDevices(t.app, m.id)).toBe(0);
  });

  it('refuses a refresh token whose device was signed out, even if the token row was left unrevoked', async () => {
    const m = await signUp(t.app);
    const deviceId = claimsOf(m.token).did;
    // The state a refresh racing a sign-out leaves: the device is revoked, its newest token row is not.
    await t.app.db.update(devices).set({ revoked_at: new Date() }).where(eq(devices.id, deviceId));
    const res = await refresh(m.refresh);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(sessionExpired);
    const [row] = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.device_id, deviceId));
    expect(row?.revoked_at ?? row?.rotated_at).toBeTruthy();
  });

  it('refuses access and refresh for an account banned or deactivated in the database, before any sign-out ran', async () => {
    for (const status of ['banned', 'deactivated'] as const) {
      const m = await signUp(t.app);
      await t.app.db.update(users).set({ status }).where(eq(users.id, m.id));
      expect((await me(m.auth)).json(), status).toMatchObject(unauthorized);
      const res = await refresh(m.refresh);
      expect(res.statusCode, status).toBe(401);
      expect(res.json()).toMatchObject(sessionExpired);
    }
  });

  it('does not take a refresh token as an access token, nor an access token as a refresh token', async () => {
    const m = await signUp(t.app);
    expect((await me(bearer(m.refresh))).json()).toMatchObject(unauthorized);
    const res = await api(t.app).post('/v1/token/refresh', { refresh_token: m.token.slice(0, 200) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(sessionExpired);
    expect((await me(m.auth)).statusCode).toBe(200);
  });
});

describe('forged and tampered access tokens', () => {
  let m: Member;
  let other: Member;
  beforeAll(async () => {
    m = await signUp(t.app);
    other = await signUp(t.app);
  });
  const future = () => Math.floor(Date.now() / 1000) + 3600;
  const sign = (payload: Record<string, unknown>, alg = 'HS256', key = serverKey()) =>
    new SignJWT(payload).setProtectedHeader({ alg }).sign(key);

  const forgeries: [string, () => Promise<string>][] = [
    [
      'a token with alg none',
      async () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claimsOf(m.token), iss: 'yuanfen', exp: future() })}.`,
    ],
    [
      'a token signed with another key',
      () =>
        sign(
          { ...claimsOf(m.token), iss: 'yuanfen', exp: future() },
          'HS256',
          new TextEncoder().encode('x'.repeat(48)),
        ),
    ],
    [
      'a payload edited to another member (signature kept)',
      async () => {
        const [header, , signature] = m.token.split('.');
        return `${header}.${b64({ ...claimsOf(other.token), iss: 'yuanfen', exp: future() })}.${signature}`;
      },
    ],
    ['a truncated signature', async () => m.token.slice(0, -5)],
    ['a token without its signature', async () => m.token.split('.').slice(0, 2).join('.')],
    [
      'HS512 signed with the server’s own key',
      () => sign({ ...claimsOf(m.token), iss: 'yuanfen', exp: future() }, 'HS512'),
    ],
    ['a token of another issuer', () => sign({ ...claimsOf(m.token), iss: 'someone-else', exp: future() })],
    ['a token without a device claim', () => sign({ sub: claimsOf(m.token).sub, iss: 'yuanfen', exp: future() })],
    [
      'the member’s id with another member’s device id',
      () => sign({ sub: claimsOf(m.token).sub, did: claimsOf(other.token).did, iss: 'yuanfen', exp: future() }),
    ],
    ['an expired token', () => sign({ ...claimsOf(m.token), iss: 'yuanfen', exp: Math.floor(Date.now() / 1000) - 1 })],
  ];

  it.each(forgeries)('refuses %s with 401 Unauthorized on GET me and POST logout', async (_, forge) => {
    const token = await forge();
    expect((await me(bearer(token))).json()).toMatchObject(unauthorized);
    const logout = await api(t.app).post('/v1/logout', { all: true }, bearer(token));
    expect(logout.statusCode).toBe(401);
    expect(logout.json()).toMatchObject(unauthorized);
    // nothing was signed out by the attempt
    expect((await me(m.auth)).statusCode).toBe(200);
    expect((await me(other.auth)).statusCode).toBe(200);
  });

  it('refuses a valid token of a member whose account row is gone', async () => {
    const gone = await signUp(t.app);
    await t.app.db.delete(users).where(eq(users.id, gone.id));
    expect((await me(gone.auth)).json()).toMatchObject(unauthorized);
    expect((await refresh(gone.refresh)).json()).toMatchObject(sessionExpired);
  });
});

describe('signed out', () => {
  type Operation = {
    security?: Record<string, string[]>[];
    requestBody?: unknown;
    parameters?: { in: string; name: string; required?: boolean; schema?: { enum?: unknown[] } }[];
  };

  /** Every signed-in operation of the OpenAPI document, with path parameters filled in. */
  const signedInOperations = () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => JSON.stringify(op.security) === JSON.stringify([{ bearer: [] }]))
        .map(([method, op]) => ({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            String(op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema?.enum?.[0] ?? 1),
          ),
          op,
        })),
    );
  };

  it.each(['signed out on this device', 'signed out everywhere', 'ended by a password found by code'])(
    'a token %s is refused by every signed-in operation, and none of them changes anything',
    async (how) => {
      const m = await signUp(t.app);
      const kept = await signedIn(t.app, m.email, m.password, `kept-${randomIp()}`);
      if (how === 'signed out on this device') {
        expect((await api(t.app).post('/v1/logout', undefined, m.auth)).statusCode).toBe(200);
      } else if (how === 'signed out everywhere') {
        expect((await api(t.app).post('/v1/logout', { all: true }, kept.auth)).statusCode).toBe(200);
      } else {
        const code = await requestCode(t.app, { email: m.email, purpose: 'password' });
        const body = { email: m.email, code, new_password: 'found-again-1', new_password_confirm: 'found-again-1' };
        expect((await api(t.app).put('/v1/password/find', body)).statusCode).toBe(200);
      }
      const before = await userRow(t.app, m.id);
      let tried = 0;
      for (const { method, url, op } of signedInOperations()) {
        const res = await t.app.inject({ method, url, headers: m.auth, payload: op.requestBody ? {} : undefined });
        const where = `${method} ${url}`;
        // The session is checked before the input (preValidation): 401 whatever the body or query.
        expect(res.statusCode, where).toBe(401);
        expect(res.json(), where).toMatchObject(unauthorized);
        tried++;
      }
      expect(tried).toBeGreaterThan(60);
      const after = await userRow(t.app, m.id);
      expect({ ...after, last_active_at: null }).toEqual({ ...before, last_active_at: null });
      expect((await me(kept.auth)).statusCode).toBe(how === 'signed out on this device' ? 200 : 401);
    },
  );

  it('signs out the device named in the token, whatever X-Client-Id the request carries', async () => {
    const m = await signUp(t.app);
    const laptop = await signedIn(t.app, m.email, m.password, 'laptop-named');
    const res = await api(t.app).post('/v1/logout', undefined, bearer(m.token, 'laptop-named'));
    expect(res.json()).toEqual({ ok: true });
    expect((await me(m.auth)).json()).toMatchObject(unauthorized);
    expect((await me(laptop.auth)).statusCode).toBe(200);
    // signing out twice: the second attempt has no session left
    const twice = await api(t.app).post('/v1/logout', undefined, m.auth);
    expect(twice.statusCode).toBe(401);
    expect(twice.json()).toMatchObject(unauthorized);
    expect(await activeDevices(t.app, m.id)).toBe(1);
  });

  it('after signing out everywhere, the member signs in again on one device and only that one', async () => {
    const m = await signUp(t.app);
    const tablet = await signedIn(t.app, m.email, m.password, 'tablet-again');
    expect((await api(t.app).post('/v1/logout', { all: true }, m.auth)).statusCode).toBe(200);
    const back = await signedIn(t.app, m.email, m.password, 'tablet-again');
    expect((await me(back.auth)).statusCode).toBe(200);
    expect((await refresh(back.refresh_token)).statusCode).toBe(200);
    expect((await me(tablet.auth)).json()).toMatchObject(unauthorized);
    expect((await refresh(tablet.refresh_token)).json()).toMatchObject(sessionExpired);
    expect(await activeDevices(t.app, m.id)).toBe(1);
  });
});

describe('password change', () => {
  it('ends the other devices’ refresh tokens as well, and the changing device keeps refreshing', async () => {
    const m = await signUp(t.app);
    const phone = await signInAs(m, { 'x-client': 'app', 'x-client-id': 'phone-pw' });
    const body = { password: m.password, new_password: 'changed-pw-1', new_password_confirm: 'changed-pw-1' };
    expect((await api(t.app).put('/v1/password/reset', body, m.auth)).statusCode).toBe(200);
    const stale = await refresh(phone.refresh_token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject(sessionExpired);
    const own = await refresh(m.refresh);
    expect(own.statusCode).toBe(200);
    expect((await me(bearer(own.json<AuthResponse>().token))).statusCode).toBe(200);
    expect(await activeDevices(t.app, m.id)).toBe(1);
  });

  it('a wrong current password signs nobody out', async () => {
    const m = await signUp(t.app);
    const phone = await signedIn(t.app, m.email, m.password, 'phone-wrong-pw');
    const body = { password: 'not-my-pw', new_password: 'changed-pw-1', new_password_confirm: 'changed-pw-1' };
    const res = await api(t.app).put('/v1/password/reset', body, m.auth);
    expect(res.json()).toMatchObject({
      code: 400002,
      message: 'Wrong password',
      errors: { password: 'Wrong password' },
      reason: 'wrong_password',
    });
    expect((await me(phone.auth)).statusCode).toBe(200);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
    expect(await activeDevices(t.app, m.id)).toBe(2);
  });
});

describe('device limit (spec §5: more than 5 devices must verify)', () => {
  /** A member signed in on exactly 5 devices (the sign-up's included). */
  async function onFiveDevices() {
    const m = await signUp(t.app);
    const sessions = [];
    for (let i = 0; i < 4; i++) sessions.push(await signedIn(t.app, m.email, m.password, `dev-${i}-${m.id}`));
    expect(await activeDevices(t.app, m.id)).toBe(5);
    return { m, sessions };
  }

  it('lets only one of 4 simultaneous new devices take the 5th place; the others must verify (400074)', async () => {
    const m = await signUp(t.app);
    for (let i = 0; i < 3; i++) await signedIn(t.app, m.email, m.password, `race-${i}-${m.id}`);
    expect(await activeDevices(t.app, m.id)).toBe(4);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signIn(t.app, m.email, m.password, { clientId: `racer-${i}-${m.id}` })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400]);
    for (const r of answers.filter((a) => a.statusCode === 400)) {
      expect(r.json()).toMatchObject({
        code: 400074,
        message: 'Account signed in to more than 5 devices, verify status',
      });
    }
    expect(await activeDevices(t.app, m.id)).toBe(5);
  });

  it('a device signed out frees its place: the next new device needs no code', async () => {
    const { m, sessions } = await onFiveDevices();
    expect((await api(t.app).post('/v1/logout', undefined, sessions[0]!.auth)).statusCode).toBe(200);
    const res = await signIn(t.app, m.email, m.password, { clientId: `new-${m.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await outboxOf(t.app, m.email)).toEqual([]);
  });

  it('answers a 6th device with a wrong password exactly like any wrong password, and mails no device code', async () => {
    const { m } = await onFiveDevices();
    const res = await signIn(t.app, m.email, 'not-my-password', { clientId: `sixth-${m.id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(wrongCredentials);
    expect(await outboxOf(t.app, m.email)).toEqual([]);
  });

  it('does not count devices whose sessions ran out (60 days without a refresh)', async () => {
    const { m } = await onFiveDevices();
    clock.advance(Limits.refreshTokenTtlDays * DAY + 60_000);
    const res = await signIn(t.app, m.email, m.password, { clientId: `after-holiday-${m.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await outboxOf(t.app, m.email)).toEqual([]);
  });

  it('counts a device that keeps refreshing: after 60 days of use it still holds its place', async () => {
    const { m, sessions } = await onFiveDevices();
    clock.advance(30 * DAY);
    for (const s of sessions) expect((await refresh(s.refresh_token)).statusCode).toBe(200);
    expect((await refresh(m.refresh)).statusCode).toBe(200);
    clock.advance(31 * DAY);
    const res = await signIn(t.app, m.email, m.password, { clientId: `sixth-used-${m.id}` });
    expect(res.json()).toMatchObject({ code: 400074 });
  });
});

import { ErrorCode, RefusalReason, type AdminSession, type TwoFactorSetup } from '@yuanfen/contract';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { recoveryCodes, twoFactor } from '../../db/schema';
import { api, signIn } from '../../test/account-helpers';
import { signUp } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { enableTwoFactor, grantRoles, signUpOperator, totp } from './admin.test-helpers';

/*
 * Two-factor sign-in for operators (issue 17): it cannot be skipped, neither at sign-in nor in the console.
 */

let clock = new Date('2026-11-27T09:00:00Z');
const t = useTestApp({ deps: { now: () => clock } });
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
beforeEach(() => later(120));

const refusal = (res: LightMyRequestResponse) => {
  const body = res.json<{ code: number; reason?: string }>();
  return { status: res.statusCode, code: body.code, reason: body.reason };
};

describe('before two-factor sign-in is enabled', () => {
  it('refuses members the console altogether (403), and operators everything but me and the setup', async () => {
    const member = await signUp(t.app);
    expect((await api(t.app).get('/v1/admin/me', member.auth)).statusCode).toBe(403);
    expect((await api(t.app).post('/v1/admin/2fa/setup', undefined, member.auth)).statusCode).toBe(403);

    const op = await signUpOperator(t.app, ['admin'], { twoFactor: false });
    const me = await api(t.app).get('/v1/admin/me', op.auth);
    expect(me.json<AdminSession>()).toMatchObject({ roles: ['admin'], two_factor: false });
    for (const url of ['/v1/admin/users', `/v1/admin/users/${member.id}`, '/v1/admin/reports', '/v1/admin/audit']) {
      expect(refusal(await api(t.app).get(url, op.auth)), url).toEqual({
        status: 403,
        code: 0,
        reason: RefusalReason.TwoFactorRequired,
      });
    }
    const ban = await api(t.app).put(`/v1/admin/users/${member.id}`, { status: 'banned' }, op.auth);
    expect(refusal(ban)).toMatchObject({ status: 403, reason: RefusalReason.TwoFactorRequired });
    expect((await signIn(t.app, member.email, member.password)).statusCode).toBe(200);
  });

  it('keeps a set-up secret out of force until a right code enables it; a wrong code is 400003 otp_invalid', async () => {
    const op = await signUpOperator(t.app, ['moderator'], { twoFactor: false });
    const setup = await api(t.app).post('/v1/admin/2fa/setup', undefined, op.auth);
    const { secret, otpauth_url } = setup.json<TwoFactorSetup>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Yuanfen:.+\?secret=[A-Z2-7]+.*issuer=Yuanfen/);
    const stored = (await t.app.db.select().from(twoFactor).where(eq(twoFactor.user_id, op.id)))[0]!;
    expect(stored.pending_secret).not.toContain(secret);
    expect(stored.enabled_at).toBeNull();
    expect((await signIn(t.app, op.email, op.password)).statusCode).toBe(200); // not in force yet

    const wrong = String((Number(totp(secret, clock)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await api(t.app).post('/v1/admin/2fa/enable', { code: wrong }, op.auth);
    expect(refusal(refused)).toEqual({ status: 400, code: ErrorCode.CodeInvalid, reason: RefusalReason.OtpInvalid });
    const malformed = await api(t.app).post('/v1/admin/2fa/enable', { code: '12ab' }, op.auth);
    expect(refusal(malformed)).toMatchObject({ status: 400, code: ErrorCode.ValidationFailed });

    const enabled = await api(t.app).post('/v1/admin/2fa/enable', { code: totp(secret, clock) }, op.auth);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes = enabled.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    const rows = await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, op.id));
    expect(rows.map((r) => r.code_hash)).not.toContain(codes[0]);
    const sealed = (await t.app.db.select().from(twoFactor).where(eq(twoFactor.user_id, op.id)))[0]!;
    expect(sealed.secret).not.toContain(secret);

    // Never answered again: a new setup is refused while 2FA is on.
    later(60);
    expect(refusal(await api(t.app).post('/v1/admin/2fa/setup', undefined, op.auth))).toMatchObject({
      status: 409,
      reason: RefusalReason.TwoFactorEnabled,
    });
    expect((await api(t.app).get('/v1/admin/reports', op.auth)).statusCode).toBe(200);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('needs otp: missing is otp_required, wrong is otp_invalid, and neither signs a device in', async () => {
    const op = await signUpOperator(t.app, ['finance'], { at: clock });
    later(60);
    const missing = await signIn(t.app, op.email, op.password, { clientId: 'new-laptop' });
    expect(refusal(missing)).toEqual({ status: 400, code: ErrorCode.CodeInvalid, reason: RefusalReason.OtpRequired });
    expect(missing.json<{ errors: Record<string, string> }>().errors).toHaveProperty('otp');
    const wrong = await api(t.app).post('/v1/authenticate', {
      identity: op.email,
      password: op.password,
      otp: '000000',
    });
    expect(refusal(wrong)).toEqual({ status: 400, code: ErrorCode.CodeInvalid, reason: RefusalReason.OtpInvalid });
    // A wrong password still answers as a wrong password, saying nothing about a second factor.
    const badPassword = await api(t.app).post('/v1/authenticate', { identity: op.email, password: 'nope12345' });
    expect(refusal(badPassword)).toMatchObject({ code: ErrorCode.WrongCredentials });

    const ok = await api(t.app).post('/v1/authenticate', {
      identity: op.email,
      password: op.password,
      otp: totp(op.secret!, clock),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // The same code is not taken twice (replay), even within its 30 s.
    const replay = await api(t.app).post('/v1/authenticate', {
      identity: op.email,
      password: op.password,
      otp: totp(op.secret!, clock),
    });
    expect(refusal(replay)).toMatchObject({ reason: RefusalReason.OtpInvalid });
  });

  it('takes a recovery code once instead of a code', async () => {
    const op = await signUpOperator(t.app, ['support'], { at: clock });
    const code = op.recoveryCodes![0]!;
    const first = await api(t.app).post('/v1/authenticate', { identity: op.email, password: op.password, otp: code });
    expect(first.statusCode, first.body).toBe(200);
    const again = await api(t.app).post('/v1/authenticate', { identity: op.email, password: op.password, otp: code });
    expect(refusal(again)).toMatchObject({ status: 400, reason: RefusalReason.OtpInvalid });
  });

  it('counts otp guesses against the sign-in limit: the 11th try is refused even with the right code', async () => {
    const op = await signUpOperator(t.app, ['admin'], { at: clock });
    later(60);
    // Enabling took one try of the account's 10 (codes are guessed no faster there either).
    for (let i = 0; i < 9; i++) {
      const res = await api(t.app).post('/v1/authenticate', {
        identity: op.email,
        password: op.password,
        otp: '111111',
      });
      expect(res.statusCode).toBe(400);
    }
    const right = await api(t.app).post('/v1/authenticate', {
      identity: op.email,
      password: op.password,
      otp: totp(op.secret!, clock),
    });
    expect(refusal(right)).toMatchObject({ status: 429, code: ErrorCode.TooManyRequests });
  });

  it('does not ask members without 2FA (a role alone changes nothing at sign-in)', async () => {
    const m = await signUp(t.app);
    await grantRoles(t.app, m.id, ['moderator']);
    expect((await signIn(t.app, m.email, m.password)).statusCode).toBe(200);
    await enableTwoFactor(t.app, m, clock);
    later(60);
    expect(refusal(await signIn(t.app, m.email, m.password))).toMatchObject({ reason: RefusalReason.OtpRequired });
  });
});

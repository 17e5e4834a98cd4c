import type { AuthResponse } from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { latestCode, randomIp, signUp, uniqueName } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({}, createTestApp);

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: randomIp() });

describe('sign-up', () => {
  it('signs a member up and answers token, refresh token, lifetime and the account', async () => {
    const name = uniqueName('anna');
    const res = await post('/v1/register', { email: `${name}@example.test`, name, password: 'secret123', gender: 0 });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.expires_in).toBe(3600);
    expect(body.refresh_token.length).toBeGreaterThan(20);
    expect(body.me).toMatchObject({ name, gender: 0, balance: 0, vip: 0, free: 0, trialing: 0, is_partner: 0, bd: 0 });
    expect(body.me.counter).toEqual({ message: 0, notification: 0, request: 0, likeme: 0, order: 0 });
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json()).toMatchObject({ id: body.me.id, email: `${name}@example.test` });
  });

  it('gives app clients a token of 86400 s', async () => {
    const name = uniqueName('app');
    const res = await post(
      '/v1/register',
      { phone: '+86 138 0013 8000', name, password: 'secret123' },
      { 'x-client': 'app' },
    );
    expect(res.json<AuthResponse>().expires_in).toBe(86400);
  });

  it.each([
    ['abc', 3],
    ['a'.repeat(21), 21],
  ])('refuses a name of %s (%i characters) with the spec text', async (name) => {
    const res = await post('/v1/register', { email: 'x@example.test', name, password: 'secret123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001, errors: { name: 'Name is invalid, 4-20 symbols' } });
  });

  it('accepts names of exactly 4 and 20 characters', async () => {
    for (const length of [4, 20]) {
      const name = uniqueName('n').padEnd(length, 'x').slice(0, length);
      const res = await post('/v1/register', { email: `${name}@example.test`, name, password: 'secret123' });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses a short password and a missing e-mail or phone with the spec texts', async () => {
    const res = await post('/v1/register', { name: uniqueName(), password: '12345' });
    expect(res.json()).toMatchObject({
      code: 400001,
      errors: { email: 'Email or phone Can not be empty', password: 'Password is invalid' },
    });
  });

  it('refuses a taken e-mail and a taken name (case-insensitive) and creates nobody', async () => {
    const first = await signUp(t.app);
    const sameEmail = await post('/v1/register', { email: first.email, name: uniqueName(), password: 'secret123' });
    expect(sameEmail.json()).toMatchObject({ code: 400001, errors: { email: 'Email is already registered' } });
    const sameName = await post('/v1/register', {
      email: `${uniqueName()}@example.test`,
      name: first.name.toUpperCase(),
      password: 'secret123',
    });
    expect(sameName.json()).toMatchObject({ code: 400001, errors: { name: 'Name is already taken' } });
  });

  it('marks the e-mail verified when the sign-up code is given, and refuses a wrong one', async () => {
    const name = uniqueName('code');
    const email = `${name}@example.test`;
    expect((await post('/v1/verify', { email, purpose: 'register' })).statusCode).toBe(200);
    const code = await latestCode(t.app, email);
    const wrong = await post('/v1/register', {
      email,
      name,
      password: 'secret123',
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.json()).toMatchObject({ code: 400003 });
    const ok = await post('/v1/register', { email, name, password: 'secret123', code });
    expect(ok.json<AuthResponse>().me.email_verified).toBe(1);
  });
  it('keeps a phone given next to the e-mail, and refuses a phone that is taken', async () => {
    const name = uniqueName('both');
    const phone = `+49 151 ${String(Date.now()).slice(-8)}`;
    const res = await post('/v1/register', { email: `${name}@example.test`, phone, name, password: 'secret123' });
    expect(res.json<AuthResponse>().me).toMatchObject({ phone: phone.replace(/\D/g, ''), phone_verified: 0 });
    const again = uniqueName('both');
    const taken = await post('/v1/register', {
      email: `${again}@example.test`,
      phone,
      name: again,
      password: 'secret123',
    });
    expect(taken.json()).toMatchObject({ code: 400001, errors: { phone: 'Phone is already registered' } });
  });
});

describe('sign-up with NEW_MEMBER_BD=1', () => {
  const shop = useTestApp({ config: { newMemberBd: 1 } }, createTestApp);

  it('gives the new account bd 1, so the mall shows for it (spec §3)', async () => {
    const name = uniqueName('bd');
    const res = await shop.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: { email: `${name}@example.test`, name, password: 'secret123', gender: 1 },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().me.bd).toBe(1);
  });
});

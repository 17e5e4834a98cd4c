import { ValidationText, type AuthResponse } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { SIGN_UP_FACTS, latestCode, randomIp, signUp, uniqueName } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({}, createTestApp);

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: randomIp() });

describe('sign-up', () => {
  it('signs a member up and answers token, refresh token, lifetime and the account', async () => {
    const name = uniqueName('anna');
    const res = await post('/v1/register', {
      ...SIGN_UP_FACTS,
      email: `${name}@example.test`,
      name,
      password: 'secret123',
      gender: 0,
    });
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
      { ...SIGN_UP_FACTS, phone: '+86 138 0013 8000', name, password: 'secret123' },
      { 'x-client': 'app' },
    );
    expect(res.json<AuthResponse>().expires_in).toBe(86400);
  });

  it.each([
    ['abc', 3],
    ['a'.repeat(21), 21],
  ])('refuses a name of %s (%i characters) with the spec text', async (name) => {
    const res = await post('/v1/register', { ...SIGN_UP_FACTS, email: 'x@example.test', name, password: 'secret123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001, errors: { name: 'Name is invalid, 4-20 symbols' } });
  });

  it('accepts names of exactly 4 and 20 characters', async () => {
    for (const length of [4, 20]) {
      const name = uniqueName('n').padEnd(length, 'x').slice(0, length);
      const res = await post('/v1/register', {
        ...SIGN_UP_FACTS,
        email: `${name}@example.test`,
        name,
        password: 'secret123',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses a short password and a missing e-mail or phone with the spec texts', async () => {
    const res = await post('/v1/register', { ...SIGN_UP_FACTS, name: uniqueName(), password: '12345' });
    expect(res.json()).toMatchObject({
      code: 400001,
      errors: { email: 'Email or phone Can not be empty', password: 'Password is invalid' },
    });
  });

  it('refuses a taken e-mail and a taken name (case-insensitive) and creates nobody', async () => {
    const first = await signUp(t.app);
    const sameEmail = await post('/v1/register', {
      ...SIGN_UP_FACTS,
      email: first.email,
      name: uniqueName(),
      password: 'secret123',
    });
    expect(sameEmail.json()).toMatchObject({ code: 400001, errors: { email: 'Email is already registered' } });
    const sameName = await post('/v1/register', {
      ...SIGN_UP_FACTS,
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
      ...SIGN_UP_FACTS,
      email,
      name,
      password: 'secret123',
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.json()).toMatchObject({ code: 400003 });
    const ok = await post('/v1/register', { ...SIGN_UP_FACTS, email, name, password: 'secret123', code });
    expect(ok.json<AuthResponse>().me.email_verified).toBe(1);
  });
  it('keeps a phone given next to the e-mail, and refuses a phone that is taken', async () => {
    const name = uniqueName('both');
    const phone = `+49 151 ${String(Date.now()).slice(-8)}`;
    const res = await post('/v1/register', {
      ...SIGN_UP_FACTS,
      email: `${name}@example.test`,
      phone,
      name,
      password: 'secret123',
    });
    expect(res.json<AuthResponse>().me).toMatchObject({ phone: phone.replace(/\D/g, ''), phone_verified: 0 });
    const again = uniqueName('both');
    const taken = await post('/v1/register', {
      ...SIGN_UP_FACTS,
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
      payload: { ...SIGN_UP_FACTS, email: `${name}@example.test`, name, password: 'secret123' },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().me.bd).toBe(1);
  });
});

describe('the age gate, the gender and the terms (issue 21)', () => {
  /** YYYY-MM-DD of today (UTC) moved back by `years`. */
  const yearsAgo = (years: number, dayShift = 0) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + dayShift);
    return d.toISOString().slice(0, 10);
  };
  const signUpWith = (fields: Record<string, unknown>) => {
    const name = uniqueName('gate');
    const { gender, birthday, terms } = { ...SIGN_UP_FACTS, ...fields };
    const body = Object.fromEntries(
      Object.entries({ email: `${name}@example.test`, name, password: 'secret123', gender, birthday, terms }).filter(
        ([, v]) => v !== undefined,
      ),
    );
    return post('/v1/register', body);
  };
  const accountCount = async () => (await t.app.db.$count(users)) as number;

  it('refuses someone who turns 18 tomorrow on the birthday field, and creates nobody', async () => {
    const before = await accountCount();
    const res = await signUpWith({ birthday: yearsAgo(18, 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400001,
      errors: { birthday: ValidationText.underage },
    });
    expect(await accountCount()).toBe(before);
  });

  it('accepts a member whose 18th birthday is today, and keeps the birthday and the terms acceptance', async () => {
    const birthday = yearsAgo(18);
    const res = await signUpWith({ birthday });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<AuthResponse>().me.id;
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row!.birthday).toBe(birthday);
    expect(row!.terms_accepted_at).toBeInstanceOf(Date);
    // Whom they seek is asked in the onboarding, not assumed from their gender.
    expect(row!.interest).toBeNull();
  });

  it.each([
    ['missing', undefined, ValidationText.birthdayRequired],
    ['empty', '', ValidationText.birthdayRequired],
    ['not a date', 'soon', ValidationText.birthdayInvalid],
    ['an impossible day', '1990-02-30', ValidationText.birthdayInvalid],
    ['in the future', yearsAgo(-1), ValidationText.birthdayInvalid],
    ['over 100 years ago', yearsAgo(101), ValidationText.birthdayInvalid],
  ])('refuses a birthday %s', async (_case, birthday, message) => {
    const res = await signUpWith({ birthday: birthday ?? undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001, errors: { birthday: message } });
  });

  it('asks for the gender instead of assuming one', async () => {
    const res = await signUpWith({ gender: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001, errors: { gender: ValidationText.genderRequired } });
  });

  it('asks for the terms to be accepted', async () => {
    for (const terms of [undefined, false]) {
      const res = await signUpWith({ terms });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001, errors: { terms: ValidationText.termsRequired } });
    }
  });
});

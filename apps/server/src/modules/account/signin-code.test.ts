import { normalizePhone, type AuthResponse } from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import {
  activeDevices,
  api,
  bearer,
  createApiTestApp,
  otherCode,
  outboxOf,
  requestCode,
  signIn,
  testClock,
} from '../../test/account-helpers';
import { SIGN_UP_FACTS, randomIp, uniqueName } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

/*
 * The China edition's sign-in by SMS code (issue 20): `POST verify { phone, purpose: 'login' }` texts a
 * code to a member's phone, and `POST authenticate { identity: phone, code }` — the spec's sign-in call,
 * without its password — signs them in.
 */
const clock = testClock();
const t = useTestApp({ config: { edition: 'cn' }, deps: { now: clock.now } });

const wrongCode = { code: 400003, message: 'Code is wrong or expired', errors: { code: 'Code is wrong or expired' } };
const passwordMissing = { code: 400001, errors: { password: 'Password is invalid' } };

const newPhone = () => `+86 139 ${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A member who signed up on the China edition with their phone and its SMS code. */
async function phoneMember(phone = newPhone()) {
  const code = await requestCode(t.app, { phone, purpose: 'register' });
  const name = uniqueName('sms');
  const res = await api(t.app).post('/v1/register', { ...SIGN_UP_FACTS, phone, name, password: 'secret123', code });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  return { id: res.json<AuthResponse>().me.id, name, phone, digits: normalizePhone(phone) };
}

const loginCode = (phone: string) => requestCode(t.app, { phone, purpose: 'login' });
const signInByCode = (identity: string, code: string, headers: Record<string, string> = {}, ip = randomIp()) =>
  api(t.app).post('/v1/authenticate', { identity, code }, headers, ip);

describe('China edition: sign-in by SMS code, without a password', () => {
  it('texts a code to the phone and signs in with it, whatever the spelling of the number', async () => {
    const m = await phoneMember();
    const code = await loginCode(m.digits);
    const [sms] = await outboxOf(t.app, m.digits);
    expect(sms).toMatchObject({ to: m.digits, code });
    const res = await signInByCode(m.phone, code, { 'x-client-id': 'client-sms-1' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.me).toMatchObject({ id: m.id, name: m.name, phone: m.digits });
    expect((await api(t.app).get('/v1/me', bearer(body.token, 'client-sms-1'))).json()).toMatchObject({ id: m.id });
  });

  it('uses the code up: the same code a second time is refused', async () => {
    const m = await phoneMember();
    const code = await loginCode(m.phone);
    expect((await signInByCode(m.digits, code)).statusCode).toBe(200);
    const again = await signInByCode(m.digits, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(wrongCode);
  });

  it('refuses a wrong code and an expired one with "Code is wrong or expired", and signs no device in', async () => {
    const m = await phoneMember();
    const before = await activeDevices(t.app, m.id);
    const code = await loginCode(m.phone);
    expect((await signInByCode(m.phone, otherCode(code))).json()).toEqual(wrongCode);
    clock.advance(601_000);
    expect((await signInByCode(m.phone, code)).json()).toEqual(wrongCode);
    expect(await activeDevices(t.app, m.id)).toBe(before);
  });

  it('answers an unknown phone exactly as a registered one: code "sent", no text, then a wrong code', async () => {
    const known = await phoneMember();
    const unknown = newPhone();
    const sentKnown = await api(t.app).post('/v1/verify', { phone: known.phone, purpose: 'login' });
    const sentUnknown = await api(t.app).post('/v1/verify', { phone: unknown, purpose: 'login' });
    expect(sentUnknown.statusCode).toBe(sentKnown.statusCode);
    expect(sentUnknown.json()).toEqual(sentKnown.json());
    expect(await outboxOf(t.app, normalizePhone(unknown))).toEqual([]);
    const refused = await signInByCode(unknown, '123456');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(wrongCode);
  });

  it('sends no code to a phone its owner never verified, and it signs nobody in', async () => {
    // Signed up by e-mail with a phone given besides: the code verified the e-mail, not the phone.
    const name = uniqueName('sms');
    const email = `${name.toLowerCase()}@example.test`;
    const phone = newPhone();
    const code = await requestCode(t.app, { email, purpose: 'register' });
    const res = await api(t.app).post('/v1/register', {
      ...SIGN_UP_FACTS,
      email,
      phone,
      name,
      password: 'secret123',
      code,
    });
    expect(res.json<AuthResponse>().me).toMatchObject({ phone: normalizePhone(phone), phone_verified: 0 });
    expect((await api(t.app).post('/v1/verify', { phone, purpose: 'login' })).statusCode).toBe(200);
    expect(await outboxOf(t.app, normalizePhone(phone))).toEqual([]);
    expect((await signInByCode(phone, '123456')).json()).toEqual(wrongCode);
  });

  it('lets five wrong tries kill the code: the right one is refused after them', async () => {
    const m = await phoneMember();
    const code = await loginCode(m.phone);
    for (let i = 0; i < 5; i++) expect((await signInByCode(m.phone, otherCode(code))).json()).toEqual(wrongCode);
    expect((await signInByCode(m.phone, code)).json()).toEqual(wrongCode);
    // A new code works again.
    expect((await signInByCode(m.phone, await loginCode(m.phone))).statusCode).toBe(200);
  });

  it('counts code sign-ins against the sign-in limit of the account: the eleventh attempt is 429', async () => {
    const m = await phoneMember();
    const code = await loginCode(m.phone);
    for (let i = 0; i < 10; i++) await signInByCode(m.phone, '100001');
    const eleventh = await signInByCode(m.phone, code);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ code: 429000, message: 'Too many requests, please try again later' });
  });

  it('signs in past the five-device limit: the SMS code is the identity check the limit asks for', async () => {
    const m = await phoneMember();
    // With the password, devices are added until the limit asks the new one for a code (400074).
    let refusedClient: string | undefined;
    for (let i = 0; i < 6 && !refusedClient; i++) {
      const res = await signIn(t.app, m.phone, 'secret123', { clientId: `client-dev-${i}` });
      if (res.json<{ code?: number }>().code === 400074) refusedClient = `client-dev-${i}`;
      else expect(res.statusCode, res.body).toBe(200);
    }
    expect(refusedClient).toBeDefined();
    const before = await activeDevices(t.app, m.id);
    const res = await signInByCode(m.phone, await loginCode(m.phone), { 'x-client-id': refusedClient! });
    expect(res.statusCode, res.body).toBe(200);
    expect(await activeDevices(t.app, m.id)).toBe(before + 1);
  });

  it('asks for the password of an e-mail or a name: code sign-in is for phones', async () => {
    const res = await api(t.app).post('/v1/authenticate', { identity: 'someone@example.test', code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(passwordMissing);
    const byName = await api(t.app).post('/v1/authenticate', { identity: 'somebody', code: '123456' });
    expect(byName.json()).toMatchObject(passwordMissing);
  });

  it('refuses a sign-in with neither a password nor a code', async () => {
    const res = await api(t.app).post('/v1/authenticate', { identity: '13900000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(passwordMissing);
  });
});

describe('the global edition', () => {
  it('has no sign-in without a password: the password is what is missing', async () => {
    const global = await createApiTestApp();
    try {
      const res = await api(global.app).post('/v1/authenticate', { identity: '+49 151 2345 6789', code: '123456' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(passwordMissing);
    } finally {
      await global.close();
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { users } from '../../db/schema';
import { RateRules } from '../../platform/rate-limit';
import { api, createApiTestApp, outboxOf, rowCount, signIn } from '../../test/account-helpers';
import { SIGN_UP_FACTS, randomIp, signUp, uniqueName, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

// Sign-in per IP is lowered from 60 so the test needs few password checks; every other rule is the product's.
const SIGN_IN_PER_IP = 4;
let m: Member;
const t = useTestApp({ deps: { rateRules: { signInPerIp: { limit: SIGN_IN_PER_IP, windowSeconds: 900 } } } });
beforeAll(async () => {
  m = await signUp(t.app);
});

const tooMany = { code: 429000, message: 'Too many requests, please try again later' };

describe('rate limits', () => {
  it('allows 10 sign-in attempts per identity, from any addresses, then answers 429 even to the right password', async () => {
    expect(RateRules.signInPerIdentity.limit).toBe(10);
    const victim = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await signIn(t.app, victim.email, `wrong-${i}-pw`, { ip: randomIp() });
      expect(res.json()).toMatchObject({ code: 400002 });
    }
    const eleventh = await signIn(t.app, victim.email, victim.password, { ip: randomIp() });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(tooMany);
    // the identity is counted case-insensitively, and other members are not affected
    expect((await signIn(t.app, victim.email.toUpperCase(), victim.password)).statusCode).toBe(429);
    expect((await signIn(t.app, m.email, m.password)).statusCode).toBe(200);
  });

  it('counts attempts per account, however it is named: e-mail in any case, name, phone in any spelling', async () => {
    const digits = `4916${Math.floor(Math.random() * 1e8)
      .toString()
      .padStart(8, '0')}`;
    const victim = await signUp(t.app, { phone: `+${digits}` });
    const spellings = [
      victim.email,
      victim.email.toUpperCase(),
      victim.name,
      victim.name.toLowerCase(),
      digits,
      `+${digits}`,
      `+${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    ];
    for (let i = 0; i < 10; i++) {
      const res = await signIn(t.app, spellings[i % spellings.length]!, `wrong-${i}-pw`, { ip: randomIp() });
      expect(res.json()).toMatchObject({ code: 400002 });
    }
    for (const identity of [victim.name, digits, victim.email]) {
      const refused = await signIn(t.app, identity, victim.password, { ip: randomIp() });
      expect(refused.statusCode, identity).toBe(429);
      expect(refused.json()).toEqual(tooMany);
    }
  });

  it('limits sign-in attempts per address, whatever the identities', async () => {
    const ip = randomIp();
    for (let i = 0; i < SIGN_IN_PER_IP; i++) {
      const res = await signIn(t.app, uniqueName('guess'), 'secret123', { ip });
      expect(res.json()).toMatchObject({ code: 400002 });
    }
    const next = await signIn(t.app, m.email, m.password, { ip });
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual(tooMany);
    expect((await signIn(t.app, m.email, m.password, { ip: randomIp() })).statusCode).toBe(200);
  });

  it('behind a private-network proxy (TRUST_PROXY=1), counts the address the proxy saw, not what the client wrote', async () => {
    const proxied = await createApiTestApp({
      config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy },
      deps: { rateRules: { signInPerIp: { limit: SIGN_IN_PER_IP, windowSeconds: 900 } } },
    });
    try {
      const member = await signUp(proxied.app);
      const via = (client: string, identity: string, password: string) =>
        signIn(proxied.app, identity, password, {
          ip: '10.0.0.2',
          // The client prepends a made-up address each time; the proxy appends the one it saw.
          headers: { 'x-forwarded-for': `${randomIp()}, ${client}` },
        });
      for (let i = 0; i < SIGN_IN_PER_IP; i++)
        expect((await via('198.51.100.7', uniqueName('guess'), 'secret123')).json()).toMatchObject({ code: 400002 });
      expect((await via('198.51.100.7', member.email, member.password)).json()).toEqual(tooMany);
      expect((await via('198.51.100.8', member.email, member.password)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('sends at most 5 codes per hour to one address, from any client addresses', async () => {
    expect(RateRules.codePerTarget.limit).toBe(5);
    const email = `${uniqueName('flood')}@example.test`;
    for (let i = 0; i < 5; i++) {
      expect((await api(t.app).post('/v1/verify', { email, purpose: 'register' })).statusCode).toBe(200);
    }
    const sixth = await api(t.app).post('/v1/verify', { email, purpose: 'register' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(tooMany);
    expect(await outboxOf(t.app, email)).toHaveLength(5);
    const other = `${uniqueName('calm')}@example.test`;
    expect((await api(t.app).post('/v1/verify', { email: other, purpose: 'register' })).statusCode).toBe(200);
  });

  it('counts codes for unknown accounts too, so the limit does not tell who is registered', async () => {
    const email = `${uniqueName('ghost')}@example.test`;
    for (let i = 0; i < 5; i++) {
      expect((await api(t.app).post('/v1/verify', { email, purpose: 'password' })).statusCode).toBe(200);
    }
    expect((await api(t.app).post('/v1/verify', { email, purpose: 'password' })).json()).toEqual(tooMany);
    expect(await outboxOf(t.app, email)).toEqual([]);
  });

  it('allows 20 sign-ups per address and hour, then answers 429 and creates nobody', async () => {
    expect(RateRules.signUpPerIp.limit).toBe(20);
    const ip = randomIp();
    // Attempts count whether or not they succeed: these fail on the taken name, which costs no hashing.
    for (let i = 0; i < 20; i++) {
      const res = await api(t.app).post(
        '/v1/register',
        { ...SIGN_UP_FACTS, email: `${uniqueName('try')}@example.test`, name: m.name, password: 'secret123' },
        {},
        ip,
      );
      expect(res.json()).toMatchObject({ code: 400001, errors: { name: 'Name is already taken' } });
    }
    const before = await rowCount(t.app, users);
    const name = uniqueName('late');
    const payload = { ...SIGN_UP_FACTS, email: `${name}@example.test`, name, password: 'secret123' };
    const res = await api(t.app).post('/v1/register', payload, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany);
    expect(await rowCount(t.app, users)).toBe(before);
    expect((await api(t.app).post('/v1/register', payload, {}, randomIp())).statusCode).toBe(200);
  });
});

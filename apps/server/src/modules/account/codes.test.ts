import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { api, otherCode, outboxOf, requestCode, rowCount, testClock, userRow } from '../../test/account-helpers';
import { SIGN_UP_FACTS, signUp, uniqueName, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const clock = testClock();
let m: Member;
const t = useTestApp({ deps: { now: clock.now } });
beforeAll(async () => {
  m = await signUp(t.app);
});

const newEmail = () => `${uniqueName('code')}@example.test`;
const validate = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api(t.app).post('/v1/validate', body, headers);
const wrongCodeBody = {
  code: 400003,
  message: 'Code is wrong or expired',
  errors: { code: 'Code is wrong or expired' },
};

describe('sending a code', () => {
  it('mails a 6-digit code and answers how long it lives', async () => {
    const email = newEmail();
    const res = await api(t.app).post('/v1/verify', { email, purpose: 'register' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, expires_in: 600 });
    const [mail] = await outboxOf(t.app, email);
    expect(mail).toMatchObject({ to: email, subject: 'Your Yuanfen sign-up code' });
    expect(mail?.code).toMatch(/^\d{6}$/);
  });

  it('refuses a request without e-mail or phone with the spec text', async () => {
    const res = await api(t.app).post('/v1/verify', {});
    expect(res.json()).toMatchObject({ code: 400001, errors: { email: 'Email or phone Can not be empty' } });
  });

  it('refuses a sign-up code for an address that is already registered', async () => {
    const res = await api(t.app).post('/v1/verify', { email: m.email, purpose: 'register' });
    expect(res.json()).toMatchObject({ code: 400001, errors: { email: 'Email is already registered' } });
  });
});

describe('checking a code', () => {
  it('accepts the right code and refuses a wrong one with 400003 on the code field', async () => {
    const email = newEmail();
    const code = await requestCode(t.app, { email, purpose: 'register' });
    const wrong = await validate({ email, code: otherCode(code), purpose: 'register' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(wrongCodeBody);
    const right = await validate({ email, code, purpose: 'register' });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ ok: true });
  });

  it('accepts a code until its 10 minutes are over, and not after', async () => {
    const email = newEmail();
    const code = await requestCode(t.app, { email, purpose: 'register' });
    clock.advance(599_000);
    expect((await validate({ email, code, purpose: 'register' })).statusCode).toBe(200);
    clock.advance(2_000);
    const late = await validate({ email, code, purpose: 'register' });
    expect(late.json()).toEqual(wrongCodeBody);
    const name = uniqueName('late');
    const signUpLate = await api(t.app).post('/v1/register', {
      ...SIGN_UP_FACTS,
      email,
      name,
      password: 'secret123',
      code,
    });
    expect(signUpLate.json()).toMatchObject({ code: 400003 });
  });

  it('uses a code once: a sign-up consumes it', async () => {
    const email = newEmail();
    const code = await requestCode(t.app, { email, purpose: 'register' });
    const first = await api(t.app).post('/v1/register', {
      ...SIGN_UP_FACTS,
      email,
      name: uniqueName('once'),
      password: 'secret123',
      code,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await validate({ email, code, purpose: 'register' })).json()).toEqual(wrongCodeBody);
  });

  it('binds a code to its purpose: a password code does not reactivate or verify', async () => {
    const code = await requestCode(t.app, { email: m.email, purpose: 'password' });
    expect((await validate({ email: m.email, code, purpose: 'reactivate' })).json()).toEqual(wrongCodeBody);
    const reactivate = await api(t.app).put('/v1/reactivate', { email: m.email, code });
    expect(reactivate.json()).toMatchObject({ code: 400003 });
    expect((await validate({ email: m.email, code }, m.auth)).json()).toEqual(wrongCodeBody);
    // the refusals spent attempts but the code is still good for its own purpose
    expect((await validate({ email: m.email, code, purpose: 'password' })).statusCode).toBe(200);
  });

  it('binds a code to its address', async () => {
    const email = newEmail();
    const code = await requestCode(t.app, { email, purpose: 'register' });
    expect((await validate({ email: newEmail(), code, purpose: 'register' })).json()).toEqual(wrongCodeBody);
  });

  it('keeps only the newest code of an address and purpose', async () => {
    const email = newEmail();
    const first = await requestCode(t.app, { email, purpose: 'register' });
    const second = await requestCode(t.app, { email, purpose: 'register' });
    if (first !== second) expect((await validate({ email, code: first, purpose: 'register' })).statusCode).toBe(400);
    expect((await validate({ email, code: second, purpose: 'register' })).statusCode).toBe(200);
  });

  it('burns a code after 5 wrong attempts, even for the right one', async () => {
    const email = newEmail();
    const code = await requestCode(t.app, { email, purpose: 'register' });
    for (let i = 0; i < 5; i++) {
      expect((await validate({ email, code: otherCode(code), purpose: 'register' })).json()).toEqual(wrongCodeBody);
    }
    expect((await validate({ email, code, purpose: 'register' })).json()).toEqual(wrongCodeBody);
    const users0 = await rowCount(t.app, users);
    const res = await api(t.app).post('/v1/register', {
      ...SIGN_UP_FACTS,
      email,
      name: uniqueName('burn'),
      password: 'secret123',
      code,
    });
    expect(res.json()).toMatchObject({ code: 400003 });
    expect(await rowCount(t.app, users)).toBe(users0);
  });

  it.each([['12345'], ['100000000'], ['12ab56'], ['']])(
    'refuses the malformed code %j with the spec text',
    async (code) => {
      const res = await validate({ email: newEmail(), code, purpose: 'register' });
      expect(res.json()).toMatchObject({ code: 400001, errors: { code: 'Code Can not be empty' } });
    },
  );
});

describe('verifying the signed-in member’s e-mail', () => {
  let v: Member;
  beforeAll(async () => {
    v = await signUp(t.app);
  });

  it('needs a signed-in member', async () => {
    const res = await api(t.app).post('/v1/verify', { email: v.email, purpose: 'verify' });
    expect(res.statusCode).toBe(401);
  });

  it('marks email_verified = 1 in GET me after validate with the mailed code', async () => {
    expect((await api(t.app).get('/v1/me', v.auth)).json()).toMatchObject({ email_verified: 0 });
    const code = await requestCode(t.app, { email: v.email }, v.auth);
    const [mail] = await outboxOf(t.app, v.email);
    expect(mail?.subject).toBe('Verify your e-mail on Yuanfen');
    // The mail links to the screen that checks the code, signed in, with the code filled in.
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe('/setting/information');
    expect(Object.fromEntries(link.searchParams)).toEqual({ verify_email: v.email, code });
    const res = await validate({ email: v.email, code, purpose: 'verify' }, v.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect((await api(t.app).get('/v1/me', v.auth)).json()).toMatchObject({ email: v.email, email_verified: 1 });
    // used up
    expect((await validate({ email: v.email, code, purpose: 'verify' }, v.auth)).json()).toEqual(wrongCodeBody);
  });

  it('answers 400010 for an address that is already verified, and sends nothing', async () => {
    const mails = (await outboxOf(t.app, v.email)).length;
    const res = await api(t.app).post('/v1/verify', { email: v.email }, v.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400010, message: 'Already verified' });
    expect((await outboxOf(t.app, v.email)).length).toBe(mails);
  });

  it('refuses to verify an address that belongs to another member', async () => {
    const res = await api(t.app).post('/v1/verify', { email: m.email }, v.auth);
    expect(res.json()).toMatchObject({ code: 400001, errors: { email: 'Email is already registered' } });
    expect((await userRow(t.app, v.id)).email).toBe(v.email);
  });
});

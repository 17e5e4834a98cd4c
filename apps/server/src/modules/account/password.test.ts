import { beforeAll, describe, expect, it } from 'vitest';
import { api, outboxCount, outboxOf, requestCode, signedIn, signIn, userRow } from '../../test/account-helpers';
import { signUp, uniqueName, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const find = (body: Record<string, unknown>) => api(t.app).put('/v1/password/find', body);

describe('PUT password/find (forgotten password)', () => {
  let m: Member;
  beforeAll(async () => {
    m = await signUp(t.app);
  });

  it('sets the new password with the mailed code and signs every device out', async () => {
    const other = await signedIn(t.app, m.email, m.password, 'other-browser');
    const code = await requestCode(t.app, { email: m.email, purpose: 'password' });
    expect((await outboxOf(t.app, m.email))[0]?.subject).toBe('Reset your Yuanfen password');
    const res = await find({ email: m.email, code, new_password: 'brand-new-1', new_password_confirm: 'brand-new-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await signIn(t.app, m.email, m.password)).json()).toMatchObject({ code: 400002 });
    expect((await signIn(t.app, m.email, 'brand-new-1')).statusCode).toBe(200);
    for (const auth of [m.auth, other.auth]) expect((await api(t.app).get('/v1/me', auth)).statusCode).toBe(401);
    for (const refresh_token of [m.refresh, other.refresh_token]) {
      expect((await api(t.app).post('/v1/token/refresh', { refresh_token })).statusCode).toBe(401);
    }
    // the code is used up
    const again = await find({ email: m.email, code, new_password: 'another-2', new_password_confirm: 'another-2' });
    expect(again.json()).toMatchObject({ code: 400003, errors: { code: 'Code is wrong or expired' } });
    expect((await signIn(t.app, m.email, 'brand-new-1')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, and sends it nothing', async () => {
    const known = await api(t.app).post('/v1/verify', { email: m.email, purpose: 'password' });
    const ghost = `${uniqueName('ghost')}@example.test`;
    const unknown = await api(t.app).post('/v1/verify', { email: ghost, purpose: 'password' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxOf(t.app, ghost)).toEqual([]);
  });

  it('refuses a code for an unknown e-mail', async () => {
    const res = await find({
      email: `${uniqueName('ghost')}@example.test`,
      code: '123456',
      new_password: 'brand-new-1',
      new_password_confirm: 'brand-new-1',
    });
    expect(res.json()).toMatchObject({ code: 400003 });
  });

  it('refuses a mismatched confirmation with "Passwords are not the same" and keeps the code and password', async () => {
    const v = await signUp(t.app);
    const code = await requestCode(t.app, { email: v.email, purpose: 'password' });
    const res = await find({ email: v.email, code, new_password: 'brand-new-1', new_password_confirm: 'brand-new-2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400001,
      message: 'Passwords are not the same',
      errors: { new_password_confirm: 'Passwords are not the same' },
    });
    expect((await signIn(t.app, v.email, v.password)).statusCode).toBe(200);
    const fixed = await find({
      email: v.email,
      code,
      new_password: 'brand-new-1',
      new_password_confirm: 'brand-new-1',
    });
    expect(fixed.statusCode).toBe(200);
  });

  it('refuses a short new password with the spec text', async () => {
    const res = await find({ email: m.email, code: '123456', new_password: '12345', new_password_confirm: '12345' });
    expect(res.json()).toMatchObject({
      code: 400001,
      errors: { new_password: 'Password is invalid, 6 symbols minimum' },
    });
  });

  it('refuses a request without e-mail or phone, or without a code', async () => {
    const noContact = await find({ code: '123456', new_password: 'brand-new-1', new_password_confirm: 'brand-new-1' });
    expect(noContact.json()).toMatchObject({ code: 400001, errors: { email: 'Email or phone Can not be empty' } });
    const noCode = await find({ email: m.email, new_password: 'brand-new-1', new_password_confirm: 'brand-new-1' });
    expect(noCode.json()).toMatchObject({ code: 400001, errors: { code: 'Code Can not be empty' } });
  });
});

describe('POST and PUT password/reset (change password while signed in)', () => {
  it.each(['POST', 'PUT'] as const)('%s refuses a wrong current password and changes nothing', async (method) => {
    const m = await signUp(t.app);
    const hash = (await userRow(t.app, m.id)).password_hash;
    const send = method === 'POST' ? api(t.app).post : api(t.app).put;
    const res = await send(
      '/v1/password/reset',
      { password: 'not-my-pw', new_password: 'brand-new-1', new_password_confirm: 'brand-new-1' },
      m.auth,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400002, errors: { password: 'Wrong password' } });
    expect((await userRow(t.app, m.id)).password_hash).toBe(hash);
  });

  it.each(['POST', 'PUT'] as const)('%s with the right current password sets the new one', async (method) => {
    const m = await signUp(t.app);
    const send = method === 'POST' ? api(t.app).post : api(t.app).put;
    const res = await send(
      '/v1/password/reset',
      { password: m.password, new_password: 'brand-new-1', new_password_confirm: 'brand-new-1' },
      m.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await signIn(t.app, m.email, m.password)).json()).toMatchObject({ code: 400002 });
    expect((await signIn(t.app, m.email, 'brand-new-1')).statusCode).toBe(200);
    // the device that changed it stays signed in
    expect((await api(t.app).get('/v1/me', m.auth)).statusCode).toBe(200);
  });

  it('refuses a mismatched confirmation and a missing session', async () => {
    const m = await signUp(t.app);
    const body = { password: m.password, new_password: 'brand-new-1', new_password_confirm: 'brand-new-2' };
    expect((await api(t.app).post('/v1/password/reset', body, m.auth)).json()).toMatchObject({
      code: 400001,
      errors: { new_password_confirm: 'Passwords are not the same' },
    });
    const mails = await outboxCount(t.app);
    const anonymous = await api(t.app).post('/v1/password/reset', { ...body, new_password_confirm: 'brand-new-1' });
    expect(anonymous.statusCode).toBe(401);
    expect((await signIn(t.app, m.email, m.password)).statusCode).toBe(200);
    expect(await outboxCount(t.app)).toBe(mails);
  });
});

import type { AuthResponse } from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import {
  activeDevices,
  api,
  bearer,
  otherCode,
  outboxOf,
  requestCode,
  signIn,
  userRow,
} from '../../test/account-helpers';
import { signUp, uniqueName } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const me = (auth: Record<string, string>) => api(t.app).get('/v1/me', auth);

describe('DELETE user (deactivate)', () => {
  it('deactivates the account: sign-in answers 400016 and every old token is dead', async () => {
    const m = await signUp(t.app);
    expect((await me(m.auth)).statusCode).toBe(200); // the device's sign-in is now in the session cache
    const res = await api(t.app).delete('/v1/user', { password: m.password }, m.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await userRow(t.app, m.id)).status).toBe('deactivated');
    expect((await me(m.auth)).statusCode).toBe(401);
    expect((await api(t.app).post('/v1/token/refresh', { refresh_token: m.refresh })).statusCode).toBe(401);
    expect((await signIn(t.app, m.email, m.password)).json()).toMatchObject({ code: 400016 });
    expect(await activeDevices(t.app, m.id)).toBe(0);
  });

  it('needs a session', async () => {
    const res = await api(t.app).delete('/v1/user');
    expect(res.statusCode).toBe(401);
  });

  it('needs the account’s password: none or a wrong one leaves the account active', async () => {
    const m = await signUp(t.app);
    const none = await api(t.app).delete('/v1/user', undefined, m.auth);
    expect(none.json()).toMatchObject({ code: 400001, errors: { password: 'Cannot be empty' } });
    const wrong = await api(t.app).delete('/v1/user', { password: 'not-my-pw' }, m.auth);
    expect(wrong.json()).toMatchObject({ code: 400002, errors: { password: 'Wrong password' } });
    expect((await userRow(t.app, m.id)).status).toBe('active');
    expect((await me(m.auth)).statusCode).toBe(200);
    expect((await api(t.app).delete('/v1/user', { password: m.password }, m.auth)).statusCode).toBe(200);
    expect((await userRow(t.app, m.id)).status).toBe('deactivated');
  });

  it('refuses a malformed body and stays active', async () => {
    const m = await signUp(t.app);
    for (const payload of [[1, 2], { password: 'x'.repeat(200) }, { reason: 'bye' }]) {
      const res = await api(t.app).delete('/v1/user', payload, m.auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const nullBody = await t.app.inject({
      method: 'DELETE',
      url: '/v1/user',
      headers: { ...m.auth, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.statusCode).toBe(400);
    expect((await userRow(t.app, m.id)).status).toBe('active');
  });
});

describe('PUT reactivate', () => {
  it('reactivates with a reactivation code and signs the member in', async () => {
    const m = await signUp(t.app);
    await api(t.app).delete('/v1/user', { password: m.password }, m.auth);
    const code = await requestCode(t.app, { email: m.email, purpose: 'reactivate' });
    expect((await outboxOf(t.app, m.email))[0]?.subject).toBe('Reactivate your Yuanfen account');
    const res = await api(t.app).put('/v1/reactivate', { email: m.email, code }, { 'x-client-id': 'back-again' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.me).toMatchObject({ id: m.id, name: m.name });
    expect((await me(bearer(body.token))).json()).toMatchObject({ id: m.id });
    const row = await userRow(t.app, m.id);
    expect(row.status).toBe('active');
    expect(row.deactivated_at).toBeNull();
    expect((await signIn(t.app, m.email, m.password)).statusCode).toBe(200);
    // the code worked once
    expect((await api(t.app).put('/v1/reactivate', { email: m.email, code })).json()).toMatchObject({ code: 400003 });
  });

  it('refuses a wrong code and leaves the account deactivated', async () => {
    const m = await signUp(t.app);
    await api(t.app).delete('/v1/user', { password: m.password }, m.auth);
    const code = await requestCode(t.app, { email: m.email, purpose: 'reactivate' });
    const res = await api(t.app).put('/v1/reactivate', { email: m.email, code: otherCode(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400003, errors: { code: 'Code is wrong or expired' } });
    expect((await userRow(t.app, m.id)).status).toBe('deactivated');
  });

  it('does not reactivate a banned account', async () => {
    const m = await signUp(t.app);
    await t.app.services.accounts.ban(m.id);
    const code = await requestCode(t.app, { email: m.email, purpose: 'reactivate' });
    const res = await api(t.app).put('/v1/reactivate', { email: m.email, code });
    expect(res.json()).toMatchObject({ code: 400015 });
    expect((await userRow(t.app, m.id)).status).toBe('banned');
    expect(await activeDevices(t.app, m.id)).toBe(0);
  });

  it('sends no reactivation code to an unknown address and refuses any code for it', async () => {
    const ghost = `${uniqueName('ghost')}@example.test`;
    expect((await api(t.app).post('/v1/verify', { email: ghost, purpose: 'reactivate' })).statusCode).toBe(200);
    expect(await outboxOf(t.app, ghost)).toEqual([]);
    expect((await api(t.app).put('/v1/reactivate', { email: ghost, code: '123456' })).json()).toMatchObject({
      code: 400003,
    });
  });

  it('refuses a missing or malformed code with the spec text', async () => {
    for (const code of [undefined, 'abcdef', '99999']) {
      const res = await api(t.app).put('/v1/reactivate', { email: 'x@example.test', ...(code ? { code } : {}) });
      expect(res.json()).toMatchObject({ code: 400001, errors: { code: 'Code Can not be empty' } });
    }
  });
});

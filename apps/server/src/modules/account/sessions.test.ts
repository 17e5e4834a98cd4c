import type { AuthResponse } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeDevices, api, bearer, signedIn } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const me = (auth: Record<string, string>) => api(t.app).get('/v1/me', auth);
const refresh = (refresh_token: string, headers?: Record<string, string>) =>
  api(t.app).post('/v1/token/refresh', { refresh_token }, headers);

describe('refresh tokens', () => {
  let m: Member;
  let other: Awaited<ReturnType<typeof signedIn>>;
  let rotated: AuthResponse;

  beforeAll(async () => {
    m = await signUp(t.app);
    other = await signedIn(t.app, m.email, m.password, 'second-browser');
  });

  it('rotates: a new access and refresh token for the same device and the same account', async () => {
    const res = await refresh(m.refresh, { 'x-client-id': m.clientId });
    expect(res.statusCode, res.body).toBe(200);
    rotated = res.json<AuthResponse>();
    expect(rotated.refresh_token).not.toBe(m.refresh);
    expect(rotated.expires_in).toBe(3600);
    expect(rotated.me).toMatchObject({ id: m.id, name: m.name });
    const meRes = await me(bearer(rotated.token, m.clientId));
    expect(meRes.statusCode).toBe(200);
    expect(meRes.json()).toMatchObject({ id: m.id });
    expect(await activeDevices(t.app, m.id)).toBe(2);
  });

  it('gives an app a day-long access token on refresh, and a web device an hour whatever it calls itself', async () => {
    const signedInApp = await api(t.app).post(
      '/v1/authenticate',
      { identity: m.email, password: m.password },
      { 'x-client-id': 'phone-app', 'x-client': 'app' },
    );
    const app = signedInApp.json<AuthResponse>();
    expect(app.expires_in).toBe(86400);
    expect((await refresh(app.refresh_token)).json<AuthResponse>().expires_in).toBe(86400);
    const web = await signedIn(t.app, m.email, m.password, 'web-browser');
    const stretched = await refresh(web.refresh_token, { 'x-client': 'app' });
    expect(stretched.json<AuthResponse>().expires_in).toBe(3600);
  });

  it('treats reuse of an old refresh token as theft: 401, and that device is signed out', async () => {
    const reuse = await refresh(m.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 0, message: 'Session expired' });
    // the rotation's new tokens die with the device, and so does the first access token
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await me(bearer(rotated.token))).statusCode).toBe(401);
    expect((await me(m.auth)).statusCode).toBe(401);
  });

  it('leaves the member’s other devices signed in', async () => {
    expect((await me(other.auth)).statusCode).toBe(200);
    const res = await refresh(other.refresh_token);
    expect(res.statusCode).toBe(200);
    expect((await me(bearer(res.json<AuthResponse>().token))).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed refresh token with 401 or 400', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const short = await refresh('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 400001 });
  });
});

describe('logout', () => {
  it('ends only the device it is sent from', async () => {
    const m = await signUp(t.app);
    const second = await signedIn(t.app, m.email, m.password, 'other-device');
    const res = await api(t.app).post('/v1/logout', undefined, m.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await me(m.auth)).statusCode).toBe(401);
    expect((await refresh(m.refresh)).statusCode).toBe(401);
    expect((await me(second.auth)).statusCode).toBe(200);
    expect(await activeDevices(t.app, m.id)).toBe(1);
  });

  it('accepts an empty JSON object as well as no body', async () => {
    const m = await signUp(t.app);
    expect((await api(t.app).post('/v1/logout', {}, m.auth)).statusCode).toBe(200);
    expect((await me(m.auth)).statusCode).toBe(401);
  });

  it('with {all: true} ends every device of the account', async () => {
    const m = await signUp(t.app);
    const second = await signedIn(t.app, m.email, m.password, 'device-b');
    const third = await signedIn(t.app, m.email, m.password, 'device-c');
    const res = await api(t.app).post('/v1/logout', { all: true }, second.auth);
    expect(res.statusCode).toBe(200);
    for (const auth of [m.auth, second.auth, third.auth]) expect((await me(auth)).statusCode).toBe(401);
    for (const token of [m.refresh, second.refresh_token, third.refresh_token]) {
      expect((await refresh(token)).statusCode).toBe(401);
    }
    expect(await activeDevices(t.app, m.id)).toBe(0);
  });

  it('does not bring an old access token back when the same browser signs in again', async () => {
    const m = await signUp(t.app);
    expect((await api(t.app).post('/v1/logout', undefined, m.auth)).statusCode).toBe(200);
    const again = await signedIn(t.app, m.email, m.password, m.clientId);
    expect((await me(again.auth)).statusCode).toBe(200);
    expect((await me(m.auth)).statusCode).toBe(401);
    expect((await refresh(m.refresh)).statusCode).toBe(401);
    expect(await activeDevices(t.app, m.id)).toBe(1);
  });

  it('refuses a logout without a valid token with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }, { authorization: 'Basic abc' }] as Record<
      string,
      string
    >[]) {
      const res = await api(t.app).post('/v1/logout', undefined, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 0, message: 'Unauthorized' });
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appVersions, clientErrors } from '../../db/schema';
import { api, createApiTestApp, rowCount } from '../../test/account-helpers';
import { randomIp, signUp } from '../../test/factories';
import { createTestApp } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const country = async (headers: Record<string, string>) =>
  (await api(t.app).get('/v1/countryCode', headers)).json<{ country_code: string }>().country_code;

describe('GET countryCode', () => {
  it('takes the region of the preferred browser language', async () => {
    expect(await country({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toBe('DE');
    expect(await country({ 'accept-language': 'zh_tw' })).toBe('TW');
    expect(await country({ 'accept-language': 'ja' })).toBe('JP');
  });

  it('prefers the CDN’s country header over the language', async () => {
    expect(await country({ 'cf-ipcountry': 'fr', 'accept-language': 'de-DE' })).toBe('FR');
  });

  it('falls back to US on the global edition and ignores junk', async () => {
    expect(await country({})).toBe('US');
    expect(await country({ 'cf-ipcountry': 'XXX', 'accept-language': '*;q=0.5' })).toBe('US');
  });
});

describe('GET version/{platform}/{version}', () => {
  const version = (a: string, b: string) => api(t.app).get(`/v1/version/${a}/${b}`);

  it('asks an older client to update and leaves the current one alone', async () => {
    const old = await version('web', '0.9.0');
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ update: 1, version: '1.0.0' });
    expect((await version('web', '1.0.0')).json()).toMatchObject({ update: 0, version: '1.0.0' });
    expect((await version('web', '1.0')).json()).toMatchObject({ update: 0 });
  });

  it('follows a newer release an operator stored, per platform, comparing numerically', async () => {
    await t.app.db
      .insert(appVersions)
      .values({ platform: 'app', version: '1.10.0', url: 'https://dl.test/app', notes: 'Faster chat' });
    expect((await version('app', '1.0.0')).json()).toEqual({
      update: 1,
      version: '1.10.0',
      url: 'https://dl.test/app',
      notes: 'Faster chat',
      force: false,
    });
    expect((await version('app', '1.9.9')).json()).toMatchObject({ update: 1 });
    expect((await version('app', '1.10.0')).json()).toMatchObject({ update: 0 });
    expect((await version('web', '1.0.0')).json()).toMatchObject({ update: 0, version: '1.0.0' });
  });

  it.each([
    ['web', 'abc', 'Invalid version'],
    ['web', '1.0.0-beta', 'Invalid version'],
    ['web', '1.2.3.4.5', 'Invalid version'],
    ['WEB', '1.0.0', 'Unknown platform'],
    ['we b', '1.0.0', 'Unknown platform'],
  ])('refuses %s/%s with 400', async (a, b, message) => {
    const res = await version(encodeURIComponent(a), encodeURIComponent(b));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001, message });
  });
});

describe('POST error (client error reports)', () => {
  it('stores a report with the member, when signed in, and the browser', async () => {
    const m = await signUp(t.app);
    const report = {
      message: 'TypeError: x is undefined',
      stack: 'at App (app.js:1:1)',
      url: '/chat',
      version: '1.0.0',
    };
    const res = await api(t.app).post('/v1/error', report, { ...m.auth, 'user-agent': 'TestBrowser/1.0' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.app.db.select().from(clientErrors).where(eq(clientErrors.message, report.message));
    expect(row).toMatchObject({ ...report, user_id: m.id, user_agent: 'TestBrowser/1.0' });
  });

  it('stores an anonymous report without a member', async () => {
    const message = `anonymous ${Date.now()}`;
    expect((await api(t.app).post('/v1/error', { message })).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(clientErrors).where(eq(clientErrors.message, message));
    expect(row).toMatchObject({ message, user_id: null, stack: null });
  });

  it('refuses a report without a message, or with unknown fields, and stores nothing', async () => {
    const before = await rowCount(t.app, clientErrors);
    for (const payload of [
      {},
      { stack: 'x' },
      { message: 'x', password: 'secret123' },
      { message: 'x'.repeat(2001) },
    ]) {
      const res = await api(t.app).post('/v1/error', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001 });
    }
    expect(await rowCount(t.app, clientErrors)).toBe(before);
  });

  it('keeps at most 60 reports per address and hour, still answering ok', async () => {
    const ip = randomIp();
    const before = await rowCount(t.app, clientErrors);
    for (let i = 0; i < 62; i++) {
      expect((await api(t.app).post('/v1/error', { message: `flood ${i}` }, {}, ip)).statusCode).toBe(200);
    }
    expect(await rowCount(t.app, clientErrors)).toBe(before + 60);
  });
});

/** The developer's own machine: the only client the development-only routes answer. */
const LOOPBACK = '127.0.0.1';

describe('debug outbox and unknown routes', () => {
  it('shows the outbox outside production, to a client on this machine', async () => {
    const res = await api(t.app).get('/v1/debug/outbox', {}, LOOPBACK);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('data');
    expect((await api(t.app).get('/v1/debug/outbox', {}, '::1')).statusCode).toBe(200);
  });

  it('answers any other client as if the debug routes did not exist, whatever X-Forwarded-For says', async () => {
    const trusting = await createApiTestApp({ config: { trustProxy: ['203.0.113.9'] } });
    try {
      for (const app of [t.app, trusting.app]) {
        const outbox = await api(app).get('/v1/debug/outbox', { 'x-forwarded-for': '127.0.0.1' }, '203.0.113.9');
        expect(outbox.statusCode).toBe(404);
        expect(outbox.json()).toEqual({ code: 0, message: 'Route GET /v1/debug/outbox not found' });
        const { captcha_id } = (await api(app).get('/v1/captcha')).json<{ captcha_id: string }>();
        expect((await api(app).get(`/v1/debug/captcha/${captcha_id}`, {}, '10.0.0.7')).statusCode).toBe(404);
      }
    } finally {
      await trusting.close();
    }
  });

  it('has no outbox in production: 404 in the error shape', async () => {
    const prod = await createApiTestApp({ config: { env: 'production' } });
    try {
      const res = await api(prod.app).get('/v1/debug/outbox?to=someone@example.test', {}, LOOPBACK);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 0, message: 'Route GET /v1/debug/outbox not found' });
      expect((await api(prod.app).get('/v1/countryCode')).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('reveals a captcha answer outside production only, so journeys can solve it', async () => {
    const { captcha_id } = (await api(t.app).get('/v1/captcha')).json<{ captcha_id: string }>();
    const res = await api(t.app).get(`/v1/debug/captcha/${captcha_id}`, {}, LOOPBACK);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ answer: string }>().answer).toMatch(/^\w{4}$/);
    expect((await api(t.app).get('/v1/debug/captcha/unknown', {}, LOOPBACK)).statusCode).toBe(404);
    const prod = await createApiTestApp({ config: { env: 'production' } });
    try {
      const created = (await api(prod.app).get('/v1/captcha')).json<{ captcha_id: string }>();
      expect((await api(prod.app).get(`/v1/debug/captcha/${created.captcha_id}`, {}, LOOPBACK)).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const res = await api(t.app).post('/v1/nothing-here', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, message: 'Route POST /v1/nothing-here not found' });
  });
});

describe('with a built web app', () => {
  it('starts, serves index.html for app routes and keeps API 404s in the error shape', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Yuanfen</title>');
    const web = await createTestApp({ config: { webDist } });
    try {
      for (const url of ['/', '/?type=login', '/ja/', '/profile/12']) {
        const page = await api(web.app).get(url, { accept: 'text/html' });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>Yuanfen</title>');
      }
      const plain = await web.app.inject({ method: 'GET', url: '/' });
      expect(plain.statusCode, 'a client that accepts anything gets the app').toBe(200);
      expect((await web.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      fs.mkdirSync(path.join(webDist, 'assets'));
      fs.writeFileSync(path.join(webDist, 'assets', 'late.js'), 'console.log(1)');
      const builtAfterStart = await api(web.app).get('/assets/late.js');
      expect(builtAfterStart.statusCode).toBe(200);
      const missing = await api(web.app).get('/v1/nothing-here', { accept: 'text/html' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 0 });
    } finally {
      await web.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { api, createApiTestApp } from '../test/account-helpers';
import type { TestApp } from '../test/harness';

const tooMany = { code: 429000, message: 'Too many requests, please try again later' };

describe('RATE_LIMIT_HTTP: requests per minute per client address for the whole API', () => {
  let limited: TestApp;
  let unlimited: TestApp;
  beforeAll(async () => {
    limited = await createApiTestApp({ config: { rateLimitHttp: 3 } });
    unlimited = await createApiTestApp({ config: { rateLimitHttp: 0 } });
  });
  afterAll(async () => {
    await Promise.all([limited?.close(), unlimited?.close()]);
  });

  it('answers 429 with the error body of the contract once an address has used its minute', async () => {
    const ip = '10.20.30.1';
    for (let i = 0; i < 3; i++) expect((await api(limited.app).get('/v1/config', {}, ip)).statusCode).toBe(200);
    const refused = await api(limited.app).get('/v1/config', {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    // Every route counts against the same budget, signed in or not.
    expect((await api(limited.app).get('/v1/me', {}, ip)).statusCode).toBe(429);
  });

  it('counts each client address on its own', async () => {
    expect((await api(limited.app).get('/v1/config', {}, '10.20.30.2')).statusCode).toBe(200);
  });

  it('leaves the web app and public photos out: a page load of many files spends none of it', async () => {
    const ip = '10.20.30.4';
    for (let i = 0; i < 10; i++) {
      const asset = await api(limited.app).get(`/assets/chunk-${i}.js`, {}, ip);
      expect(asset.statusCode).not.toBe(429);
      expect((await api(limited.app).get(`/uploads/missing-${i}.webp`, {}, ip)).statusCode).not.toBe(429);
    }
    for (let i = 0; i < 3; i++) expect((await api(limited.app).get('/v1/config', {}, ip)).statusCode).toBe(200);
    expect((await api(limited.app).get('/v1/config', {}, ip)).statusCode).toBe(429);
  });

  it('still answers pages once the API minute is used up: a page is never the raw 429', async () => {
    const ip = '10.20.30.5';
    for (let i = 0; i < 3; i++) expect((await api(limited.app).get('/v1/config', {}, ip)).statusCode).toBe(200);
    expect((await api(limited.app).get('/v1/config', {}, ip)).statusCode).toBe(429);
    for (const page of ['/home', '/profile/12', '/recommend', '/assets/index.js', '/uploads/a.webp']) {
      const res = await limited.app.inject({
        method: 'GET',
        url: page,
        headers: { accept: 'text/html' },
        remoteAddress: ip,
      });
      expect(res.statusCode, page).not.toBe(429);
      expect(res.body).not.toContain('429000');
    }
  });

  it('is off with 0', async () => {
    const ip = '10.20.30.3';
    for (let i = 0; i < 20; i++) expect((await api(unlimited.app).get('/v1/config', {}, ip)).statusCode).toBe(200);
  });
});

describe('RATE_LIMIT_HTTP in the environment', () => {
  it('defaults to 1200 a minute, takes 0 for off and refuses anything but a whole number of requests', () => {
    expect(loadConfig({}).rateLimitHttp).toBe(1200);
    expect(loadConfig({ RATE_LIMIT_HTTP: '0' }).rateLimitHttp).toBe(0);
    expect(loadConfig({ RATE_LIMIT_HTTP: '300' }).rateLimitHttp).toBe(300);
    for (const bad of ['-1', '1.5', 'off'])
      expect(() => loadConfig({ RATE_LIMIT_HTTP: bad })).toThrow(/RATE_LIMIT_HTTP/);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/harness';

/*
 * The installable app's files as the server serves them from the build (issue 20): the service worker from
 * the site root, revalidated on every check so a deployment's worker is found at once; the manifests with
 * their registered type; neither answered with the app's page when asked for as files.
 */

let webDist: string;
let web: TestApp;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><link rel="manifest" href="/manifest.webmanifest">',
  );
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("push", () => {});');
  fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"id":"/","scope":"/"}');
  fs.writeFileSync(path.join(webDist, 'manifest-ja.webmanifest'), '{"id":"/","scope":"/","lang":"ja"}');
  fs.writeFileSync(path.join(webDist, 'offline.html'), '<!doctype html><title>Offline</title>');
  web = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await web.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the PWA files', () => {
  it('serves /sw.js as JavaScript with Cache-Control: no-cache, as a service worker script must be', async () => {
    const res = await api(web.app).get('/sw.js', { 'service-worker': 'script', accept: '*/*' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('push');
  });

  it('serves each manifest as application/manifest+json, and the offline page as HTML', async () => {
    for (const url of ['/manifest.webmanifest', '/manifest-ja.webmanifest']) {
      const res = await api(web.app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^application\/manifest\+json/);
      expect(res.json(), url).toMatchObject({ id: '/', scope: '/' });
    }
    const offline = await api(web.app).get('/offline.html', { accept: 'text/html' });
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.body).toContain('Offline');
  });

  it('answers a manifest the build lacks with 404, not with the app page', async () => {
    const res = await api(web.app).get('/manifest-xx.webmanifest', { accept: '*/*' });
    expect(res.statusCode).toBe(404);
  });
});

import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createApiTestApp } from '../test/account-helpers';
import type { TestApp } from '../test/harness';
import { signUp, type Member } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let m: Member;
const t = useTestApp();
beforeAll(async () => {
  m = await signUp(t.app);
});

/** The directives of a Content-Security-Policy header, each with its sources. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('caching of API answers', () => {
  it('marks signed-in answers, public ones and errors no-store', async () => {
    const answers = [
      await api(t.app).get('/v1/me', m.auth),
      await api(t.app).get('/v1/counter', m.auth),
      await api(t.app).get('/v1/config'),
      await api(t.app).get('/v1/me'),
      await api(t.app).get('/v1/no-such-route'),
      await api(t.app).post('/v1/authenticate', { identity: m.email, password: m.password }),
    ];
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
    expect(answers[5]!.statusCode).toBe(200);
  });
});

/** What Chrome sends: br, gzip and deflate all acceptable. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * A build laid out as Vite and apps/web/vite-precompress.ts write it: index.html and a hashed script
 * under assets/, each with its `.br` and `.gz`, and an unhashed file beside index.html.
 */
function webBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-web-cache-'));
  const files = {
    'index.html': `<!doctype html><title>Yuanfen</title><script type="module" src="/assets/index-AbC123.js"></script>${'<!-- padding -->'.repeat(80)}`,
    'assets/index-AbC123.js': `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`,
  };
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dist, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

/** The body as the browser reads it, decoded per its Content-Encoding. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

describe('caching and compression of the web app', () => {
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = webBuild();
    web = await createApiTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    web.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('lets the browser keep a hashed asset for a year, compressed as it accepts', async () => {
    const br = await get('/assets/index-AbC123.js', BROWSER);
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(br)).toContain('word 399');
    expect(br.rawPayload.length).toBeLessThan(decoded(br).length / 3);

    const gzip = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(decoded(br));
    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(decoded(br));
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes the browser revalidate index.html on every load, and answers 304 when it is unchanged', async () => {
    for (const url of ['/', '/home', '/profile/12', '/index.html']) {
      const page = await get(url, BROWSER);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(decoded(page), url).toContain('/assets/index-AbC123.js');
      expect(page.headers.etag, url).toBeTruthy();
      expect(page.headers['last-modified'], url).toBeTruthy();
    }
    const first = await get('/home', BROWSER);
    const again = await get('/home', { ...BROWSER, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    const since = await get('/', { ...BROWSER, 'if-modified-since': String(first.headers['last-modified']) });
    expect(since.statusCode).toBe(304);
    // After a deployment the page's validator no longer matches: the browser gets the new page.
    const stale = await get('/home', { ...BROWSER, 'if-none-match': 'W/"an-old-build"' });
    expect(stale.statusCode).toBe(200);

    const gzip = await get('/home', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(decoded(first));
  });

  it('revalidates the unhashed files beside index.html and keeps 404s of missing assets uncached', async () => {
    const icon = await get('/favicon.svg', BROWSER);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    // Too small for the build to compress: sent as it is, not compressed again per request.
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['content-length']).toBe(String(icon.rawPayload.length));
    const missing = await get('/assets/index-Old999.js', { ...BROWSER, accept: '*/*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});

describe('compression of API answers', () => {
  it('compresses an answer of 1 kB and more for a client that accepts it, and leaves small ones as they are', async () => {
    // A captcha is an SVG of about 8 kB inside the JSON.
    const plain = await api(t.app).get('/v1/captcha', { 'accept-encoding': 'identity' });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    for (const [accepts, encoding] of [
      [BROWSER['accept-encoding'], 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const res = await api(t.app).get('/v1/captcha', { 'accept-encoding': accepts });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accepts).toBe(encoding);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const text = decoded(res);
      expect((JSON.parse(text) as { svg: string }).svg).toMatch(/^<svg/);
      // Each captcha is drawn with random noise, so the bound is loose: a quarter smaller at least.
      expect(res.rawPayload.length).toBeLessThan(text.length * 0.75);
    }

    for (const url of ['/v1/config', '/v1/vip/packs']) {
      const small = await api(t.app).get(url, BROWSER);
      expect(small.statusCode, url).toBe(200);
      expect(small.body.length, url).toBeLessThan(1024);
      expect(small.headers['content-encoding'], url).toBeUndefined();
    }
  });
});

describe('caching of photos', () => {
  it('lets anyone cache a public photo, and a private one only in the browser that was handed its URL', async () => {
    const { storage, mediaSigner } = t.app.services;
    const key = 'photos/0123456789abcdef0123456789abcdef.webp';
    const image = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await storage.put('public', key, image, 'image/webp');
    await storage.put('private', key, image, 'image/webp');

    const shown = await api(t.app).get(`/uploads/${key}`, BROWSER);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=604800');

    const signed = await api(t.app).get(mediaSigner.url(key), BROWSER);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(String(signed.headers['cache-control']))![1])).toBeLessThanOrEqual(3600 + 600);
    expect(signed.headers['content-encoding']).toBeUndefined();
    expect(signed.rawPayload.equals(image)).toBe(true);
    // The private area is never served by the static route, whatever the browser asks.
    expect((await api(t.app).get(`/private/${key}`, BROWSER)).statusCode).toBe(404);
    expect((await api(t.app).get(`/uploads/../private/${key}`, BROWSER)).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts and without wildcard hosts for sockets and images', async () => {
    const res = await api(t.app).get('/v1/config');
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('allows images only from the hosts the server hands out: the bucket and WeChat avatars', async () => {
    const other = await createApiTestApp({
      config: {
        storage: 's3',
        s3: {
          endpoint: 'https://s3.eu-central-1.example.com',
          region: 'eu-central-1',
          bucket: 'yuanfen',
          accessKeyId: 'key',
          secretAccessKey: 'secret',
          publicUrl: 'https://cdn.example.com/media/',
        },
        wechat: { ...t.config.wechat, appId: 'wx123', appSecret: 'secret' },
      },
    });
    try {
      const policy = csp((await api(other.app).get('/v1/config')).headers['content-security-policy']);
      expect(policy['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://cdn.example.com',
        'https://s3.eu-central-1.example.com',
        'https://thirdwx.qlogo.cn',
        'https://wx.qlogo.cn',
      ]);
    } finally {
      await other.close();
    }
  });

  it('sends the same headers on refusals and unknown routes', async () => {
    for (const res of [
      await api(t.app).get('/v1/me'),
      await api(t.app).get('/v1/no-such-route'),
      await api(t.app).post('/v1/authenticate', { identity: 'x' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(csp(res.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('slow clients', () => {
  // A client that announces a body and never finishes it is answered 408 and disconnected after
  // REQUEST_TIMEOUT_MS (here 1 s); without the limit it would hold its connection open for ever, and the
  // test's own 20 s would run out first.
  it('answers 408 and closes a connection whose body never arrives', { timeout: 60_000 }, async () => {
    const slow = await createApiTestApp({ config: { requestTimeoutMs: 1_000 } });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(
        'POST /v1/authenticate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"identity":',
      );
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await slow.close();
    }
  });
});

import net, { type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createApiTestApp } from '../test/account-helpers';
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
  it('answers 408 and closes a connection whose body never arrives', { timeout: 20_000 }, async () => {
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

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWechatUser {
  openid: string;
  unionid: string;
  nickname: string;
  /** 1 male, 2 female, 0 unknown, as WeChat reports it. */
  sex: number;
  province?: string;
  city?: string;
  country?: string;
  headimgurl?: string;
}

/**
 * A local stand-in for WeChat's documented OAuth 2.0 web sign-in API:
 * GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code and
 * GET /sns/userinfo?access_token&openid. Codes are single-use and expire like WeChat's.
 * The official account's JS-SDK ticket: GET /cgi-bin/token?grant_type=client_credential&appid&secret,
 * then GET /cgi-bin/ticket/getticket?access_token&type=jsapi.
 * With `consentingUser`, GET /connect/oauth2/authorize plays the WeChat browser's consent: it redirects
 * at once to redirect_uri with a fresh code for that user and the state (for the browser journeys).
 */
export async function startFakeWechat(
  app: { appId: string; appSecret: string },
  opts: { port?: number; consentingUser?: () => FakeWechatUser } = {},
) {
  const codes = new Map<string, FakeWechatUser>();
  const tokens = new Map<string, FakeWechatUser>();
  const serverTokens = new Set<string>();
  const tickets: string[] = [];
  const calls: string[] = [];
  let userinfoDown = false;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const q = url.searchParams;
    calls.push(url.pathname);
    const reply = (body: object) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/sns/oauth2/access_token') {
      if (q.get('appid') !== app.appId || q.get('secret') !== app.appSecret) {
        return reply({ errcode: 40125, errmsg: 'invalid appsecret' });
      }
      if (q.get('grant_type') !== 'authorization_code') return reply({ errcode: 40002, errmsg: 'invalid grant_type' });
      const user = codes.get(q.get('code') ?? '');
      if (!user) return reply({ errcode: 40029, errmsg: 'invalid code' });
      codes.delete(q.get('code')!);
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, user);
      return reply({
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: randomBytes(16).toString('hex'),
        openid: user.openid,
        scope: 'snsapi_login',
        unionid: user.unionid,
      });
    }
    if (req.method === 'GET' && url.pathname === '/cgi-bin/token') {
      if (q.get('grant_type') !== 'client_credential') return reply({ errcode: 40002, errmsg: 'invalid grant_type' });
      if (q.get('appid') !== app.appId || q.get('secret') !== app.appSecret) {
        return reply({ errcode: 40125, errmsg: 'invalid appsecret' });
      }
      const accessToken = `srv-${randomBytes(16).toString('hex')}`;
      serverTokens.add(accessToken);
      return reply({ access_token: accessToken, expires_in: 7200 });
    }
    if (req.method === 'GET' && url.pathname === '/cgi-bin/ticket/getticket') {
      if (!serverTokens.has(q.get('access_token') ?? ''))
        return reply({ errcode: 40001, errmsg: 'invalid credential' });
      if (q.get('type') !== 'jsapi') return reply({ errcode: 40097, errmsg: 'invalid args' });
      const ticket = `tkt-${randomBytes(20).toString('base64url')}`;
      tickets.push(ticket);
      return reply({ errcode: 0, errmsg: 'ok', ticket, expires_in: 7200 });
    }
    if (req.method === 'GET' && url.pathname === '/connect/oauth2/authorize' && opts.consentingUser) {
      const redirect = q.get('redirect_uri');
      if (q.get('appid') !== app.appId || !redirect || q.get('response_type') !== 'code') {
        res.writeHead(400, { 'content-type': 'text/plain' });
        return res.end('invalid request');
      }
      const code = `wx-${randomBytes(8).toString('hex')}`;
      codes.set(code, opts.consentingUser());
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'GET' && url.pathname === '/sns/userinfo') {
      const user = tokens.get(q.get('access_token') ?? '');
      if (userinfoDown || !user || q.get('openid') !== user.openid)
        return reply({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      return reply({
        openid: user.openid,
        nickname: user.nickname,
        sex: user.sex,
        province: user.province ?? 'Guangdong',
        city: user.city ?? 'Shenzhen',
        country: user.country ?? 'CN',
        headimgurl: user.headimgurl ?? '',
        privilege: [],
        unionid: user.unionid,
      });
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errcode: 404, errmsg: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Every jsapi_ticket handed out, oldest first. */
    tickets,
    /** What WeChat does when the user scans and confirms: a one-time code for this app. */
    authorize(user: FakeWechatUser): string {
      const code = `wx-${randomBytes(8).toString('hex')}`;
      codes.set(code, user);
      return code;
    },
    /** While on, sns/userinfo refuses every access token (errcode 40001). */
    refuseUserinfo(on: boolean) {
      userinfoDown = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const wechatUser = (overrides: Partial<FakeWechatUser> = {}): FakeWechatUser => ({
  openid: `o_${randomBytes(8).toString('hex')}`,
  unionid: `u_${randomBytes(8).toString('hex')}`,
  nickname: '小明',
  sex: 1,
  headimgurl: 'https://thirdwx.qlogo.cn/mmopen/avatar/132',
  ...overrides,
});

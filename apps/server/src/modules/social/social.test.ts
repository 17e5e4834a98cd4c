import { ErrorCode, RefusalReason, type AuthResponse } from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { socialAccounts, users } from '../../db/schema';
import { api, bearer, createApiTestApp, rowCount } from '../../test/account-helpers';
import { startFakeWechat, wechatUser } from '../../test/fake-wechat';
import type { Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { enableTwoFactor, grantRoles } from '../admin/admin.test-helpers';

const APP = { appId: 'wx1234567890abcdef', appSecret: 'fake-wechat-secret' };
const OPEN_BASE = 'https://open.weixin.test';
let wechat: Awaited<ReturnType<typeof startFakeWechat>>;

beforeAll(async () => {
  wechat = await startFakeWechat(APP);
});
afterAll(async () => {
  await wechat.close();
});
const t = useTestApp(() => ({
  config: { publicUrl: 'https://yuanfen.test', wechat: { ...APP, apiBase: wechat.url, openBase: OPEN_BASE } },
}));

const stateFrom = async (headers: Record<string, string> = {}) =>
  new URL((await api(t.app).get('/v1/social/wechat/url', headers)).json<{ url: string }>().url).searchParams.get(
    'state',
  )!;
const wechatSignIn = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api(t.app).post('/v1/social/wechat', body, headers);

describe('GET social/wechat/url', () => {
  it('gives the QR-connect URL with the app id, the return address, snsapi_login and a state', async () => {
    const res = await api(t.app).get('/v1/social/wechat/url');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${OPEN_BASE}/connect/qrconnect`);
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: APP.appId,
      redirect_uri: 'https://yuanfen.test/?social=wechat',
      response_type: 'code',
      scope: 'snsapi_login',
    });
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-z]+\.[\w-]{22}$/);
  });

  it('inside WeChat gives the in-app authorize URL with snsapi_userinfo', async () => {
    for (const headers of [{ 'x-client': 'wechat' }, { 'user-agent': 'Mozilla/5.0 MicroMessenger/8.0.40' }] as Record<
      string,
      string
    >[]) {
      const url = new URL((await api(t.app).get('/v1/social/wechat/url', headers)).json<{ url: string }>().url);
      expect(`${url.origin}${url.pathname}`).toBe(`${OPEN_BASE}/connect/oauth2/authorize`);
      expect(url.searchParams.get('scope')).toBe('snsapi_userinfo');
      expect(url.searchParams.get('appid')).toBe(APP.appId);
    }
  });
});

describe('POST social/wechat', () => {
  const user = wechatUser({ nickname: '小红 Lily', sex: 2 });
  let memberId: number;

  it('creates a member from the WeChat profile on first sign-in and signs it in', async () => {
    const before = await rowCount(t.app, users);
    const res = await wechatSignIn(
      { code: wechat.authorize(user), state: await stateFrom() },
      { 'x-client-id': 'wx-browser' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.me).toMatchObject({
      name: '小红 Lily',
      gender: 0,
      language: 'zh',
      avatar: user.headimgurl,
      email: null,
    });
    memberId = body.me.id;
    expect(await rowCount(t.app, users)).toBe(before + 1);
    expect((await api(t.app).get('/v1/me', bearer(body.token))).json()).toMatchObject({ id: memberId });
  });

  it('refuses a member with two-factor sign-in on (400003 otp_required): WeChat carries no second factor', async () => {
    const operator = wechatUser({ nickname: 'Ops Wei' });
    const first = await wechatSignIn({ code: wechat.authorize(operator), state: await stateFrom() });
    const member = first.json<AuthResponse>();
    await grantRoles(t.app, member.me.id, ['moderator']);
    await enableTwoFactor(t.app, { ...member.me, auth: bearer(member.token) } as unknown as Member, new Date());
    const again = await wechatSignIn({ code: wechat.authorize(operator), state: await stateFrom() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: ErrorCode.CodeInvalid, reason: RefusalReason.OtpRequired });
  });

  it('signs the same WeChat user into the same member the next time', async () => {
    const before = await rowCount(t.app, users);
    const res = await wechatSignIn({ code: wechat.authorize(user), state: await stateFrom() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AuthResponse>().me.id).toBe(memberId);
    expect(await rowCount(t.app, users)).toBe(before);
  });

  it('takes the gender from WeChat’s sex and finds a free name when the nickname is taken', async () => {
    const twin = wechatUser({ nickname: '小红 Lily', sex: 1 });
    const res = await wechatSignIn({ code: wechat.authorize(twin), state: await stateFrom() });
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json<AuthResponse>().me;
    expect(me.id).not.toBe(memberId);
    expect(me.gender).toBe(1);
    expect(me.name).toMatch(/^小红 Lily_[0-9a-f]{4}$/);
  });

  it('turns a short or unusable nickname into a valid name', async () => {
    const res = await wechatSignIn({
      code: wechat.authorize(wechatUser({ nickname: '🙂' })),
      state: await stateFrom(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AuthResponse>().me.name).toMatch(/^wx_[\w]{1,}$/);
  });

  it('refuses a code WeChat does not know with 400 and WeChat’s reason, and creates nobody', async () => {
    const before = await rowCount(t.app, users);
    const res = await wechatSignIn({ code: 'made-up-code', state: await stateFrom() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, message: 'WeChat sign-in failed: invalid code' });
    expect(await rowCount(t.app, users)).toBe(before);
  });

  it('refuses a code used twice', async () => {
    const code = wechat.authorize(wechatUser());
    expect((await wechatSignIn({ code, state: await stateFrom() })).statusCode).toBe(200);
    expect((await wechatSignIn({ code, state: await stateFrom() })).statusCode).toBe(400);
  });

  it('refuses when WeChat will not give the profile, and creates nobody', async () => {
    const before = await rowCount(t.app, socialAccounts);
    wechat.refuseUserinfo(true);
    try {
      const res = await wechatSignIn({ code: wechat.authorize(wechatUser()), state: await stateFrom() });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^WeChat sign-in failed: invalid credential/);
    } finally {
      wechat.refuseUserinfo(false);
    }
    expect(await rowCount(t.app, socialAccounts)).toBe(before);
  });

  it.each([
    ['missing', undefined],
    ['forged', `${Date.now().toString(36)}.AAAAAAAAAAAAAAAAAAAAAA`],
    ['garbage', 'not-a-state'],
  ])('refuses a %s state with 400001 before asking WeChat', async (_label, state) => {
    const calls = wechat.calls.length;
    const res = await wechatSignIn({ code: wechat.authorize(wechatUser()), ...(state ? { state } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001, errors: { state: 'Sign-in link expired, please try again' } });
    expect(wechat.calls.length).toBe(calls);
  });

  it('refuses a state whose time was changed', async () => {
    const [, mac] = (await stateFrom()).split('.');
    const res = await wechatSignIn({
      code: wechat.authorize(wechatUser()),
      state: `${(Date.now() + 1000).toString(36)}.${mac}`,
    });
    expect(res.json()).toMatchObject({ code: 400001 });
  });

  it('refuses a state older than 10 minutes', async () => {
    const state = await stateFrom();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60_000);
      const res = await wechatSignIn({ code: wechat.authorize(wechatUser()), state });
      expect(res.json()).toMatchObject({ code: 400001, errors: { state: 'Sign-in link expired, please try again' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a banned member signing in through WeChat with 400015', async () => {
    const banned = wechatUser();
    const first = await wechatSignIn({ code: wechat.authorize(banned), state: await stateFrom() });
    await t.app.services.accounts.ban(first.json<AuthResponse>().me.id);
    const res = await wechatSignIn({ code: wechat.authorize(banned), state: await stateFrom() });
    expect(res.json()).toMatchObject({ code: 400015 });
  });

  it('answers 404 for an unknown provider', async () => {
    const res = await api(t.app).post('/v1/social/facebook', { code: 'abc', state: await stateFrom() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, message: 'Unknown sign-in provider facebook' });
  });
});

describe('WeChat misconfigured', () => {
  it('answers 400 "not configured" without an app id and secret', async () => {
    const bare = await createApiTestApp();
    try {
      const url = await api(bare.app).get('/v1/social/wechat/url');
      expect(url.statusCode).toBe(400);
      expect(url.json()).toEqual({ code: 0, message: 'WeChat sign-in is not configured' });
      const post = await api(bare.app).post('/v1/social/wechat', { code: 'abc', state: 'x.y' });
      expect(post.statusCode).toBe(400);
      expect(post.json()).toEqual({ code: 0, message: 'WeChat sign-in is not configured' });
    } finally {
      await bare.close();
    }
  });

  it('passes WeChat’s refusal of a wrong app secret on as 400', async () => {
    const wrong = await createApiTestApp({
      config: { wechat: { appId: APP.appId, appSecret: 'wrong', apiBase: wechat.url, openBase: OPEN_BASE } },
    });
    try {
      const state = new URL(
        (await api(wrong.app).get('/v1/social/wechat/url')).json<{ url: string }>().url,
      ).searchParams.get('state');
      const res = await api(wrong.app).post('/v1/social/wechat', { code: wechat.authorize(wechatUser()), state });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 0, message: 'WeChat sign-in failed: invalid appsecret' });
      expect(await rowCount(wrong.app, users)).toBe(0);
    } finally {
      await wrong.close();
    }
  });
});

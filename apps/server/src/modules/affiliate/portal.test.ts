import {
  ErrorCode,
  RefusalReason,
  SOCKET_UNAUTHORIZED,
  type PortalKeyResponse,
  type PortalSession,
} from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import { api, bearer, testClock } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { connect, listen } from '../../realtime/test-client';

const clock = testClock(Date.parse('2030-05-15T08:00:00Z'));
const t = useTestApp({ deps: { now: clock.now }, config: { publicUrl: 'https://yuanfen.test' } });

const newKey = async (m: Member, to = 'recharge') => {
  const res = await api(t.app).post('/v1/key', { to }, m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PortalKeyResponse>();
};
/** What the portal page posts: the address's query, as it came. */
const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams) as Record<string, string>;
const redeem = (params: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api(t.app).post('/v1/key/redeem', params, headers);
const reasonOf = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as { code: number; reason?: string };
  return { status: res.statusCode, code: body.code, reason: body.reason };
};
const refusedFor = (reason: string) => ({ status: 400, code: ErrorCode.CodeInvalid, reason });

describe('POST key', () => {
  it('answers a key and a portal address carrying key, ts, sign, to and the member', async () => {
    const m = await signUp(t.app);
    const { key, url, expires_in } = await newKey(m, 'vip');
    expect(expires_in).toBe(300);
    expect(url.startsWith('https://yuanfen.test/portal?')).toBe(true);
    const params = paramsOf(url);
    expect(params).toMatchObject({
      key,
      to: 'vip',
      uid: String(m.id),
      ts: String(Date.parse('2030-05-15T08:00:00Z') / 1000),
    });
    expect(params.sign).toMatch(/^[\w-]{43}$/);
  });

  it('refuses another destination and visitors', async () => {
    const m = await signUp(t.app);
    expect((await api(t.app).post('/v1/key', { to: 'chats' }, m.auth)).statusCode).toBe(400);
    expect((await api(t.app).post('/v1/key', { to: 'recharge' })).statusCode).toBe(401);
  });
});

describe('POST key/redeem', () => {
  it('signs its member in for recharging only, once', async () => {
    const m = await signUp(t.app);
    const { url } = await newKey(m);
    const res = await redeem(paramsOf(url));
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<PortalSession>();
    expect(session).toMatchObject({ scope: 'recharge', to: 'recharge', me: { id: m.id } });
    expect('refresh_token' in session).toBe(false);
    const auth = bearer(session.token);

    // What recharging needs answers…
    expect((await api(t.app).get('/v1/me', auth)).json()).toMatchObject({ id: m.id });
    expect((await api(t.app).get('/v1/payment/prices', auth)).statusCode).toBe(200);
    expect((await api(t.app).get('/v1/vip/packs', auth)).statusCode).toBe(200);
    const purchase = await api(t.app).post('/v1/payment/sandbox/purchase', { amount: 50 }, auth);
    expect(purchase.statusCode, purchase.body).toBe(200);
    // …everything else is refused, coded.
    const forbidden = { status: 403, code: 0, reason: RefusalReason.RechargeOnly };
    expect(reasonOf(await api(t.app).post('/v1/messages', { user_id: 1, message_content: 'hi' }, auth))).toEqual(
      forbidden,
    );
    expect(reasonOf(await api(t.app).get('/v1/affiliate', auth))).toEqual(forbidden);
    expect(reasonOf(await api(t.app).post('/v1/key', { to: 'recharge' }, auth))).toEqual(forbidden);
    expect(reasonOf(await api(t.app).put('/v1/user', { name: 'Hijacked' }, auth))).toEqual(forbidden);
    expect(reasonOf(await api(t.app).post('/v1/password/reset', {}, auth))).toEqual(forbidden);

    // The same address a second time: used.
    expect(reasonOf(await redeem(paramsOf(url)))).toEqual(refusedFor(RefusalReason.PortalKeyUsed));
  });

  it('gets no realtime channel with a recharge-only session, while a full one connects', async () => {
    const m = await signUp(t.app);
    const session = (await redeem(paramsOf((await newKey(m)).url))).json<PortalSession>();
    const url = await listen(t.app);
    await expect(connect(url, { token: session.token })).rejects.toMatchObject({ message: SOCKET_UNAUTHORIZED });
    const full = await connect(url, { token: m.token });
    full.close();
  });

  it('one of 10 racing redemptions of a key wins', async () => {
    const m = await signUp(t.app);
    const params = paramsOf((await newKey(m)).url);
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(params)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(9);
  });

  it('refuses a key older than 5 minutes', async () => {
    const m = await signUp(t.app);
    const params = paramsOf((await newKey(m)).url);
    clock.advance(300_000);
    expect(reasonOf(await redeem(params))).toEqual(refusedFor(RefusalReason.PortalKeyExpired));
  });

  it('works just before the 5 minutes are over', async () => {
    const m = await signUp(t.app);
    const params = paramsOf((await newKey(m)).url);
    clock.advance(299_000);
    expect((await redeem(params)).statusCode).toBe(200);
  });

  it('refuses a wrong sign and a tampered ts, to, member or key, and the key stays good', async () => {
    const m = await signUp(t.app);
    const other = await signUp(t.app);
    const params = paramsOf((await newKey(m)).url);
    const invalid = refusedFor(RefusalReason.PortalKeyInvalid);
    const flipped = params.sign!.slice(0, -1) + (params.sign!.endsWith('A') ? 'B' : 'A');
    expect(reasonOf(await redeem({ ...params, sign: flipped }))).toEqual(invalid);
    expect(reasonOf(await redeem({ ...params, sign: 'x' }))).toEqual(invalid);
    expect(reasonOf(await redeem({ ...params, ts: Number(params.ts) + 600 }))).toEqual(invalid);
    expect(reasonOf(await redeem({ ...params, to: 'vip' }))).toEqual(invalid);
    expect(reasonOf(await redeem({ ...params, uid: other.id }))).toEqual(invalid);
    expect(reasonOf(await redeem({ ...params, key: `${params.key}x` }))).toEqual(invalid);
    expect((await redeem(params)).statusCode).toBe(200);
  });

  it("refuses another member's key in a browser signed in as someone else, and a key re-signed for another member", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const params = paramsOf((await newKey(owner)).url);
    expect(reasonOf(await redeem(params, intruder.auth))).toEqual(refusedFor(RefusalReason.PortalKeyOtherMember));
    // The intruder's own valid address, with the owner's key in it, does not verify.
    const own = paramsOf((await newKey(intruder)).url);
    expect(reasonOf(await redeem({ ...own, key: params.key }))).toEqual(refusedFor(RefusalReason.PortalKeyInvalid));
    // Untouched, it still signs its own member in.
    expect((await redeem(params, owner.auth)).json<PortalSession>().me.id).toBe(owner.id);
  });

  it('refuses malformed input with 400', async () => {
    for (const body of [
      {},
      { key: 'k', ts: 'x', sign: 's', to: 'recharge', uid: 1 },
      { key: '', ts: 1, sign: 's', to: 'vip', uid: 1 },
    ]) {
      expect((await redeem(body)).statusCode).toBe(400);
    }
  });
});

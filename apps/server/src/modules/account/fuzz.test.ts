import fc from 'fast-check';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  captchas,
  clientErrors,
  devices,
  outbox,
  refreshTokens,
  socialAccounts,
  users,
  verificationCodes,
} from '../../db/schema';
import { api, isErrorBody, userRow } from '../../test/account-helpers';
import { randomIp, signUp, type Member } from '../../test/factories';
import { junkHeaders, junkSegment, malformedBody, type Fields, type RawBody } from '../../test/fuzz-arbitraries';
import { useTestApp } from '../../test/use-test-app';

/**
 * Every account, system and social endpoint gets malformed input, with and without a valid session:
 * it must answer a 4xx in the error shape (never a 5xx), and nothing may change.
 */
const RUNS = 30;
let m: Member;
const t = useTestApp();
beforeAll(async () => {
  m = await signUp(t.app);
});

const count_ = async (table: PgTable, where?: ReturnType<typeof and>) =>
  Number((await t.app.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);

/** What malformed requests must not change: rows of every table the endpoints write, and the member. */
async function snapshot(opts: { captchas?: boolean } = {}) {
  const row = await userRow(t.app, m.id);
  return {
    users: await count_(users),
    liveDevices: await count_(devices, and(eq(devices.user_id, m.id), isNull(devices.revoked_at))),
    liveRefreshTokens: await count_(refreshTokens, isNull(refreshTokens.revoked_at)),
    codes: await count_(verificationCodes),
    outbox: await count_(outbox),
    clientErrors: await count_(clientErrors),
    socialAccounts: await count_(socialAccounts),
    ...(opts.captchas === false ? {} : { captchas: await count_(captchas) }),
    member: {
      status: row.status,
      hash: row.password_hash,
      email: row.email,
      verified: row.email_verified,
      name: row.name,
    },
  };
}

type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';

function send(method: Method, url: string, body: RawBody | undefined, headers: Record<string, string>) {
  return t.app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    headers: { ...headers, ...(body?.contentType ? { 'content-type': body.contentType } : {}) },
    ...(body?.payload !== undefined ? { payload: body.payload } : {}),
  });
}

function expectRefusal(res: { statusCode: number; body: string }, context: string) {
  expect(res.statusCode, `${context} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${context} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  let parsed: unknown;
  expect(() => (parsed = JSON.parse(res.body)), `${context}: not JSON: ${res.body.slice(0, 200)}`).not.toThrow();
  expect(isErrorBody(parsed), `${context}: ${res.body.slice(0, 300)}`).toBe(true);
}

const bodyEndpoints: { method: Method; url: string; fields: Fields }[] = [
  {
    method: 'POST',
    url: '/v1/verify',
    fields: { email: 'string', phone: 'string', captcha: 'string', captcha_id: 'string', purpose: 'purpose' },
  },
  {
    method: 'POST',
    url: '/v1/validate',
    fields: { email: 'string', phone: 'string', code: 'code', purpose: 'purpose' },
  },
  {
    method: 'POST',
    url: '/v1/register',
    fields: {
      email: 'string',
      phone: 'string',
      code: 'code',
      name: 'string',
      password: 'string',
      gender: 'gender',
      birthday: 'string',
      terms: 'bool',
      language: 'language',
      push_id: 'string',
    },
  },
  {
    method: 'POST',
    url: '/v1/authenticate',
    fields: { identity: 'string', password: 'string', code: 'code', push_id: 'string' },
  },
  { method: 'POST', url: '/v1/token/refresh', fields: { refresh_token: 'string' } },
  { method: 'POST', url: '/v1/logout', fields: { all: 'bool' } },
  {
    method: 'PUT',
    url: '/v1/password/find',
    fields: { email: 'string', phone: 'string', code: 'code', new_password: 'string', new_password_confirm: 'string' },
  },
  {
    method: 'POST',
    url: '/v1/password/reset',
    fields: { password: 'string', new_password: 'string', new_password_confirm: 'string' },
  },
  {
    method: 'PUT',
    url: '/v1/password/reset',
    fields: { password: 'string', new_password: 'string', new_password_confirm: 'string' },
  },
  { method: 'DELETE', url: '/v1/user', fields: { password: 'string' } },
  { method: 'PUT', url: '/v1/reactivate', fields: { email: 'string', phone: 'string', code: 'code' } },
  {
    method: 'POST',
    url: '/v1/error',
    fields: { message: 'string', stack: 'string', url: 'string', version: 'string' },
  },
  { method: 'POST', url: '/v1/social/wechat', fields: { code: 'string', state: 'string', push_id: 'string' } },
];

describe('malformed bodies get a 4xx in the error shape and change nothing', () => {
  it.each(bodyEndpoints)('$method $url', async ({ method, url, fields }) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(malformedBody(fields), fc.boolean(), async (body, signedIn) => {
        const res = await send(method, url, body, signedIn ? m.auth : {});
        expectRefusal(res, `${method} ${url} with ${body.label}${signedIn ? ', signed in' : ''}`);
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toEqual(before);
    expect((await api(t.app).get('/v1/me', m.auth)).statusCode).toBe(200);
  });

  it('POST social/{provider} with any provider and any body', async () => {
    const before = await snapshot();
    const provider = fc.oneof(
      fc.string({ minLength: 1, maxLength: 60 }),
      fc.constantFrom('wechat', 'facebook', 'WECHAT', '..', '%00'),
    );
    const body = fc.oneof(
      malformedBody({ code: 'string', state: 'string', push_id: 'string' }),
      fc.constant<RawBody>({
        label: 'valid-looking body',
        payload: JSON.stringify({ code: 'abc', state: 'x.y' }),
        contentType: 'application/json',
      }),
    );
    await fc.assert(
      fc.asyncProperty(provider, body, fc.boolean(), async (name, raw, signedIn) => {
        const res = await send('POST', `/v1/social/${encodeURIComponent(name)}`, raw, signedIn ? m.auth : {});
        expectRefusal(res, `POST social/${name} with ${raw.label}`);
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('GET version/{platform}/{version} with junk segments', async () => {
    const segments = fc
      .tuple(fc.oneof(junkSegment, fc.constant('web')), fc.oneof(junkSegment, fc.constant('1.0.0')))
      .filter(([a, b]) => !/^[a-z]{1,32}$/.test(a) || !/^\d+(\.\d+){0,3}$/.test(b) || b.length > 32);
    await fc.assert(
      fc.asyncProperty(segments, junkHeaders, async ([a, b], headers) => {
        const res = await send(
          'GET',
          `/v1/version/${encodeURIComponent(a)}/${encodeURIComponent(b)}`,
          undefined,
          headers,
        );
        expectRefusal(res, `GET version/${a}/${b}`);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('endpoints without input shrug off junk headers, queries and bodies', () => {
  const inputless: { url: string; ok: (status: number, signedIn: boolean) => boolean; captchas?: boolean }[] = [
    { url: '/v1/captcha', ok: (s) => s === 200, captchas: false },
    { url: '/v1/me', ok: (s, signedIn) => s === (signedIn ? 200 : 401) },
    { url: '/v1/countryCode', ok: (s) => s === 200 },
    { url: '/v1/social/wechat/url', ok: (s) => s === 400 }, // WeChat is not configured here
  ];

  it.each(inputless)('GET $url', async ({ url, ok, captchas: countCaptchas }) => {
    const before = await snapshot({ captchas: countCaptchas });
    const query = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 10 }),
      fc.oneof(fc.string(), fc.constant('x'.repeat(5000))),
      {
        maxKeys: 3,
      },
    );
    const body = fc.option(malformedBody({}), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(query, junkHeaders, body, fc.boolean(), async (q, headers, raw, signedIn) => {
        const search = new URLSearchParams(q).toString();
        const res = await send(
          'GET',
          `${url}${search ? `?${search}` : ''}`,
          raw,
          signedIn ? { ...headers, ...m.auth } : headers,
        );
        expect(res.statusCode, `${url}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expectRefusal(res, `GET ${url}?${search}`);
        else expect(ok(res.statusCode, signedIn), `${url}: ${res.statusCode}`).toBe(true);
        if (url === '/v1/countryCode' && res.statusCode === 200) {
          expect(res.json<{ country_code: string }>().country_code).toMatch(/^[A-Z]{2}$/);
        }
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot({ captchas: countCaptchas })).toEqual(before);
  });
});

describe('well-formed bodies with any characters never cause a 5xx', () => {
  const anyText = (max: number) =>
    fc.string({ unit: 'binary', minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0);

  it('POST authenticate with any identity (NUL, lone surrogates, emoji, …) is refused with 400002 or 400001', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyText(60), fc.constantFrom('ab\u0000cd', 'a@b\u0000', '\ud800name', '+1\u0000234567')),
        async (identity) => {
          const res = await send(
            'POST',
            '/v1/authenticate',
            {
              label: 'identity',
              payload: JSON.stringify({ identity, password: 'secret123' }),
              contentType: 'application/json',
            },
            {},
          );
          expectRefusal(res, `identity ${JSON.stringify(identity)}`);
          expect([400001, 400002]).toContain(res.json<{ code: number }>().code);
        },
      ),
      { numRuns: 20 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('POST error with any text either stores the report or refuses it, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyText(200), fc.constant('bad\u0000byte')),
        fc.option(anyText(100), { nil: undefined }),
        async (message, url) => {
          const payload = JSON.stringify({ message, ...(url ? { url } : {}) });
          const res = await send(
            'POST',
            '/v1/error',
            { label: 'report', payload, contentType: 'application/json' },
            {},
          );
          if (res.statusCode !== 200) expectRefusal(res, `error report ${payload.slice(0, 80)}`);
        },
      ),
      { numRuns: 30 },
    );
  });
});

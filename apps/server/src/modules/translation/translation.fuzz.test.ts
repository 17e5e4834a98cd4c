import fc from 'fast-check';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, translationMemory, translationRequests, translations, translators } from '../../db/schema';
import { isErrorBody } from '../../test/account-helpers';
import { randomIp, type Member } from '../../test/factories';
import { junkSegment, malformedBody, type Fields, type RawBody } from '../../test/fuzz-arbitraries';
import { fund } from '../../test/money-helpers';
import { speaker, translationTestApp } from './translation.test-helpers';

/**
 * Every translation endpoint gets malformed input, signed in or not: a 4xx in the error shape, never a
 * 5xx, and nothing changes (no request, no hold, no translation, no memory entry, no translator).
 */
const RUNS = 25;
let ctx: Awaited<ReturnType<typeof translationTestApp>>;
let m: Member;
beforeAll(async () => {
  ctx = await translationTestApp();
  m = await speaker(ctx.t.app, 'ja');
  await fund(ctx.t.app, m.id, 100);
});
afterAll(async () => {
  await ctx.close();
});

const rows = async (table: PgTable) => Number((await ctx.t.app.db.select({ n: count() }).from(table))[0]?.n ?? 0);
const snapshot = async () => ({
  ledger: await rows(ledger),
  requests: await rows(translationRequests),
  translations: await rows(translations),
  memory: await rows(translationMemory),
  translators: await rows(translators),
});

function send(method: 'GET' | 'POST', url: string, body: RawBody | undefined, signedIn: boolean) {
  return ctx.t.app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    headers: { ...(signedIn ? m.auth : {}), ...(body?.contentType ? { 'content-type': body.contentType } : {}) },
    ...(body?.payload !== undefined ? { payload: body.payload } : {}),
  });
}

function expectRefusal(res: { statusCode: number; body: string }, context: string) {
  expect(res.statusCode, `${context} → ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${context} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(isErrorBody(JSON.parse(res.body)), `${context}: ${res.body.slice(0, 300)}`).toBe(true);
}

const endpoints: { url: string; fields: Fields }[] = [
  { url: '/v1/translations', fields: { type: 'translatable', id: 'id' } },
  { url: '/v1/translations/preview', fields: { user_id: 'id', text: 'string' } },
  { url: '/v1/ask', fields: { type: 'translatable', id: 'id' } },
  { url: '/v1/answer', fields: { id: 'id', content: 'string' } },
];

describe('malformed input to the translation endpoints', () => {
  it.each(endpoints)('POST $url gets a 4xx and changes nothing', async ({ url, fields }) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(malformedBody(fields), fc.boolean(), async (body, signedIn) => {
        expectRefusal(await send('POST', url, body, signedIn), `POST ${url} with ${body.label}`);
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('ids of things that do not exist, or are not the caller’s, are refused the same way', async () => {
    const before = await snapshot();
    // Beyond any row this test database holds (the member's own biography is theirs to translate).
    const id = fc.integer({ min: 10_000, max: 2_147_483_647 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('message', 'feed', 'bio'), id, async (type, n) => {
        for (const url of ['/v1/translations', '/v1/ask']) {
          const body = { payload: JSON.stringify({ type, id: n }), contentType: 'application/json', label: '' };
          expectRefusal(await send('POST', url, body, true), `${url} ${type} ${n}`);
        }
        const claim = await send('POST', `/v1/translation_requests/${n}/claim`, undefined, true);
        expectRefusal(claim, `claim ${n}`);
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('GET progress and the claim route take no junk in the query or path', async () => {
    await fc.assert(
      fc.asyncProperty(
        junkSegment.filter((type) => !['message', 'feed', 'bio'].includes(type)),
        junkSegment,
        async (type, id) => {
          const progress = await send(
            'GET',
            `/v1/progress?type=${encodeURIComponent(type)}&id=${encodeURIComponent(id)}`,
            undefined,
            true,
          );
          expectRefusal(progress, `progress ${type} ${id}`);
          const claim = await send('POST', `/v1/translation_requests/${encodeURIComponent(id)}/claim`, undefined, true);
          expect(claim.statusCode, `claim ${id}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

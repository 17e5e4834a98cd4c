import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { signUp, type Member } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let reporter: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  reporter = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const report = (payload: unknown, headers: Record<string, string> = reporter.auth) =>
  t.app.inject({ method: 'POST', url: '/v1/reports', payload: payload as object, headers });
const stored = async () =>
  (await t.database.db.select({ n: count() }).from(reports).where(eq(reports.reporter_id, reporter.id)))[0]!.n;

describe('POST reports', () => {
  it('files a complaint about a member, and a repeat updates it instead of piling up', async () => {
    const first = await report({ type: 'user', related_id: other.id, content: 'Asks for money' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'open' });
    const again = await report({ type: 'user', related_id: other.id, content: 'Asks for money again' });
    expect(again.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
    expect(await stored()).toBe(1);
  });

  it('refuses an empty complaint with "Cannot be empty" and stores nothing', async () => {
    const before = await stored();
    const res = await report({ type: 'feed', related_id: 7, content: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001, errors: { content: 'Cannot be empty' } });
    expect(await stored()).toBe(before);
  });

  it('refuses an unknown category, oneself, an unknown member and a visitor', async () => {
    expect((await report({ type: 'spam', related_id: other.id, content: 'x' })).json()).toMatchObject({
      code: 400001,
      errors: { type: 'Illegal access' },
    });
    expect((await report({ type: 'user', related_id: reporter.id, content: 'me' })).statusCode).toBe(400);
    expect((await report({ type: 'user', related_id: 999999, content: 'ghost' })).statusCode).toBe(400);
    expect((await report({ type: 'user', related_id: other.id, content: 'x' }, {})).statusCode).toBe(401);
  });
});

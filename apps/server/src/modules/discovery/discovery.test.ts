import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signUp, uniqueName, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { graphApi, makeVip, members } from '../relations/relations.test-helpers';

let g: ReturnType<typeof graphApi>;
const t = useTestApp();
beforeAll(async () => {
  g = graphApi(t.app);
});

const listed = async (url: string, viewer: Member | null, body?: unknown) => {
  const res = body === undefined ? await g.get(url, viewer?.auth ?? {}) : await g.post(url, body, viewer?.auth ?? {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { user_id: number }[] }>().data.map((c) => c.user_id);
};
const setBirthday = (m: Member, birthday: string) => t.app.db.update(users).set({ birthday }).where(eq(users.id, m.id));

describe('latest', () => {
  it('never lists the viewer, hidden profiles or blocked members in either direction', async () => {
    const [viewer, open, hidden, blocked, blocker, registered] = await members(t.app, 6);
    await g.updateProfile(hidden, { visibility: 'hidden' });
    await g.updateProfile(registered, { visibility: 'registered' });
    await g.block(viewer, blocked.id);
    await g.block(blocker, viewer.id);
    const seen = await listed('/v1/latest', viewer);
    expect(seen).toContain(open.id);
    expect(seen).toContain(registered.id);
    for (const absent of [viewer, hidden, blocked, blocker]) expect(seen).not.toContain(absent.id);
    const byVisitor = await listed('/v1/latest', null);
    expect(byVisitor).toContain(open.id);
    expect(byVisitor).not.toContain(registered.id);
  });
});

describe('search', () => {
  it('finds members by name for queries longer than 2 characters, blocks and privacy applied', async () => {
    const stem = uniqueName('zq').slice(0, 12);
    const [viewer] = await members(t.app, 1);
    const match = await signUp(t.app, { name: `${stem}_a` });
    const hidden = await signUp(t.app, { name: `${stem}_b` });
    const blocker = await signUp(t.app, { name: `${stem}_c` });
    await g.updateProfile(hidden, { visibility: 'hidden' });
    await g.block(blocker, viewer.id);
    expect(await listed('/v1/search', viewer, { mode: 'keyword', q: stem })).toEqual([match.id]);
    const short = await g.post('/v1/search', { mode: 'keyword', q: 'ab' }, viewer.auth);
    expect(short.json()).toMatchObject({ code: 400001 });
  });

  it('filters by age for everyone; advanced filters are VIP-only (400062)', async () => {
    const stem = uniqueName('zr').slice(0, 12);
    const [viewer, vip] = await members(t.app, 2);
    await makeVip(t.app, vip);
    const young = await signUp(t.app, { name: `${stem}_y` });
    const old = await signUp(t.app, { name: `${stem}_o` });
    await g.updateProfile(young, { birthday: '2000-01-01', language: 'fr' });
    await g.updateProfile(old, { birthday: '1960-01-01' });
    expect(await listed('/v1/search', viewer, { q: stem, age_min: 18, age_max: 40 })).toEqual([young.id]);
    const refused = await g.post('/v1/search', { q: stem, language: 'fr' }, viewer.auth);
    expect(refused.json()).toEqual({ code: 400062, message: 'This feature is for VIP members' });
    expect(await listed('/v1/search', vip, { q: stem, language: 'fr' })).toEqual([young.id]);
  });
});

describe('rankings', () => {
  it('birthday lists birthdays of today and the next days, soonest first', async () => {
    const [viewer, today, soon, later] = await members(t.app, 4);
    const now = new Date();
    const md = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(4, 10);
    await setBirthday(today, `1990${md(0)}`);
    await setBirthday(soon, `1991${md(3)}`);
    await setBirthday(later, `1992${md(30)}`);
    const seen = await listed('/v1/birthday', viewer);
    expect(seen.indexOf(today.id)).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf(soon.id)).toBeGreaterThan(seen.indexOf(today.id));
    expect(seen).not.toContain(later.id);
  });

  it('hottest ranks recent likes above visits', async () => {
    const [a, b, hot, warm] = await members(t.app, 4);
    for (const fan of [a, b]) await g.like(fan, hot.id);
    await g.get(`/v1/u/${warm.id}`, a.auth);
    const seen = await listed('/v1/hottest', a);
    expect(seen.indexOf(hot.id)).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf(hot.id)).toBeLessThan(seen.indexOf(warm.id));
  });

  it('recommend puts members of the gender the viewer seeks, who seek the viewer, first', async () => {
    const [viewer, woman, man] = await members(t.app, 3);
    await g.updateProfile(viewer, { interest: 0 });
    await t.app.db.update(users).set({ gender: 0, interest: 1 }).where(eq(users.id, woman.id));
    const seen = await listed('/v1/recommend', viewer);
    expect(seen.indexOf(woman.id)).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf(woman.id)).toBeLessThan(seen.indexOf(man.id) === -1 ? Infinity : seen.indexOf(man.id));
    expect(seen).not.toContain(viewer.id);
  });
});

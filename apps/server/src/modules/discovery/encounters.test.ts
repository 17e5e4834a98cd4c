import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { graphApi, members } from '../relations/relations.test-helpers';

let g: ReturnType<typeof graphApi>;
const t = useTestApp();
beforeAll(async () => {
  g = graphApi(t.app);
});

const setUser = (m: Member, values: Partial<typeof users.$inferInsert>) =>
  t.app.db.update(users).set(values).where(eq(users.id, m.id));
const cards = async (viewer: Member | null, url: string) => {
  const res = await g.get(url, viewer?.auth ?? {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { user_id: number }[] }>().data.map((c) => c.user_id);
};

describe('front', () => {
  it('shows public members with a photo to visitors, never registered-only, hidden or photo-less ones', async () => {
    const [open, registered, hidden, noPhoto] = await members(t.app, 4);
    for (const m of [open, registered, hidden]) await setUser(m, { avatar: `/uploads/avatars/${m.id}.png` });
    await g.updateProfile(registered, { visibility: 'registered' });
    await g.updateProfile(hidden, { visibility: 'hidden' });
    const seen = await cards(null, '/v1/front');
    expect(seen).toContain(open.id);
    for (const absent of [registered, hidden, noPhoto]) expect(seen).not.toContain(absent.id);
    expect(seen.length).toBeLessThanOrEqual(12);
  });
});

describe('encounters', () => {
  it('offers whom the viewer seeks, never themself, blocked, hidden, liked or passed members', async () => {
    const [viewer, fresh, hidden, blocked, blocker, liked, passed, man] = await members(t.app, 8);
    await g.updateProfile(viewer, { interest: 0 });
    for (const m of [fresh, hidden, blocked, blocker, liked, passed]) await setUser(m, { gender: 0 });
    await setUser(man, { gender: 1 });
    await g.updateProfile(hidden, { visibility: 'hidden' });
    await g.block(viewer, blocked.id);
    await g.block(blocker, viewer.id);
    await g.like(viewer, liked.id);
    const pass = await g.post('/v1/encounters', { user_id: passed.id, action: 'pass' }, viewer.auth);
    expect(pass.json()).toEqual({ user_id: passed.id, action: 'pass', mutual: false });

    const seen = await cards(viewer, '/v1/encounters?limit=20');
    expect(seen).toContain(fresh.id);
    for (const absent of [viewer, hidden, blocked, blocker, liked, passed, man]) expect(seen).not.toContain(absent.id);
  });

  it('brings the passed members round again when the deck ran dry (again=1), never the liked ones', async () => {
    const [viewer, passed, liked] = await members(t.app, 3);
    await g.updateProfile(viewer, { interest: 0 });
    // First in the ranking: a photo and the latest activity.
    for (const m of [passed, liked]) {
      await setUser(m, { gender: 0, avatar: `avatars/${m.id}.png`, last_active_at: new Date(Date.now() + 86_400_000) });
    }
    await g.post('/v1/encounters', { user_id: passed.id, action: 'pass' }, viewer.auth);
    await g.post('/v1/encounters', { user_id: liked.id, action: 'like' }, viewer.auth);
    expect(await cards(viewer, '/v1/encounters?limit=20')).not.toContain(passed.id);
    const again = await cards(viewer, '/v1/encounters?limit=20&again=1');
    expect(again).toContain(passed.id);
    expect(again).not.toContain(liked.id);
    expect((await g.get('/v1/encounters?again=2', viewer.auth)).json()).toMatchObject({ code: 400001 });
  });

  it('a like from the meet screen is a real like: the target’s likes-me counter rises and the card goes', async () => {
    const [viewer, target] = await members(t.app, 2);
    const before = (await g.counters(target)).likeme ?? 0;
    const res = await g.post('/v1/encounters', { user_id: target.id, action: 'like' }, viewer.auth);
    expect(res.json()).toEqual({ user_id: target.id, action: 'like', mutual: false });
    expect((await g.counters(target)).likeme).toBe(before + 1);
    expect(await g.ids(target, '/v1/likes/me')).toContain(viewer.id);
    expect(await cards(viewer, '/v1/encounters?limit=20')).not.toContain(target.id);
  });

  it('refuses visitors (401), hidden members (400061) and unknown actions (400001)', async () => {
    const [viewer, hidden] = await members(t.app, 2);
    await g.updateProfile(hidden, { visibility: 'hidden' });
    expect((await g.get('/v1/encounters')).statusCode).toBe(401);
    const refused = await g.post('/v1/encounters', { user_id: hidden.id, action: 'pass' }, viewer.auth);
    expect(refused.json()).toMatchObject({ code: 400061 });
    const invalid = await g.post('/v1/encounters', { user_id: hidden.id, action: 'wink' }, viewer.auth);
    expect(invalid.json()).toMatchObject({ code: 400001 });
  });
});

describe('suggest and location', () => {
  it('suggests visible names for 2 characters or more; shorter queries get 400001', async () => {
    const [viewer, hidden] = await members(t.app, 2);
    await g.updateProfile(hidden, { visibility: 'hidden' });
    const [target] = await members(t.app, 1);
    const res = await g.post('/v1/suggest', { mode: 'keyword', q: target.name.slice(0, 10) }, viewer.auth);
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json<{ data: { user_id: number; name: string }[] }>().data;
    expect(names.map((n) => n.user_id)).toContain(target.id);
    expect(names.length).toBeLessThanOrEqual(8);
    const ofHidden = await g.post('/v1/suggest', { q: hidden.name }, viewer.auth);
    expect(ofHidden.json<{ data: unknown[] }>().data).toEqual([]);
    expect((await g.post('/v1/suggest', { q: 'a' }, viewer.auth)).json()).toMatchObject({ code: 400001 });
  });

  it('answers avatars with the image base, as every other call does', async () => {
    const [viewer, target] = await members(t.app, 2);
    await setUser(target, { avatar: 'avatars/suggest-me.jpg' });
    const res = await g.post('/v1/suggest', { q: target.name.slice(0, 10) }, viewer.auth);
    const found = res
      .json<{ data: { user_id: number; avatar: string | null }[] }>()
      .data.find((n) => n.user_id === target.id);
    expect(found?.avatar).toBe('/uploads/avatars/suggest-me.jpg');
    expect((await g.profile(viewer, target.id)).json()).toMatchObject({ avatar: found?.avatar });
  });

  it('finds cities and countries with codes and coordinates, country names in the asked language', async () => {
    const res = await g.get('/v1/location?k=zurich&lang=de');
    expect(res.statusCode, res.body).toBe(200);
    const places = res.json<{ data: { type: string; label: string; country_code: string; lat: number }[] }>().data;
    expect(places[0]).toMatchObject({ type: 'city', label: 'Zürich, Schweiz', country_code: 'CH' });
    expect(places[0]?.lat).toBeCloseTo(47.37, 1);
    const countries = (await g.get('/v1/location?k=deutsch', { 'accept-language': 'de-DE,de;q=0.9' })).json<{
      data: { type: string; label: string; country_code: string }[];
    }>().data;
    expect(countries[0]).toMatchObject({ type: 'country', label: 'Deutschland', country_code: 'DE' });
    expect((await g.get('/v1/location?k=p')).json()).toMatchObject({ code: 400001 });
  });
});

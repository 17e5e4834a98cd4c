import { ValidationText } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { uniqueName, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { graphApi, makeVip, members } from '../relations/relations.test-helpers';

let g: ReturnType<typeof graphApi>;
const t = useTestApp();
beforeAll(async () => {
  g = graphApi(t.app);
});

type Page = { data: { user_id: number }[]; next_page: number };
const search = async (viewer: Member | null, body: unknown) => {
  const res = await g.post('/v1/search', body, viewer?.auth ?? {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const ids = (page: Page) => page.data.map((c) => c.user_id);
const languagesOf = async (m: Member) =>
  (await t.app.db.select({ languages: users.languages }).from(users).where(eq(users.id, m.id)))[0]!.languages;

describe('PUT user languages (issue 21)', () => {
  it('keeps the languages spoken and learned and shows them on the profile', async () => {
    const [anna, viewer] = await members(t.app, 2);
    const languages = [
      { code: 'de', level: 'native' },
      { code: 'en', level: 'fluent' },
      { code: 'ja', level: 'learning' },
    ];
    const res = await g.updateProfile(anna, { languages } as never);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ languages });
    const profile = await g.get(`/v1/user/${anna.id}`, viewer.auth);
    expect(profile.json()).toMatchObject({ languages });
  });

  it.each([
    ['an unknown code', [{ code: 'xx', level: 'native' }], ValidationText.languagesInvalid],
    ['an unknown level', [{ code: 'de', level: 'expert' }], ValidationText.languagesInvalid],
    [
      'a language twice',
      [
        { code: 'de', level: 'native' },
        { code: 'de', level: 'learning' },
      ],
      ValidationText.languagesDuplicate,
    ],
    [
      'more than 8',
      ['de', 'en', 'fr', 'it', 'ja', 'ko', 'zh', 'es', 'pt'].map((code) => ({ code, level: 'learning' })),
      ValidationText.languagesTooMany,
    ],
  ])('refuses %s with 400001 on languages and changes nothing', async (_case, languages, message) => {
    const [member] = await members(t.app, 1);
    await g.updateProfile(member, { languages: [{ code: 'fr', level: 'native' }] });
    const res = await g.updateProfile(member, { languages } as never);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001, errors: { languages: message } });
    expect(await languagesOf(member)).toEqual([{ code: 'fr', level: 'native' }]);
  });
});

describe('POST search by criteria alone (mode "filter")', () => {
  /** Members in a country of their own, so the shared test database's others never match. */
  const community = async () => {
    const country = uniqueName('land');
    const list = await members(t.app, 5);
    for (const m of list as Member[]) await g.updateProfile(m, { country });
    return { country, list };
  };

  it('pages through every member of the criteria, 20 a page, without a keyword', async () => {
    const country = uniqueName('land');
    // Written directly: 23 sign-ups through the API would spend most of the test hashing passwords.
    const list = await t.app.db
      .insert(users)
      .values(Array.from({ length: 23 }, (_, i) => ({ name: `${country}_${i}`, gender: i % 2, country })))
      .returning({ id: users.id });
    const [viewer] = await members(t.app, 1);
    const first = await search(viewer, { mode: 'filter', country });
    expect(first.data).toHaveLength(20);
    expect(first.next_page).toBe(2);
    const second = await search(viewer, { mode: 'filter', country, page: 2 });
    expect(second.next_page).toBe(-1);
    expect(new Set([...ids(first), ...ids(second)])).toEqual(new Set(list.map((m) => m.id)));
  });

  it('filters by gender, age range, languages (spoken natively or fluently), verified and photo', async () => {
    const { country, list } = await community();
    const [woman, young, germanNative, germanLearner, verified] = list;
    const [viewer, vip] = await members(t.app, 2);
    await makeVip(t.app, vip);
    await t.app.db.update(users).set({ gender: 0 }).where(eq(users.id, woman.id));
    for (const m of list as Member[]) {
      await g.updateProfile(m, { birthday: m === young ? '2004-01-01' : '1980-01-01' });
    }
    await g.updateProfile(germanNative, { languages: [{ code: 'de', level: 'native' }] });
    await g.updateProfile(germanLearner, { languages: [{ code: 'de', level: 'learning' }] });
    await t.app.db.update(users).set({ verified: 1 }).where(eq(users.id, verified.id));
    await t.app.db.update(users).set({ avatar: 'avatars/x.webp' }).where(eq(users.id, young.id));

    expect(ids(await search(viewer, { mode: 'filter', country, gender: 0 }))).toEqual([woman.id]);
    const youngOnly = await search(viewer, { mode: 'filter', country, age_min: 18, age_max: 30 });
    expect(ids(youngOnly)).toEqual([young.id]);
    expect(ids(await search(viewer, { mode: 'filter', country, age_min: 40 })).sort()).toEqual(
      list
        .filter((m) => m !== young)
        .map((m) => m.id)
        .sort(),
    );
    expect(ids(await search(viewer, { mode: 'filter', country, languages: ['de'] }))).toEqual([germanNative.id]);
    expect(ids(await search(viewer, { mode: 'filter', country, verified: true }))).toEqual([verified.id]);
    // A photo is a VIP filter, as in keyword search.
    const refused = await g.post('/v1/search', { mode: 'filter', country, has_photo: true }, viewer.auth);
    expect(refused.json()).toMatchObject({ code: 400062 });
    expect(ids(await search(vip, { mode: 'filter', country, has_photo: true }))).toEqual([young.id]);
  });

  it('refuses unknown languages and an empty age range with 400001', async () => {
    const [viewer] = await members(t.app, 1);
    const unknown = await g.post('/v1/search', { mode: 'filter', languages: ['xx'] }, viewer.auth);
    expect(unknown.json()).toMatchObject({ code: 400001 });
    const empty = await g.post('/v1/search', { mode: 'filter', age_min: 40, age_max: 30 }, viewer.auth);
    expect(empty.json()).toMatchObject({ code: 400001, errors: { age_max: 'The age range is empty' } });
    // Keyword mode still needs its keyword.
    const noKeyword = await g.post('/v1/search', { mode: 'keyword' }, viewer.auth);
    expect(noKeyword.json()).toMatchObject({ code: 400001 });
  });
});

describe('recommend pairs complementary learners', () => {
  it('ranks a native speaker of what I learn who learns what I speak above an otherwise equal member', async () => {
    const [viewer, partner, plain, half] = await members(t.app, 4);
    await g.updateProfile(viewer, {
      languages: [
        { code: 'en', level: 'native' },
        { code: 'ja', level: 'learning' },
      ],
    });
    await g.updateProfile(partner, {
      languages: [
        { code: 'ja', level: 'native' },
        { code: 'en', level: 'learning' },
      ],
    });
    await g.updateProfile(half, { languages: [{ code: 'ja', level: 'native' }] });
    await g.updateProfile(plain, { languages: [{ code: 'fr', level: 'native' }] });
    const res = await g.get('/v1/recommend', viewer.auth);
    const seen = res.json<Page>().data.map((c) => c.user_id);
    const rank = (m: Member) => (seen.includes(m.id) ? seen.indexOf(m.id) : Infinity);
    expect(rank(partner)).toBeLessThan(rank(half));
    expect(rank(half)).toBeLessThan(rank(plain));
  });
});

describe('GET onboarding', () => {
  it('derives each step from the profile, posts and messages', async () => {
    const [member, other] = await members(t.app, 2);
    const read = async () => (await g.get('/v1/onboarding', member.auth)).json();
    const before = await read();
    expect(before).toEqual({
      steps: [
        { step: 'photo', done: false },
        { step: 'purpose', done: false },
        { step: 'languages', done: false },
        { step: 'seeking', done: false },
        { step: 'hello', done: false },
      ],
      done: 0,
      total: 5,
    });
    const updated = await g.updateProfile(member, {
      purpose: [801],
      languages: [{ code: 'en', level: 'native' }],
      interest: 0,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const sent = await g.post('/v1/messages', { user_id: other.id, message_content: 'Hello there' }, member.auth);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await read()).steps).toEqual([
      { step: 'photo', done: false },
      { step: 'purpose', done: true },
      { step: 'languages', done: true },
      { step: 'seeking', done: true },
      { step: 'hello', done: true },
    ]);
  });

  it('asks an account without a birthday for it first, and refuses its messages until then', async () => {
    const [member, other] = await members(t.app, 2);
    await t.app.db.update(users).set({ birthday: null }).where(eq(users.id, member.id));
    const steps = (await g.get('/v1/onboarding', member.auth)).json<{ steps: { step: string }[] }>().steps;
    expect(steps[0]).toEqual({ step: 'birthday', done: false });
    const refused = await g.post('/v1/messages', { user_id: other.id, message_content: 'Hello' }, member.auth);
    expect(refused.json()).toMatchObject({ code: 400001, errors: { birthday: ValidationText.birthdayRequired } });
    await g.updateProfile(member, { birthday: '1990-05-05' });
    const sent = await g.post('/v1/messages', { user_id: other.id, message_content: 'Hello' }, member.auth);
    expect(sent.statusCode, sent.body).toBe(200);
  });
});

import type { UpdateUserBody } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { userRow } from '../../test/account-helpers';
import { recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { graphApi, members } from '../relations/relations.test-helpers';

let g: ReturnType<typeof graphApi>;
const t = useTestApp();
beforeAll(async () => {
  g = graphApi(t.app);
});

const profileFields: UpdateUserBody & { purpose: number[] } = {
  height: 203,
  weight: 304,
  marriage: 401,
  children: 501,
  income: 602,
  orientation: 701,
  purpose: [801, 815],
  horoscope: 5,
  biography: 'Tea, hiking and languages.',
  location: 'Munich, Germany',
  country: 'Germany',
  city: 'Munich',
  language: 'de',
  interest: 0,
  birthday: '1990-04-02',
};

describe('PUT user', () => {
  it('stores profile fields by their spec names; others see them on the profile', async () => {
    const [anna, ben] = await members(t.app, 2);
    const res = await g.updateProfile(anna, profileFields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: anna.id, language: 'de', counter: { likeme: 0 } });
    const seen = (await g.profile(ben, anna.id)).json();
    const { birthday: _birthday, ...shown } = profileFields;
    expect(seen).toMatchObject({ ...shown, age: expect.any(Number), gender: 1, vip: 0, online: false });
    expect(seen.age).toBeGreaterThanOrEqual(35);
  });

  it('stores privacy settings and merges e-mail notification choices', async () => {
    const [anna] = await members(t.app, 1);
    const res = await g.updateProfile(anna, {
      visibility: 'registered',
      message_source: 'validate',
      friend_request: false,
      online_status: 'offline',
      translate_engine: 2,
      block_other_language: true,
      sound: false,
      email_notifications: { promotions: true, likes: false },
    });
    expect(res.json()).toMatchObject({
      visibility: 'registered',
      message_source: 'validate',
      friend_request: false,
      online_status: 'offline',
      translate_engine: 2,
      block_other_language: true,
      sound: false,
      email_notifications: { likes: false, visitors: true, promotions: true, billing: true },
    });
    // "Always offline" also hides the last activity.
    const [ben] = await members(t.app, 1);
    expect((await g.profile(ben, anna.id)).json()).toMatchObject({ online: false, last_active: null });
  });

  it.each([
    [{ height: 250 }, 'height'],
    [{ purpose: [801, 900] }, 'purpose.1'],
    [{ purpose: [801, 801] }, 'purpose'],
    [{ horoscope: 13 }, 'horoscope'],
    [{ visibility: 'secret' }, 'visibility'],
    [{ birthday: '2020-01-01' }, 'birthday'],
    [{ birthday: '1990-02-30' }, 'birthday'],
  ])('refuses %j with 400001 on the field and changes nothing', async (body, field) => {
    const [anna] = await members(t.app, 1);
    const before = await userRow(t.app, anna.id);
    const res = await g.put('/v1/user', { ...body, biography: 'changed?' }, anna.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001, errors: { [field]: expect.any(String) } });
    expect(await userRow(t.app, anna.id)).toEqual(before);
  });

  it.each([
    [{ name: 'new_name_1' }, 'name', 'Username cannot be changed'],
    [{ gender: 0 }, 'gender', 'Gender cannot be changed'],
  ])('refuses to change %j (400001) and changes nothing else sent with it', async (body, field, message) => {
    const [anna] = await members(t.app, 1);
    const res = await g.put('/v1/user', { ...body, biography: 'changed?' }, anna.auth);
    expect(res.json()).toMatchObject({ code: 400001, errors: { [field]: message } });
    const row = await userRow(t.app, anna.id);
    expect(row).toMatchObject({ name: anna.name, gender: 1, biography: null });
  });

  it('clears an option with null', async () => {
    const [anna] = await members(t.app, 1);
    await g.updateProfile(anna, { height: 201 });
    expect((await g.updateProfile(anna, { height: null })).statusCode).toBe(200);
    expect((await userRow(t.app, anna.id)).height).toBeNull();
  });

  it('changing whom one seeks tells the clients to reload the feeds', async () => {
    const [anna] = await members(t.app, 1);
    const events = recordEvents(t.app);
    await g.updateProfile(anna, { interest: 1 });
    await g.updateProfile(anna, { interest: 0 });
    expect(await events.waitFor(anna.id, 'refresh', 2)).toHaveLength(2);
    await g.updateProfile(anna, { interest: 0 });
    expect(events.matching(anna.id, 'refresh')).toHaveLength(2);
    events.stop();
  });

  it('needs a session', async () => {
    expect((await g.put('/v1/user', { height: 201 })).statusCode).toBe(401);
  });
});

describe('GET user/{id}', () => {
  it('shows the owner to themself with self set and no relation', async () => {
    const [anna] = await members(t.app, 1);
    expect((await g.profile(anna, anna.id)).json()).toMatchObject({ id: anna.id, self: true, relation: 0 });
  });
});

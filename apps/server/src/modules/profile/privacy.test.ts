import { VISIBILITY, type Visibility } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { befriend, graphApi, makeVip } from '../relations/relations.test-helpers';

type ViewerKind = 'self' | 'friend' | 'vip' | 'member' | 'visitor' | 'blocked by owner' | 'blocking owner';

/** Spec §6: who sees a profile of each visibility. Blocks hide it both ways, whatever the level. */
const expected: Record<Visibility, ViewerKind[]> = {
  public: ['self', 'friend', 'vip', 'member', 'visitor'],
  registered: ['self', 'friend', 'vip', 'member'],
  friends: ['self', 'friend'],
  hidden: ['self', 'friend', 'vip'],
};
const kinds: ViewerKind[] = ['self', 'friend', 'vip', 'member', 'visitor', 'blocked by owner', 'blocking owner'];

const owners = {} as Record<Visibility, Member>;
const viewers = {} as Record<Exclude<ViewerKind, 'self' | 'visitor'>, Member>;

const t = useTestApp();
beforeAll(async () => {
  const g = graphApi(t.app);
  for (const level of VISIBILITY) owners[level] = await signUp(t.app);
  viewers.friend = await signUp(t.app);
  viewers.vip = await signUp(t.app);
  viewers.member = await signUp(t.app);
  viewers['blocked by owner'] = await signUp(t.app);
  viewers['blocking owner'] = await signUp(t.app);
  await makeVip(t.app, viewers.vip);
  for (const level of VISIBILITY) {
    const owner = owners[level];
    await befriend(t.app, viewers.friend, owner);
    expect((await g.block(owner, viewers['blocked by owner'].id)).statusCode).toBe(200);
    expect((await g.block(viewers['blocking owner'], owner.id)).statusCode).toBe(200);
    expect((await g.updateProfile(owner, { visibility: level })).statusCode).toBe(200);
  }
});

const viewerOf = (kind: ViewerKind, level: Visibility): Member | null =>
  kind === 'self' ? owners[level] : kind === 'visitor' ? null : viewers[kind];

describe.each(VISIBILITY)('a %s profile', (level) => {
  it.each(kinds)('viewed by %s: as spec §6 says, and the same in lists', async (kind) => {
    const owner = owners[level];
    const viewer = viewerOf(kind, level);
    const allowed = expected[level].includes(kind);
    const res = await graphApi(t.app).profile(viewer, owner.id);
    if (kind === 'blocking owner') {
      // The blocker opens the profile of whom they blocked (to unblock), whatever its level; lists hide it.
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: owner.id, blocked: true });
    } else if (kind === 'blocked by owner') {
      // Spec §8 "404 on user load": the same answer as for an unknown member, so the block never shows.
      expect(res.statusCode).toBe(404);
    } else if (allowed) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: owner.id, name: owner.name, self: kind === 'self' });
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400061, message: "User doesn't exist or hidden" });
    }
    // The list queries apply the same rule in SQL.
    const cards = await t.app.services.profiles.cards(viewer?.id ?? null, [owner.id]);
    expect(cards.has(owner.id)).toBe(allowed);
  });
});

describe('refusals that must not reveal whether a member exists', () => {
  it('answers an unknown id exactly like a member who blocked the viewer: 404 (spec §8), not the upgrade prompt', async () => {
    const g = graphApi(t.app);
    const unknown = await g.profile(viewers.member, 99_999_999);
    const blockedBy = await g.profile(viewers['blocked by owner'], owners.public.id);
    expect(unknown.statusCode).toBe(404);
    expect(blockedBy.statusCode).toBe(404);
    expect(blockedBy.json()).toEqual(unknown.json());
    expect((await g.profile(null, 99_999_999)).json()).toEqual(unknown.json());
    expect((await g.get(`/v1/u/99999999`, viewers.member.auth)).json()).toEqual(unknown.json());
  });

  it('answers a deactivated member like an unknown one', async () => {
    const g = graphApi(t.app);
    const gone = await signUp(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/v1/user',
      headers: gone.auth,
      payload: { password: gone.password },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const answer = await g.profile(viewers.member, gone.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual((await g.profile(viewers.member, 99_999_999)).json());
  });

  it('refuses a non-numeric id with 400001', async () => {
    const res = await graphApi(t.app).profile(viewers.member, 'abc' as unknown as number);
    expect(res.json()).toMatchObject({ code: 400001 });
  });
});

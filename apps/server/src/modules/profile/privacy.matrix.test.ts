import { VISIBILITY, type ChatThread, type FeedItem, type ThreadView, type Visibility } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendRequests, friends, likes, users } from '../../db/schema';
import { connect, listen, type TestClient } from '../../realtime/test-client';
import { signUp, uniqueName, type Member } from '../../test/factories';
import { befriend, graphApi, makeVip } from '../relations/relations.test-helpers';
import { useTestApp } from '../../test/use-test-app';

/**
 * Issue 13, battery B: every visibility level × every relation of the viewer × every surface that shows a
 * member. The core property: a member shows on a surface for a viewer iff the viewer may open their
 * profile (spec §6, privacy.ts), apart from each surface's documented own filter (written next to it),
 * never to someone blocked either way, and a closed account to no one. Members and relations are built once; each surface is one
 * line of the table below and is checked for every level × relation.
 */

type Relation =
  | 'self'
  | 'visitor'
  | 'stranger'
  | 'vip'
  | 'friend'
  | 'liker'
  | 'mutual like'
  | 'asked by owner'
  | 'blocked by owner'
  | 'blocking owner';
type MemberRelation = Exclude<Relation, 'self' | 'visitor'>;
/**
 * The four visibility levels (spec §3 privacy settings), and a public account since closed (deactivated:
 * banned ones read the same `status`), which shows to no one. Its owner cannot sign in: no `self` case.
 */
type Level = Visibility | 'closed';
const LEVELS: Level[] = [...VISIBILITY, 'closed'];
const MEMBER_RELATIONS: MemberRelation[] = [
  'stranger',
  'vip',
  'friend',
  'liker',
  'mutual like',
  'asked by owner',
  'blocked by owner',
  'blocking owner',
];
const RELATIONS: Relation[] = ['self', 'visitor', ...MEMBER_RELATIONS];
/** VIP viewers: `vip` (which opens hidden profiles) and both blocked ones (a block beats VIP). */
const VIP_RELATIONS: Relation[] = ['vip', 'blocked by owner', 'blocking owner'];
const blocked = (r: Relation) => r === 'blocked by owner' || r === 'blocking owner';
const isMember = (r: Relation): r is MemberRelation => r !== 'self' && r !== 'visitor';

/** Spec §6 as privacy.ts has it: the one answer of "may this viewer open this profile?". */
function mayView(level: Level, r: Relation): boolean {
  if (level === 'closed') return false;
  if (r === 'self' || r === 'friend') return true;
  if (r === 'visitor') return level === 'public';
  if (blocked(r)) return false;
  if (r === 'vip') return level !== 'friends';
  return level === 'public' || level === 'registered';
}

/**
 * The graph behind each relation, as the edge lists read it. The blocked pairs had likes both ways and
 * a friendship before the block (which severed them); then rows as a race with the block could leave
 * them are written back directly (likes both ways, the friendship, the owner's request), so the lists'
 * own filter is what keeps the blocked member out.
 */
const edges = {
  viewerLikes: (r: Relation) => r === 'liker' || r === 'mutual like' || blocked(r),
  ownerLikes: (r: Relation) => r === 'mutual like' || blocked(r),
  friends: (r: Relation) => r === 'friend' || blocked(r),
  ownerAsked: (r: Relation) => r === 'asked by owner' || blocked(r),
  /** Every member viewer wrote to every owner before levels and blocks were set. */
  conversation: isMember,
  /** Every owner opened every member viewer's profile (`GET u/{id}`): a visit and its notification. */
  ownerVisited: isMember,
};

interface Case {
  level: Level;
  relation: Relation;
  owner: Member;
  viewer: Member | null;
  /** `mayView(level, relation)`. */
  visible: boolean;
}

interface Surface {
  name: string;
  /** Whether the case exists on this surface (signed-in only routes, VIP-only lists); default all. */
  applies?: (c: Case) => boolean;
  /** What the surface shows of the owner to the viewer. */
  shows: (c: Case) => Promise<unknown>;
  /** What it must show; default `c.visible`. */
  expected?: (c: Case) => unknown;
}

const t = useTestApp();
let g: ReturnType<typeof graphApi>;
const owners = {} as Record<Level, Member>;
const viewers = {} as Record<MemberRelation, Member>;
const posts = {} as Record<Level, number>;
const sockets = new Map<number, TestClient>(); // by viewer id, 0 for the visitor
const open: TestClient[] = [];

const hidden = { code: 400061, message: "User doesn't exist or hidden" };
const viewerOf = (level: Level, r: Relation) => (r === 'self' ? owners[level] : r === 'visitor' ? null : viewers[r]);
const authOf = (viewer: Member | null) => viewer?.auth ?? {};

/** 200 → true; the refusal that does not tell a hidden member from an unknown id → false. */
async function opens(c: Case, url: string): Promise<boolean> {
  const res = await g.get(url, authOf(c.viewer));
  if (res.statusCode === 200) return true;
  if (res.statusCode === 404 || (res.statusCode === 400 && res.json<{ code: number }>().code === hidden.code)) {
    if (res.statusCode === 400) expect(res.json()).toEqual(hidden);
    return false;
  }
  throw new Error(`${url} for ${c.relation} of ${c.level}: ${res.statusCode} ${res.body}`);
}

/** Each list is read once per viewer, then asked about every owner. */
const lists = new Map<string, Promise<number[]>>();
function listed<T = { user_id: number }>(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  pick: (item: T) => number = (item) => (item as { user_id: number }).user_id,
  target: (c: Case) => number = (c) => c.owner.id,
) {
  return (c: Case) => {
    const key = `${method} ${url} ${JSON.stringify(body)} ${c.viewer?.id ?? 0}`;
    if (!lists.has(key)) {
      const res = method === 'GET' ? g.get(url, authOf(c.viewer)) : g.post(url, body, authOf(c.viewer));
      lists.set(
        key,
        res.then((r) => {
          if (r.statusCode !== 200) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
          return r.json<{ data: T[] }>().data.map(pick);
        }),
      );
    }
    return lists.get(key)!.then((ids) => ids.includes(target(c)));
  };
}

async function threadWith(c: Case): Promise<ChatThread | undefined> {
  const res = await g.get('/v1/message_threads', authOf(c.viewer));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ChatThread[] }>().data.find((th) => th.user_id === c.owner.id);
}

const member = (c: Case) => c.viewer !== null;
const other = (c: Case) => c.relation !== 'self';
const otherMember = (c: Case) => member(c) && other(c);
/** The lists of people to meet never show the viewer themself. */
const othersVisible = (c: Case) => c.visible && other(c);
const blockFlag = (r: Relation) => (r === 'blocking owner' ? 1 : r === 'blocked by owner' ? 2 : 0);
/** Live `online`/`feed` announcements of a hidden member go to friends only, not to VIP (audience.ts). */
const announced = (c: Case) => c.visible && !(c.level === 'hidden' && c.relation === 'vip');

const profileShown = (c: Case) => c.visible || (c.relation === 'blocking owner' && c.level !== 'closed');

const surfaces: Surface[] = [
  // The single views.
  // The profile itself: also to the member who blocked its owner (to unblock), whatever its level.
  { name: 'GET /v1/user/{id}', shows: (c) => opens(c, `/v1/user/${c.owner.id}`), expected: profileShown },
  { name: 'GET /v1/u/{id}', shows: (c) => opens(c, `/v1/u/${c.owner.id}?redirect=0`), expected: profileShown },
  { name: 'GET /v1/photos/{id}', shows: (c) => opens(c, `/v1/photos/${c.owner.id}`) },
  { name: 'GET /v1/feeds/{id}', shows: (c) => opens(c, `/v1/feeds/${posts[c.level]}`) },
  {
    name: 'GET /v1/feeds/user/{id}',
    shows: async (c) =>
      (await opens(c, `/v1/feeds/user/${c.owner.id}`)) &&
      (await g.get(`/v1/feeds/user/${c.owner.id}`, authOf(c.viewer)))
        .json<{ data: FeedItem[] }>()
        .data.some((p) => p.id === posts[c.level]),
  },
  // The general lists (visitors too). The front page: public members with a photo, the same for all.
  { name: 'GET /v1/front', shows: listed('GET', '/v1/front'), expected: (c) => c.visible && c.level === 'public' },
  { name: 'GET /v1/latest', shows: listed('GET', '/v1/latest'), expected: othersVisible },
  { name: 'GET /v1/online', shows: listed('GET', '/v1/online'), expected: othersVisible },
  { name: 'GET /v1/recommend', shows: listed('GET', '/v1/recommend'), expected: othersVisible },
  { name: 'GET /v1/hottest', shows: listed('GET', '/v1/hottest'), expected: othersVisible },
  { name: 'GET /v1/birthday', shows: listed('GET', '/v1/birthday'), expected: othersVisible },
  { name: 'POST /v1/search', shows: listed('POST', '/v1/search', { q: 'owner_' }), expected: othersVisible },
  { name: 'POST /v1/suggest', shows: listed('POST', '/v1/suggest', { q: 'owner_' }), expected: othersVisible },
  // The news feed: posts of the gender the viewer seeks (the owners' own) and the viewer's own posts.
  {
    name: 'GET /v1/feeds',
    shows: listed<FeedItem>(
      'GET',
      '/v1/feeds',
      undefined,
      (p) => p.id,
      (c) => posts[c.level],
    ),
  },
  // Signed-in lists. Encounters: not the members the viewer liked already.
  {
    name: 'GET /v1/encounters',
    applies: member,
    shows: listed('GET', '/v1/encounters?limit=20'),
    expected: (c) => othersVisible(c) && !edges.viewerLikes(c.relation),
  },
  {
    name: 'GET /v1/likes',
    applies: member,
    shows: listed('GET', '/v1/likes'),
    expected: (c) => c.visible && edges.viewerLikes(c.relation),
  },
  {
    name: 'GET /v1/likes/me',
    applies: member,
    shows: listed('GET', '/v1/likes/me'),
    expected: (c) => c.visible && edges.ownerLikes(c.relation),
  },
  {
    name: 'GET /v1/likes/mutual',
    applies: member,
    shows: listed('GET', '/v1/likes/mutual'),
    expected: (c) => c.visible && edges.ownerLikes(c.relation) && edges.viewerLikes(c.relation),
  },
  // Visitors of the viewer: a VIP list (400062 for others).
  {
    name: 'GET /v1/visits',
    applies: (c) => VIP_RELATIONS.includes(c.relation),
    shows: listed('GET', '/v1/visits'),
    expected: (c) => c.visible && edges.ownerVisited(c.relation),
  },
  {
    name: 'GET /v1/friends',
    applies: member,
    shows: listed('GET', '/v1/friends'),
    expected: (c) => c.visible && edges.friends(c.relation),
  },
  {
    name: 'GET /v1/friend_requests',
    applies: member,
    shows: listed('GET', '/v1/friend_requests'),
    expected: (c) => c.visible && edges.ownerAsked(c.relation),
  },
  // The viewer's own blacklist shows whom they blocked, whatever their privacy (an active account).
  {
    name: 'GET /v1/blacklist',
    applies: member,
    shows: listed('GET', '/v1/blacklist'),
    expected: (c) => c.relation === 'blocking owner' && c.level !== 'closed',
  },
  {
    name: 'GET /v1/notifications',
    applies: member,
    shows: listed<{ data: { user_id: number } }>('GET', '/v1/notifications', undefined, (n) => n.data.user_id),
    expected: (c) => c.visible && edges.ownerVisited(c.relation),
  },
  // Conversations stay listed whatever the privacy (spec §3: a thread carries `block`; a member who
  // wrote to you can be answered); online only to those who may see the member.
  {
    name: 'GET /v1/message_threads',
    applies: otherMember,
    shows: async (c) => {
      const th = await threadWith(c);
      return th && { block: th.block, online: th.online };
    },
    // A closed account's conversations leave the list.
    expected: (c) => (c.level === 'closed' ? undefined : { block: blockFlag(c.relation), online: c.visible }),
  },
  {
    name: 'GET /v1/message_threads/{id}?user=1 (chat header)',
    applies: otherMember,
    shows: async (c) => {
      const res = await g.get(`/v1/message_threads/${c.owner.id}?user=1`, authOf(c.viewer));
      expect(res.statusCode, res.body).toBe(200);
      const { thread } = res.json<ThreadView>();
      return { block: thread.block, online: thread.online };
    },
    expected: (c) => ({ block: blockFlag(c.relation), online: c.visible }),
  },
  // Realtime: the owners came online and posted after every viewer's socket had connected.
  {
    name: 'socket event online',
    applies: other,
    shows: async (c) => socketOf(c).all<{ user_id: number }>('online', (p) => p.user_id === c.owner.id).length > 0,
    expected: announced,
  },
  {
    name: 'socket event feed',
    applies: other,
    shows: async (c) => socketOf(c).all<{ user_id: number }>('feed', (p) => p.user_id === c.owner.id).length > 0,
    expected: announced,
  },
  {
    name: 'socket presence query',
    shows: async (c) => (await socketOf(c).presence([c.owner.id])).includes(c.owner.id),
  },
];

function socketOf(c: Case): TestClient {
  const socket = sockets.get(c.viewer?.id ?? 0);
  if (!socket) throw new Error(`no socket for ${c.relation}`);
  return socket;
}

beforeAll(async () => {
  g = graphApi(t.app);
  const url = await listen(t.app);
  // Owners are women (whom the male viewers seek, so they are in the viewers' feed and encounters).
  for (const level of LEVELS) owners[level] = await signUp(t.app, { name: uniqueName('owner'), gender: 0 });
  for (const r of MEMBER_RELATIONS) viewers[r] = await signUp(t.app, { gender: 1 });
  for (const r of VIP_RELATIONS) await makeVip(t.app, viewers[r as MemberRelation]);
  const today = new Date().toISOString().slice(0, 10);
  const birthday = `${Number(today.slice(0, 4)) - 25}${today.slice(4)}`;
  for (const level of LEVELS) {
    await t.app.db
      .update(users)
      .set({ avatar: `avatar/${level}.jpg`, birthday })
      .where(eq(users.id, owners[level].id));
  }

  for (const level of LEVELS) {
    const owner = owners[level];
    const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 200) => {
      const r = await res;
      expect(r.statusCode, r.body).toBe(status);
    };
    await befriend(t.app, viewers.friend, owner);
    await ok(g.like(viewers.liker, owner.id));
    await ok(g.like(viewers['mutual like'], owner.id));
    await ok(g.like(owner, viewers['mutual like'].id));
    await ok(g.request(owner, viewers['asked by owner'].id), 202);
    for (const r of ['blocked by owner', 'blocking owner'] as const) {
      await befriend(t.app, viewers[r], owner);
      await ok(g.like(viewers[r], owner.id));
      await ok(g.like(owner, viewers[r].id));
    }
    for (const r of MEMBER_RELATIONS) {
      await ok(g.post('/v1/messages', { user_id: owner.id, message_content: `hello ${level}` }, viewers[r].auth));
      await ok(g.get(`/v1/u/${viewers[r].id}?redirect=0`, owner.auth));
    }
    await ok(g.block(owner, viewers['blocked by owner'].id));
    await ok(g.block(viewers['blocking owner'], owner.id));
    for (const r of ['blocked by owner', 'blocking owner'] as const) {
      const v = viewers[r].id;
      await t.app.db.insert(likes).values([
        { user_id: v, target_id: owner.id },
        { user_id: owner.id, target_id: v },
      ]);
      await t.app.db.insert(friends).values([
        { user_id: v, target_id: owner.id },
        { user_id: owner.id, target_id: v },
      ]);
      await t.app.db.insert(friendRequests).values({ user_id: owner.id, target_id: v });
    }
    await ok(g.updateProfile(owner, { visibility: level === 'closed' ? 'public' : level }));
  }
  // The closed account posted, then was closed before anyone connected.
  const closing = await g.post('/v1/feeds', { content: 'A post by the closed owner' }, owners.closed.auth);
  expect(closing.statusCode, closing.body).toBe(200);
  posts.closed = closing.json<FeedItem>().id;
  await t.app.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, owners.closed.id));

  const client = async (key: number, token?: string) => {
    const c = await connect(url, token ? { token } : {});
    open.push(c);
    sockets.set(key, c);
    return c;
  };
  await client(0);
  for (const r of MEMBER_RELATIONS) await client(viewers[r].id, viewers[r].token);
  for (const level of VISIBILITY) await client(owners[level].id, owners[level].token);
  await t.app.realtime!.presence.settled();
  for (const level of VISIBILITY) {
    const res = await g.post('/v1/feeds', { content: `A post by the ${level} owner` }, owners[level].auth);
    expect(res.statusCode, res.body).toBe(200);
    posts[level] = res.json<FeedItem>().id;
  }
  // Events reach each socket in order: once the marker is in, every earlier online/feed event is too.
  await t.app.bus.publish({ to: 'public', event: 'announcement', payload: { id: 1, content: 'marker' } });
  await Promise.all(open.map((c) => c.waitFor('announcement')));
}, 120_000);

afterAll(async () => {
  for (const c of open) c.close();
});

let cases = 0;
describe('privacy matrix: visibility × relation × surface', () => {
  it.each(surfaces.map((s) => [s.name, s] as const))('%s', async (_name, surface) => {
    const wrong: string[] = [];
    for (const level of LEVELS) {
      for (const relation of RELATIONS) {
        if (level === 'closed' && relation === 'self') continue;
        const c: Case = {
          level,
          relation,
          owner: owners[level],
          viewer: viewerOf(level, relation),
          visible: mayView(level, relation),
        };
        if (surface.applies && !surface.applies(c)) continue;
        cases++;
        const want = surface.expected ? surface.expected(c) : c.visible;
        const got = await surface.shows(c);
        if (JSON.stringify(got) !== JSON.stringify(want)) {
          wrong.push(`${level} owner, ${relation}: shows ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('checked every case', () => {
    console.log(
      `privacy matrix: ${LEVELS.length} levels (${LEVELS.join(', ')}) × ${RELATIONS.length} relations × ${surfaces.length} surfaces = ${cases} cases`,
    );
    expect(cases).toBeGreaterThan(LEVELS.length * RELATIONS.length * 20);
  });
});

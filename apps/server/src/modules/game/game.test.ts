import {
  ErrorCode,
  GAME,
  GAME_MAX_SCORE,
  RefusalReason,
  type GameResult,
  type GameRound,
  type GameState,
} from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { gameRounds, users } from '../../db/schema';
import { api, testClock } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { befriend, graphApi, makeVip, members } from '../relations/relations.test-helpers';

/** Wednesday noon UTC: the week of the first rounds runs Monday 16 to Monday 23 November. */
const clock = testClock(Date.parse('2026-11-18T12:00:00Z'));
const ROUNDS_PER_HOUR = 20;
const SCORES_PER_HOUR = 20;
const t = useTestApp({
  deps: {
    now: clock.now,
    rateRules: {
      gameRoundsPerMember: { limit: ROUNDS_PER_HOUR, windowSeconds: 3600 },
      gameScoresPerMember: { limit: SCORES_PER_HOUR, windowSeconds: 3600 },
    },
  },
});
const http = () => api(t.app);

const stateOf = async (m: Member) => {
  const res = await http().get('/v1/game', m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GameState>();
};
const send = (m: Member, round: GameRound, score: number, change: Record<string, unknown> = {}) =>
  http().post('/v1/game', { round_id: round.id, sig: round.sig, ts: round.ts, score, ...change }, m.auth);
/** A round played for `seconds`, scored `score`, accepted. */
const play = async (m: Member, score: number, seconds = 40) => {
  const { round } = await stateOf(m);
  clock.advance(seconds * 1000);
  const res = await send(m, round, score);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GameResult>();
};
const refusal = (res: LightMyRequestResponse) => {
  const body = res.json<{ code: number; reason?: string }>();
  return { status: res.statusCode, code: body.code, reason: body.reason };
};
const roundsOf = async (m: Member) => t.app.db.select().from(gameRounds).where(eq(gameRounds.user_id, m.id));
const ids = (board: GameState['top']) => board.map((l) => l.user.user_id);

describe('GET game', () => {
  it('issues a fresh signed round each time, with best 0 and the maximum before any round', async () => {
    const [anna] = await members(t.app, 1);
    const first = await stateOf(anna);
    const second = await stateOf(anna);
    expect(first).toMatchObject({ best: 0, max: GAME_MAX_SCORE });
    expect(GAME_MAX_SCORE).toBe(1620);
    expect(first.round.ts).toBe(clock.now().getTime());
    expect(first.round.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.round.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.round.id).not.toBe(first.round.id);
    expect(first.event).toEqual({ starts_at: '2026-11-16T00:00:00.000Z', ends_at: '2026-11-23T00:00:00.000Z' });
    expect((await http().get('/v1/game')).statusCode).toBe(401);
  });
});

describe('POST game: a round scored', () => {
  it('answers the best so far and the maximum; a lower score later keeps the best', async () => {
    const [anna] = await members(t.app, 1);
    expect(await play(anna, 1200)).toEqual({ best: 1200, max: GAME_MAX_SCORE });
    expect(await play(anna, 900)).toEqual({ best: 1200, max: GAME_MAX_SCORE });
    expect(await play(anna, 1305)).toEqual({ best: 1305, max: GAME_MAX_SCORE });
    expect((await stateOf(anna)).best).toBe(1305);
    // A round cut short by the clock: whole pairs only, after the time limit.
    expect(await play(anna, 300, GAME.timeLimitSeconds)).toEqual({ best: 1305, max: GAME_MAX_SCORE });
  });

  it('refuses the second POST of the same round, even with another score (409 game_round_used)', async () => {
    const [anna] = await members(t.app, 1);
    const { round } = await stateOf(anna);
    clock.advance(30_000);
    expect((await send(anna, round, 1000)).statusCode).toBe(200);
    expect(refusal(await send(anna, round, 1000))).toEqual({
      status: 409,
      code: ErrorCode.ValidationFailed,
      reason: RefusalReason.GameRoundUsed,
    });
    expect(refusal(await send(anna, round, 1500))).toMatchObject({ status: 409, reason: RefusalReason.GameRoundUsed });
    expect((await roundsOf(anna)).map((r) => r.score)).toEqual([1000]);
    expect((await stateOf(anna)).best).toBe(1000);
  });
});

describe('POST game: the signature', () => {
  const signatureRefused = { status: 403, code: ErrorCode.Plain, reason: RefusalReason.GameSignatureInvalid };

  it('refuses a forged signature, a round id or time changed under it, and a round of another member', async () => {
    const [anna, bob] = await members(t.app, 2);
    const { round } = await stateOf(anna);
    const bobs = (await stateOf(bob)).round;
    clock.advance(30_000);
    const forged = `${round.sig.slice(0, -2)}${round.sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(refusal(await send(anna, round, 1000, { sig: forged }))).toEqual(signatureRefused);
    expect(refusal(await send(anna, round, 1000, { sig: 'x' }))).toEqual(signatureRefused);
    // An earlier ts would make the round look played longer (or revive an expired one).
    expect(refusal(await send(anna, round, 1000, { ts: round.ts - 60_000 }))).toEqual(signatureRefused);
    expect(refusal(await send(anna, round, 1000, { ts: round.ts + 0.5 }))).toEqual(signatureRefused);
    expect(refusal(await send(anna, round, 1000, { round_id: bobs.id }))).toEqual(signatureRefused);
    // Bob's own round and signature, sent by Anna: signed for Bob, not for her.
    expect(refusal(await send(anna, bobs, 1000))).toEqual(signatureRefused);
    expect(await roundsOf(anna)).toEqual([]);
    expect(await roundsOf(bob)).toEqual([]);
    // The round as issued is still good, for its own member.
    expect((await send(anna, round, 1000)).statusCode).toBe(200);
    expect((await send(bob, bobs, 1100)).statusCode).toBe(200);
  });
});

describe('POST game: time', () => {
  it('refuses a score sent sooner than any round can be played (400 game_too_fast)', async () => {
    const [anna] = await members(t.app, 1);
    const { round } = await stateOf(anna);
    clock.advance(GAME.minSeconds * 1000 - 1);
    expect(refusal(await send(anna, round, 1000))).toEqual({
      status: 400,
      code: ErrorCode.Plain,
      reason: RefusalReason.GameTooFast,
    });
    // Pairs left means the clock ran out: such a score needs the whole time limit.
    clock.advance(1);
    expect(refusal(await send(anna, round, 500))).toMatchObject({ status: 400, reason: RefusalReason.GameTooFast });
    expect(await roundsOf(anna)).toEqual([]);
    expect((await send(anna, round, 1000)).statusCode).toBe(200);
  });

  it('refuses a round older than its lifetime (400 game_round_expired)', async () => {
    const [anna] = await members(t.app, 1);
    const { round } = await stateOf(anna);
    clock.advance(GAME.roundLifetimeSeconds * 1000 + 1);
    expect(refusal(await send(anna, round, 1000))).toEqual({
      status: 400,
      code: ErrorCode.Plain,
      reason: RefusalReason.GameRoundExpired,
    });
    expect(await roundsOf(anna)).toEqual([]);
  });
});

describe('POST game: impossible scores', () => {
  it('refuses a score above the maximum, negative, fractional or off the formula (400001 game_score_impossible)', async () => {
    const [anna] = await members(t.app, 1);
    const { round } = await stateOf(anna);
    clock.advance(GAME.timeLimitSeconds * 1000);
    for (const score of [GAME_MAX_SCORE + 5, GAME_MAX_SCORE + 1, -100, -1, 1000.5, 0.1, 1001, 250, 1e300]) {
      expect(refusal(await send(anna, round, score)), `score ${score}`).toEqual({
        status: 400,
        code: ErrorCode.ValidationFailed,
        reason: RefusalReason.GameScoreImpossible,
      });
    }
    expect((await http().post('/v1/game', { ...round, score: '1000' }, anna.auth)).statusCode).toBe(400);
    expect(await roundsOf(anna)).toEqual([]);
    // The maximum itself is possible.
    expect(await send(anna, round, GAME_MAX_SCORE).then((r) => r.json<GameResult>())).toEqual({
      best: GAME_MAX_SCORE,
      max: GAME_MAX_SCORE,
    });
  });
});

describe('Rate limits', () => {
  it('refuses a member’s scores beyond the hourly limit (429000), forged ones counted, others unaffected', async () => {
    const [anna, bob] = await members(t.app, 2);
    const { round } = await stateOf(anna);
    clock.advance(30_000);
    for (let i = 0; i < SCORES_PER_HOUR - 1; i++) {
      expect((await send(anna, round, 1000, { sig: 'forged' })).statusCode).toBe(403);
    }
    expect((await send(anna, round, 1000)).statusCode).toBe(200);
    const next = (await stateOf(anna)).round;
    clock.advance(30_000);
    expect(refusal(await send(anna, next, 1000))).toMatchObject({ status: 429, code: ErrorCode.TooManyRequests });
    expect((await roundsOf(anna)).length).toBe(1);
    expect((await play(bob, 1000)).best).toBe(1000);
  });

  it('refuses rounds beyond the hourly limit (429000)', async () => {
    const [anna] = await members(t.app, 1);
    for (let i = 0; i < ROUNDS_PER_HOUR; i++) await stateOf(anna);
    expect(refusal(await http().get('/v1/game', anna.auth))).toMatchObject({
      status: 429,
      code: ErrorCode.TooManyRequests,
    });
  });
});

describe('Leaderboards', () => {
  it('ranks each member once by their best; the week’s board starts empty on Monday, all time keeps every week', async () => {
    const [alice, bob, carol] = await members(t.app, 3);
    await play(alice, 1600);
    await play(alice, 1400);
    await play(bob, 1500);
    let view = await stateOf(carol);
    const place = (board: GameState['top'], m: Member) => board.find((l) => l.user.user_id === m.id);
    expect(place(view.top, alice)).toMatchObject({ score: 1600, self: false, user: { name: alice.name } });
    expect(place(view.top, bob)).toMatchObject({ score: 1500 });
    expect(place(view.top, alice)!.rank).toBeLessThan(place(view.top, bob)!.rank);
    expect(ids(view.top).filter((id) => id === alice.id)).toHaveLength(1);
    expect(view.top.map((l) => l.rank)).toEqual(view.top.map((_, i) => i + 1));

    // Next week: Alice has not played yet; Bob plays worse than before.
    clock.advance(7 * 86_400_000);
    await play(bob, 1000);
    view = await stateOf(carol);
    expect(view.event.starts_at).toBe('2026-11-23T00:00:00.000Z');
    expect(ids(view.top)).not.toContain(alice.id);
    expect(place(view.top, bob)).toMatchObject({ score: 1000 });
    expect(place(view.top_all, alice)).toMatchObject({ score: 1600 });
    expect(place(view.top_all, bob)).toMatchObject({ score: 1500 });
    const own = await stateOf(bob);
    expect(place(own.top, bob)).toMatchObject({ self: true, score: 1000 });
    expect(own.best).toBe(1500);
  });

  it('shows at most the board size, highest first, equal scores in the order they were reached', async () => {
    const players = await Promise.all(Array.from({ length: GAME.leaderboardSize + 1 }, () => signUp(t.app)));
    for (const m of players) await play(m, 1620 - 5, 10);
    const view = await stateOf(players[0]!);
    expect(view.top).toHaveLength(GAME.leaderboardSize);
    const scores = view.top.map((l) => l.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const tied = view.top.filter((l) => l.score === 1615).map((l) => l.user.user_id);
    expect(tied).toEqual(players.map((m) => m.id).slice(0, tied.length));
  });

  it('leaves out hidden, banned and blocked members (both ways), friends-only to friends; the viewer always sees themself', async () => {
    const g = graphApi(t.app);
    const [viewer, hidden, banned, blocker, blockedByViewer, friendsOnly, friend, open] = await members(t.app, 8);
    expect((await g.updateProfile(hidden, { visibility: 'hidden' })).statusCode).toBe(200);
    expect((await g.updateProfile(friendsOnly, { visibility: 'friends' })).statusCode).toBe(200);
    await befriend(t.app, viewer, friend);
    expect((await g.updateProfile(friend, { visibility: 'friends' })).statusCode).toBe(200);
    expect((await g.block(blocker, viewer.id)).statusCode).toBe(200);
    expect((await g.block(viewer, blockedByViewer.id)).statusCode).toBe(200);
    // The best scores of the file, so every one of them would be on both boards if shown.
    for (const m of [hidden, banned, blocker, blockedByViewer, friendsOnly, friend, open]) await play(m, 1620, 7);
    await t.app.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.id));
    await makeVip(t.app, viewer);

    const view = await stateOf(viewer);
    for (const board of [view.top, view.top_all]) {
      expect(ids(board)).toEqual(expect.arrayContaining([friend.id, open.id]));
      for (const m of [hidden, banned, blocker, blockedByViewer, friendsOnly]) expect(ids(board)).not.toContain(m.id);
    }
    // The hidden member sees their own place; a stranger does not see the friends-only one.
    expect(ids((await stateOf(hidden)).top)).toContain(hidden.id);
    const [stranger] = await members(t.app, 1);
    const strangers = await stateOf(stranger);
    expect(ids(strangers.top)).not.toContain(friend.id);
    expect(ids(strangers.top)).toContain(open.id);
  });
});

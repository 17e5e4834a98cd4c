import type { GameState } from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createApiTestApp, testClock } from '../../test/account-helpers';
import type { Member } from '../../test/factories';
import { createTestDatabase, type TestApp } from '../../test/harness';
import { members } from '../relations/relations.test-helpers';

/**
 * SQL statements of the game's requests in the steady state (the sign-in check answers from its cache), as
 * statement-count.test.ts counts the other hot paths: the cost must not grow with the leaderboards' size.
 */
const counter = { statements: 0, logQuery: () => void counter.statements++ };
const clock = testClock();
let t: TestApp;
let players: Member[];

beforeAll(async () => {
  const db = await createTestDatabase(undefined, counter);
  // Signing keys are not re-read in the background, so no request counts that statement.
  t = await createApiTestApp({ database: db.database, config: { keyRefreshMs: 0 }, deps: { now: clock.now } });
  const close = t.close;
  t.close = async () => {
    await close();
    await db.drop();
  };
  players = await members(t.app, 12);
});
afterAll(async () => {
  await t?.close();
});

const state = async (m: Member) => {
  const res = await api(t.app).get('/v1/game', m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GameState>();
};
const scored = async (m: Member, score: number) => {
  const { round } = await state(m);
  clock.advance(20_000);
  counter.statements = 0;
  const res = await api(t.app).post('/v1/game', { round_id: round.id, sig: round.sig, ts: round.ts, score }, m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return counter.statements;
};

describe('SQL statements of the game', () => {
  it('GET game: 1 with empty leaderboards and with full ones (the best and both boards in one statement)', async () => {
    const [viewer] = players;
    await state(viewer!);
    counter.statements = 0;
    await state(viewer!);
    const empty = counter.statements;
    for (const [i, m] of players.entries()) await scored(m, 1000 + 5 * i);
    await state(viewer!);
    counter.statements = 0;
    const full = await state(viewer!);
    expect(full.top).toHaveLength(10);
    expect(full.top_all).toHaveLength(10);
    expect([empty, counter.statements]).toEqual([1, 1]);
  });

  it('POST game: 2 (the round recorded once, the best read back)', async () => {
    expect(await scored(players[0]!, 1500)).toBe(2);
  });
});

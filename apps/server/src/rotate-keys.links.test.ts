import { ErrorCode, RefusalReason, type GameRound, type GameState, type PortalKeyResponse } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { rotateKeys, UNSUBSCRIBE_MIN_GRACE_MS } from './operator-commands';
import { api, createApiTestApp, signedIn, testClock } from './test/account-helpers';
import { signUp } from './test/factories';
import type { TestApp } from './test/harness';
import { useTestApp } from './test/use-test-app';

/**
 * `rotate-keys unsubscribe|portal|game` (docs/decisions.md 67): the other generated secrets turn over like
 * the JWT and media keys (rotate-keys.test.ts), on a database of their own so each ring starts at key 0.
 */
const clock = testClock();
const GRACE_MS = 10 * 60_000;
/** Node A, started before the rotation. */
const t = useTestApp({ config: { keyGraceMs: GRACE_MS }, deps: { now: clock.now } });
/** Node C, started after it. */
let c: TestApp | undefined;
afterAll(async () => {
  await c?.close();
});

describe('rotate-keys for links and rounds', () => {
  it('rotates the unsubscribe, portal and game keys the same way: signed before, good for the grace period, then refused; signed after, good', async () => {
    const out = [];
    // Before: node A signs an unsubscribe link, two recharge-portal links and two game rounds.
    const member = await signUp(t.app);
    const oldUnsubscribe = unsubscribePath(t.app, member.id);
    const oldPortal = [await portalLink(t.app, member), await portalLink(t.app, member)];
    const oldRounds = [await roundOf(t.app, member), await roundOf(t.app, member)];
    for (const name of ['unsubscribe', 'portal', 'game'])
      out.push(await rotateKeys(t.database.db, t.config, name, clock.now()));
    expect(out.join('\n')).toMatch(
      /^unsubscribe: now signing with key 1;.*\nportal: now signing with key 1;.*\ngame: now signing with key 1;/s,
    );

    // After: node C, started now, signs with the new keys.
    c = await createApiTestApp({ database: t.database, config: { keyGraceMs: GRACE_MS }, deps: { now: clock.now } });
    const newUnsubscribe = unsubscribePath(c.app, member.id);
    expect(newUnsubscribe).not.toBe(oldUnsubscribe);
    const fresh = await signedIn(c.app, member.email, member.password, 'rotate-keys-node-c');
    const newPortal = [await portalLink(c.app, fresh), await portalLink(c.app, fresh)];
    const newRounds = [await roundOf(c.app, fresh), await roundOf(c.app, fresh)];
    expect(newRounds[0]!.sig).not.toBe(oldRounds[0]!.sig);
    clock.advance(40_000);

    // During the grace period, old and new are good on either node (A re-reads its keys for a signature
    // none of its keys made).
    for (const app of [t.app, c.app]) {
      expect((await api(app).get(oldUnsubscribe)).statusCode).toBe(200);
      expect((await api(app).get(newUnsubscribe)).statusCode).toBe(200);
    }
    expect((await redeem(c.app, oldPortal[0]!)).statusCode).toBe(200);
    expect((await redeem(t.app, newPortal[0]!)).statusCode).toBe(200);
    expect((await score(c.app, fresh, oldRounds[0]!)).statusCode).toBe(200);
    expect((await score(t.app, fresh, newRounds[0]!)).statusCode).toBe(200);

    clock.advance(GRACE_MS);
    // An unsubscribe link in a mail keeps working for 30 days whatever the grace period (CAN-SPAM).
    for (const app of [t.app, c.app]) expect((await api(app).get(oldUnsubscribe)).statusCode).toBe(200);
    // The portal link is refused for its signature (had the signature held, it would read "expired").
    expect(reasonOf(await redeem(c.app, oldPortal[1]!))).toEqual({
      status: 400,
      code: ErrorCode.CodeInvalid,
      reason: RefusalReason.PortalKeyInvalid,
    });
    expect(reasonOf(await redeem(c.app, newPortal[1]!))).toMatchObject({ reason: RefusalReason.PortalKeyExpired });
    expect((await redeem(c.app, await portalLink(c.app, fresh))).statusCode).toBe(200);
    // The game round of the old key is refused for its signature; the new one (still in its hour) counts.
    expect(reasonOf(await score(c.app, fresh, oldRounds[1]!))).toEqual({
      status: 403,
      code: ErrorCode.Plain,
      reason: RefusalReason.GameSignatureInvalid,
    });
    expect((await score(t.app, fresh, newRounds[1]!)).statusCode).toBe(200);

    // Thirty days on, the old unsubscribe link is refused like a forged one; the new one still works.
    clock.advance(UNSUBSCRIBE_MIN_GRACE_MS);
    for (const app of [t.app, c.app]) {
      const refused = await api(app).get(oldUnsubscribe);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('This link is not valid');
      expect((await api(app).get(newUnsubscribe)).statusCode).toBe(200);
    }
  });
});

/** The path of a member's unsubscribe link as the node's mails carry it (for new-message mails). */
const unsubscribePath = (app: FastifyInstance, userId: number) =>
  `/v1/mail/unsubscribe?token=${encodeURIComponent(app.services.unsubscribeLinks.token(userId, 'messages'))}`;

async function portalLink(app: FastifyInstance, m: { auth: Record<string, string> }) {
  const res = await api(app).post('/v1/key', { to: 'recharge' }, m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(new URL(res.json<PortalKeyResponse>().url).searchParams) as Record<string, string>;
}
const redeem = (app: FastifyInstance, params: Record<string, string>) => api(app).post('/v1/key/redeem', params);

async function roundOf(app: FastifyInstance, m: { auth: Record<string, string> }): Promise<GameRound> {
  const res = await api(app).get('/v1/game', m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GameState>().round;
}
const score = (app: FastifyInstance, m: { auth: Record<string, string> }, round: GameRound) =>
  api(app).post('/v1/game', { round_id: round.id, sig: round.sig, ts: round.ts, score: 1000 }, m.auth);

const reasonOf = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as { code: number; reason?: string };
  return { status: res.statusCode, code: body.code, reason: body.reason };
};

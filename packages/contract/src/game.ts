import { z } from 'zod';

/**
 * A round of the game as the server issues it: a random `id`, the issue time `ts` (Unix milliseconds) and
 * `sig`, the server's HMAC over the member, the round and `ts`. The score is sent back with all three.
 */
export const GameRound = z.object({ id: z.string(), sig: z.string(), ts: z.number().int() });
export type GameRound = z.infer<typeof GameRound>;

/** A place on a leaderboard: the member (as anyone may see them), their best score of the period. */
export const GameLeader = z.object({
  rank: z.number().int(),
  user: z.object({ user_id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
  score: z.number().int(),
  /** The viewer's own place. */
  self: z.boolean(),
});
export type GameLeader = z.infer<typeof GameLeader>;

/**
 * `GET game`: a fresh round, the member's best score of all time, the highest possible score (`max`), and
 * the leaderboards: `top` of the current week (ISO week, UTC, which `event` spans) and `top_all` of all
 * time. Members hidden from the viewer (hidden, friends-only, banned, blocked either way) are left out.
 */
export const GameState = z.object({
  best: z.number().int(),
  max: z.number().int(),
  top: z.array(GameLeader),
  top_all: z.array(GameLeader),
  /** The week's contest: its leaderboard starts empty each Monday 00:00 UTC. */
  event: z.object({ starts_at: z.string(), ends_at: z.string() }),
  round: GameRound,
});
export type GameState = z.infer<typeof GameState>;

/**
 * `POST game`: a round's score. The shapes are checked loosely here so that every forged or impossible
 * value reaches the referee and is refused with its own `reason` (signature, replay, too fast, expired,
 * impossible score).
 */
export const GameScoreBody = z.strictObject({
  round_id: z.string().max(64),
  score: z.number(),
  sig: z.string().max(128),
  ts: z.number(),
});
export type GameScoreBody = z.input<typeof GameScoreBody>;

/** The member's best score after this round, and the highest possible one. */
export const GameResult = z.object({ best: z.number().int(), max: z.number().int() });
export type GameResult = z.infer<typeof GameResult>;

/**
 * The game (spec §7 GET/POST game): a memory board of `pairs` pairs of cards. Its rules and the score
 * formula live here, zod-free, so the board (web) and the referee (server) count the same way.
 *
 * Score = 100 per pair found; when every pair is found before the time runs out, also 25 per move under
 * `movesPar` and 5 per whole second left. A move is turning two cards. The board locks for `pairLockMs`
 * after each move, so no round can end sooner than `minSeconds` (8 moves × 750 ms): the time counted is at
 * least that, which makes the maximum a constant (`GAME_MAX_SCORE`, 1620).
 */
export const GAME = {
  pairs: 8,
  /** The board is `columns` wide (4 × 4). */
  columns: 4,
  timeLimitSeconds: 90,
  /** The board stays locked this long after two cards are turned (they match or turn back). */
  pairLockMs: 750,
  minSeconds: 6,
  pointsPerPair: 100,
  /** Moves at or above par earn no move bonus; the perfect round takes `pairs` moves. */
  movesPar: 24,
  pointsPerMoveUnderPar: 25,
  pointsPerSecondLeft: 5,
  /** A round's signature is accepted this long after it was issued. */
  roundLifetimeSeconds: 3600,
  /** Members shown on each leaderboard. */
  leaderboardSize: 10,
} as const;

export interface GameOutcome {
  /** Pairs found (0…`GAME.pairs`). */
  pairs: number;
  /** Moves made (two cards turned each). */
  moves: number;
  /** Time played, in milliseconds, from the first card turned to the last pair found or the time-out. */
  elapsedMs: number;
}

/** The whole seconds a round counts: rounded up, never under the fastest possible round. */
export const countedSeconds = (elapsedMs: number) => Math.max(GAME.minSeconds, Math.ceil(elapsedMs / 1000));

/** The score of a round (the formula above). */
export function gameScore({ pairs, moves, elapsedMs }: GameOutcome): number {
  const found = GAME.pointsPerPair * Math.min(pairs, GAME.pairs);
  if (pairs < GAME.pairs) return found;
  const moveBonus = GAME.pointsPerMoveUnderPar * Math.max(0, GAME.movesPar - moves);
  const timeBonus = GAME.pointsPerSecondLeft * Math.max(0, GAME.timeLimitSeconds - countedSeconds(elapsedMs));
  return found + moveBonus + timeBonus;
}

/** The highest score of a round: every pair in `pairs` moves, in the fastest possible time. */
export const GAME_MAX_SCORE = gameScore({ pairs: GAME.pairs, moves: GAME.pairs, elapsedMs: 0 });

const COMPLETE = GAME.pointsPerPair * GAME.pairs;

/**
 * Whether some round can end with this score: a round cut short by the clock scores whole hundreds below
 * 800; a finished one scores 800 and up in steps of 5 (both bonuses are multiples of 5), up to the maximum.
 */
export function isPossibleGameScore(score: number): boolean {
  if (!Number.isInteger(score) || score < 0 || score > GAME_MAX_SCORE) return false;
  return score < COMPLETE ? score % GAME.pointsPerPair === 0 : score % GAME.pointsPerSecondLeft === 0;
}

/**
 * The least time, in seconds from the round's issue, before its score can be sent: a round that ended
 * with pairs left ran out the clock; a finished one took at least the fastest possible round.
 */
export const minSecondsForGameScore = (score: number): number =>
  score < COMPLETE ? GAME.timeLimitSeconds : GAME.minSeconds;

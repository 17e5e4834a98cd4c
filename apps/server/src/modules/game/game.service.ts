import {
  ErrorCode,
  GAME,
  GAME_MAX_SCORE,
  isPossibleGameScore,
  minSecondsForGameScore,
  RefusalReason,
  type GameResult,
  type GameScoreBody,
  type GameState,
} from '@yuanfen/contract';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import { presentGameState } from './game.presenter';
import { gameRepo } from './game.repo';
import type { RoundSigner } from './round-signer';

const DAY_MS = 86_400_000;

/** The ISO week (Monday 00:00 UTC to the next Monday) that `at` falls in. */
export function isoWeekOf(at: Date): { start: Date; end: Date } {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  const start = new Date(midnight - sinceMonday * DAY_MS);
  return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
}

export interface GameDeps {
  db: Db;
  limiter: RateLimiter;
  signer: RoundSigner;
  now: () => Date;
}

/**
 * The game's referee (spec §7 GET/POST game). The board is played in the browser; the server issues signed
 * rounds and accepts a round's score once, only from the member it was issued to, within its lifetime,
 * no sooner than the round can be played, and only a score some round can end with.
 */
export class GameService {
  constructor(private readonly d: GameDeps) {}

  /** `GET game`: a fresh round, the member's best, the maximum and the leaderboards (one statement). */
  async state(userId: number): Promise<GameState> {
    await this.d.limiter.consume('gameRoundsPerMember', `member:${userId}`);
    const now = this.d.now();
    const week = isoWeekOf(now);
    const rows = await gameRepo.standings(this.d.db, userId, week.start, GAME.leaderboardSize);
    return presentGameState(rows, userId, week, this.d.signer.issue(userId, now));
  }

  /** `POST game`: the round's score, when every rule holds; answers the member's best and the maximum. */
  async score(userId: number, body: GameScoreBody): Promise<GameResult> {
    await this.d.limiter.consume('gameScoresPerMember', `member:${userId}`);
    const { round_id: roundId, score, sig, ts } = body;
    if (!Number.isSafeInteger(ts) || !(await this.d.signer.verify(userId, roundId, ts, sig))) {
      throw fail.forbidden('This round was not issued to you', RefusalReason.GameSignatureInvalid);
    }
    const now = this.d.now();
    const elapsedMs = now.getTime() - ts;
    if (elapsedMs > GAME.roundLifetimeSeconds * 1000) {
      throw fail.code(400, ErrorCode.Plain, 'This round has expired', undefined, RefusalReason.GameRoundExpired);
    }
    if (!isPossibleGameScore(score)) {
      throw fail.validation({ score: 'Impossible score' }, 'Impossible score', RefusalReason.GameScoreImpossible);
    }
    if (elapsedMs < minSecondsForGameScore(score) * 1000) {
      throw fail.code(400, ErrorCode.Plain, 'Too fast for this score', undefined, RefusalReason.GameTooFast);
    }
    const fresh = await gameRepo.insertScore(this.d.db, {
      id: roundId,
      user_id: userId,
      issued_at: new Date(ts),
      score,
      finished_at: now,
    });
    if (!fresh) throw fail.conflict('This round was already scored', undefined, RefusalReason.GameRoundUsed);
    return { best: await gameRepo.bestOf(this.d.db, userId), max: GAME_MAX_SCORE };
  }
}

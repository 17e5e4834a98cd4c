import { GAME_MAX_SCORE, type GameLeader, type GameRound, type GameState } from '@yuanfen/contract';
import { imageUrl } from '../account/account.presenter';
import type { StandingRow } from './game.repo';

/** A leaderboard's rows (already in order) as places 1, 2, 3… */
const leaders = (rows: StandingRow[], viewerId: number): GameLeader[] =>
  rows.map((row, i) => ({
    rank: i + 1,
    user: { user_id: row.user_id!, name: row.name ?? '', avatar: imageUrl(row.avatar) },
    score: row.score,
    self: row.user_id === viewerId,
  }));

/** `GET game` from the standings statement and the round just issued. */
export function presentGameState(
  rows: StandingRow[],
  viewerId: number,
  week: { start: Date; end: Date },
  round: GameRound,
): GameState {
  return {
    best: rows.find((r) => r.board === 'best')?.score ?? 0,
    max: GAME_MAX_SCORE,
    top: leaders(
      rows.filter((r) => r.board === 'week'),
      viewerId,
    ),
    top_all: leaders(
      rows.filter((r) => r.board === 'all'),
      viewerId,
    ),
    event: { starts_at: week.start.toISOString(), ends_at: week.end.toISOString() },
    round,
  };
}

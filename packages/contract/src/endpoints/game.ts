import { endpoint } from '../endpoint';
import { GameResult, GameScoreBody, GameState } from '../game';

const tag = 'game';

/** The game (spec §7 GET/POST game): rounds signed by the server, scores accepted once per round. */
export const game = {
  /** A fresh signed round, the member's best, the maximum, and the week's and all-time leaderboards. */
  state: endpoint({ method: 'GET', path: '/game', access: 'user', tag, response: GameState }),
  /** A round's score, with the round's `sig` and `ts`; refused when forged, replayed, too fast or impossible. */
  score: endpoint({ method: 'POST', path: '/game', access: 'user', tag, body: GameScoreBody, response: GameResult }),
};

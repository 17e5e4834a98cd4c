import { useCallback, useEffect, useReducer, useState } from 'react';
import { GAME, type GameRound } from '@yuanfen/contract';
import { deal, play, type Game, type GameAction } from './memory-game';

interface Board {
  round: GameRound | null;
  game: Game;
}
type BoardAction = GameAction | { type: 'deal'; round: GameRound };

const reduce = (board: Board, action: BoardAction): Board =>
  action.type === 'deal'
    ? { round: action.round, game: deal(action.round.id) }
    : { ...board, game: play(board.game, action) };

/** Ticks of the clock while a round runs: often enough for the seconds shown to change on time. */
const TICK_MS = 250;

/**
 * The board of the page: the round it was dealt for, the game, and the clock. A move settles after the
 * board's lock (`GAME.pairLockMs`); the round ends when the clock reaches the time limit.
 */
export function useMemoryGame() {
  const [board, dispatch] = useReducer(reduce, { round: null, game: deal('') });
  const [now, setNow] = useState(() => performance.now());
  const { phase } = board.game;
  const running = phase === 'playing' || phase === 'locked';

  useEffect(() => {
    if (phase !== 'locked') return;
    const timer = window.setTimeout(() => dispatch({ type: 'settle', at: performance.now() }), GAME.pairLockMs);
    return () => window.clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const at = performance.now();
      setNow(at);
      dispatch({ type: 'tick', at });
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const flip = useCallback((index: number) => {
    const at = performance.now();
    setNow(at);
    dispatch({ type: 'flip', index, at });
  }, []);
  const dealRound = useCallback((round: GameRound) => dispatch({ type: 'deal', round }), []);

  return { round: board.round, game: board.game, now, flip, deal: dealRound };
}

import { describe, expect, it } from 'vitest';
import { GAME, GAME_MAX_SCORE, gameScore, isPossibleGameScore, minSecondsForGameScore } from '@yuanfen/contract';
import { deal, pickPictures, play, scoreOf, scoreParts, secondsLeft, type Game } from './memory-game';

/** Where each face lies on the board. */
const positions = (game: Game) => {
  const byFace = new Map<number, number[]>();
  game.cards.forEach((card, i) => byFace.set(card.face, [...(byFace.get(card.face) ?? []), i]));
  return [...byFace.values()] as [number, number][];
};
/** Turns two cards at `at` and settles the move after the lock. */
const move = (game: Game, a: number, b: number, at: number) => {
  let g = play(game, { type: 'flip', index: a, at });
  g = play(g, { type: 'flip', index: b, at: at + 100 });
  return play(g, { type: 'settle', at: at + 100 + GAME.pairLockMs });
};
/** A perfect round: every pair found at the first try, one move every `stepMs`. */
const perfect = (stepMs: number) => {
  let game = deal('round-a');
  positions(game).forEach(([a, b], i) => (game = move(game, a, b, i * stepMs)));
  return game;
};

describe('deal', () => {
  it('lays every picture out twice, the same way for the same round and differently for another', () => {
    const game = deal('round-a');
    expect(game.cards).toHaveLength(GAME.pairs * 2);
    expect(positions(game).every((p) => p.length === 2)).toBe(true);
    expect(deal('round-a').cards).toEqual(game.cards);
    expect(deal('round-b').cards).not.toEqual(game.cards);
    expect(game.phase).toBe('ready');
  });

  it('picks distinct pictures of the catalogue by round', () => {
    const picked = pickPictures('round-a', 45);
    expect(new Set(picked).size).toBe(GAME.pairs);
    expect(picked.every((i) => i >= 0 && i < 45)).toBe(true);
    expect(pickPictures('round-a', 45)).toEqual(picked);
  });
});

describe('play', () => {
  it('starts the clock at the first card, counts a move per two cards, keeps a pair and turns others back', () => {
    let game = deal('round-a');
    const [[a1, a2], [b1]] = positions(game) as [[number, number], [number, number]];
    game = play(game, { type: 'flip', index: a1, at: 1000 });
    expect(game).toMatchObject({ phase: 'playing', startedAt: 1000, moves: 0 });
    game = play(game, { type: 'flip', index: b1, at: 1200 });
    expect(game).toMatchObject({ phase: 'locked', moves: 1 });
    // Locked: a third card does not turn until the move settles.
    expect(play(game, { type: 'flip', index: a2, at: 1300 })).toBe(game);
    game = play(game, { type: 'settle', at: 1950 });
    expect(game.cards[a1]!.state).toBe('down');
    expect(game.cards[b1]!.state).toBe('down');
    game = move(game, a1, a2, 2000);
    expect(game.cards[a1]!.state).toBe('matched');
    expect(game).toMatchObject({ pairs: 1, moves: 2, phase: 'playing' });
    // A matched card or the same card twice is not a move.
    expect(play(game, { type: 'flip', index: a1, at: 3000 })).toBe(game);
  });

  it('ends as won when the last pair is found, and scores moves and time', () => {
    const game = perfect(1000);
    expect(game.phase).toBe('won');
    expect(game.moves).toBe(GAME.pairs);
    // 8 moves a second apart; the last settles at 7 s + 850 ms: 8 s counted.
    expect(scoreParts(game, 0)).toEqual({ pairs: 800, moves: 400, time: 5 * (90 - 8), total: 800 + 400 + 410 });
  });

  it('never scores above the maximum: the board’s lock makes 6 s the fastest round', () => {
    const fastest = perfect(GAME.pairLockMs + 100);
    expect(fastest.endedAt! - fastest.startedAt!).toBeGreaterThanOrEqual(GAME.minSeconds * 1000);
    expect(scoreOf(fastest, 0)).toBeLessThanOrEqual(GAME_MAX_SCORE);
    expect(gameScore({ pairs: 8, moves: 8, elapsedMs: 1 })).toBe(GAME_MAX_SCORE);
  });

  it('ends as timeout when the time runs out: whole pairs only', () => {
    let game = deal('round-a');
    const [a1, a2] = positions(game)[0]!;
    game = move(game, a1, a2, 0);
    game = play(game, { type: 'tick', at: 89_999 });
    expect(game.phase).toBe('playing');
    expect(secondsLeft(game, 89_999)).toBe(1);
    game = play(game, { type: 'tick', at: 90_000 });
    expect(game).toMatchObject({ phase: 'timeout', endedAt: 90_000 });
    expect(secondsLeft(game, 120_000)).toBe(0);
    expect(scoreOf(game, 120_000)).toBe(100);
    expect(play(game, { type: 'flip', index: 3, at: 90_001 })).toBe(game);
  });
});

describe('the score formula', () => {
  it('gives 100 a pair, 25 a move under 24 and 5 a second left, counted from 6 s', () => {
    expect(GAME_MAX_SCORE).toBe(1620);
    expect(gameScore({ pairs: 3, moves: 12, elapsedMs: 90_000 })).toBe(300);
    expect(gameScore({ pairs: 8, moves: 20, elapsedMs: 45_200 })).toBe(800 + 100 + 5 * 44);
    expect(gameScore({ pairs: 8, moves: 30, elapsedMs: 89_500 })).toBe(800);
  });

  it('tells possible scores from impossible ones, and how soon each can be sent', () => {
    for (const score of [0, 100, 700, 800, 805, 1415, GAME_MAX_SCORE]) expect(isPossibleGameScore(score)).toBe(true);
    for (const score of [-100, 50, 750, 801, 1000.5, GAME_MAX_SCORE + 5])
      expect(isPossibleGameScore(score)).toBe(false);
    expect(minSecondsForGameScore(700)).toBe(GAME.timeLimitSeconds);
    expect(minSecondsForGameScore(800)).toBe(GAME.minSeconds);
  });

  it('every round the board can play ends with a possible score', () => {
    for (let pairs = 0; pairs <= GAME.pairs; pairs++) {
      for (const moves of [pairs, 8, 15, 24, 40]) {
        for (const elapsedMs of [0, 6_000, 6_001, 33_333, 89_999, 90_000]) {
          if (moves < pairs || (pairs === GAME.pairs && moves < GAME.pairs)) continue;
          expect(isPossibleGameScore(gameScore({ pairs, moves, elapsedMs }))).toBe(true);
        }
      }
    }
  });
});

import { countedSeconds, GAME, gameScore, type GameOutcome } from '@yuanfen/contract';

/**
 * The memory board, as pure functions: `deal` lays out the round's cards from its id, `play` moves the
 * game on by one action. Times are milliseconds of one monotonic clock (`performance.now()` in the page).
 */

export type CardState = 'down' | 'up' | 'matched';
export interface Card {
  /** Which picture the card shows (0 … pairs − 1): two cards share each. */
  face: number;
  state: CardState;
  /** Turned up at least once: its picture stays in the page, so it does not vanish while turning back. */
  seen: boolean;
}
/** ready: dealt, clock not started · playing · locked: two cards turned, the board waits · won · timeout. */
export type Phase = 'ready' | 'playing' | 'locked' | 'won' | 'timeout';
export interface Game {
  cards: Card[];
  /** Indexes of the cards turned up and not yet settled (0, 1 or 2). */
  open: number[];
  moves: number;
  pairs: number;
  startedAt: number | null;
  endedAt: number | null;
  phase: Phase;
  /** The last settled move: told to screen readers ("pair found", "not a pair"). */
  lastMove: { match: boolean; face: number } | null;
}
export type GameAction =
  | { type: 'flip'; index: number; at: number }
  /** The lock after a move is over: a pair stays up, two different cards turn back. */
  | { type: 'settle'; at: number }
  /** The clock moved: ends the round when the time is up. */
  | { type: 'tick'; at: number };

/** A 32-bit hash of the round id (FNV-1a): the seed of its layout. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small PRNG, so the same round id always deals the same board. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The cards of a round: every face twice, in the order the round's id gives. */
export function deal(roundId: string, pairs: number = GAME.pairs): Game {
  const faces = Array.from({ length: pairs }, (_, face) => [face, face]).flat();
  return {
    cards: shuffled(faces, randomFrom(hashOf(roundId))).map((face) => ({ face, state: 'down', seen: false })),
    open: [],
    moves: 0,
    pairs: 0,
    startedAt: null,
    endedAt: null,
    phase: 'ready',
    lastMove: null,
  };
}

/**
 * Which pictures of a catalogue of `size` the round shows (`count` distinct indexes), chosen by its id,
 * so each round looks different and a reload deals the same one.
 */
export function pickPictures(roundId: string, size: number, count: number = GAME.pairs): number[] {
  const indexes = Array.from({ length: size }, (_, i) => i);
  return shuffled(indexes, randomFrom(hashOf(`pictures:${roundId}`))).slice(0, count);
}

const timeLimitMs = GAME.timeLimitSeconds * 1000;
const isOver = (game: Game) => game.phase === 'won' || game.phase === 'timeout';

export function play(game: Game, action: GameAction): Game {
  switch (action.type) {
    case 'flip': {
      if (game.phase !== 'ready' && game.phase !== 'playing') return game;
      if (game.cards[action.index]?.state !== 'down') return game;
      const startedAt = game.startedAt ?? action.at;
      if (action.at - startedAt >= timeLimitMs) return play(game, { type: 'tick', at: action.at });
      const cards = game.cards.map((card, i) =>
        i === action.index ? { ...card, state: 'up' as const, seen: true } : card,
      );
      const open = [...game.open, action.index];
      const moved = open.length === 2;
      return {
        ...game,
        cards,
        open,
        startedAt,
        moves: moved ? game.moves + 1 : game.moves,
        phase: moved ? 'locked' : 'playing',
      };
    }
    case 'settle': {
      if (game.phase !== 'locked') return game;
      const [a, b] = game.open as [number, number];
      const match = game.cards[a]!.face === game.cards[b]!.face;
      const state: CardState = match ? 'matched' : 'down';
      const cards = game.cards.map((card, i) => (i === a || i === b ? { ...card, state } : card));
      const pairs = game.pairs + (match ? 1 : 0);
      const won = pairs === game.cards.length / 2;
      return {
        ...game,
        cards,
        open: [],
        pairs,
        phase: won ? 'won' : 'playing',
        endedAt: won ? action.at : null,
        lastMove: { match, face: game.cards[a]!.face },
      };
    }
    case 'tick': {
      if (isOver(game) || game.startedAt === null || action.at - game.startedAt < timeLimitMs) return game;
      return { ...game, phase: 'timeout', endedAt: game.startedAt + timeLimitMs };
    }
  }
}

/** Milliseconds played: from the first card turned to the end, or to `now` while the round runs. */
export function elapsedMs(game: Game, now: number): number {
  if (game.startedAt === null) return 0;
  return Math.min((game.endedAt ?? now) - game.startedAt, timeLimitMs);
}

/** Whole seconds left on the clock, as the board shows them. */
export const secondsLeft = (game: Game, now: number) =>
  Math.max(0, Math.ceil((timeLimitMs - elapsedMs(game, now)) / 1000));

/** The seconds the time bonus counts (never under the fastest possible round). */
export const countedSecondsOf = (game: Game, now: number) => countedSeconds(elapsedMs(game, now));

/** The round's result, for the score formula. */
export const outcomeOf = (game: Game, now: number): GameOutcome => ({
  pairs: game.pairs,
  moves: game.moves,
  elapsedMs: elapsedMs(game, now),
});

/** The score so far: whole pairs while the round runs, the formula's total once it is over. */
export const scoreOf = (game: Game, now: number) => gameScore(outcomeOf(game, now));

/** The parts of a finished round's score, for the finish screen. */
export function scoreParts(game: Game, now: number) {
  const total = scoreOf(game, now);
  const pairs = game.pairs * GAME.pointsPerPair;
  const moves = game.phase === 'won' ? GAME.pointsPerMoveUnderPar * Math.max(0, GAME.movesPar - game.moves) : 0;
  return { pairs, moves, time: total - pairs - moves, total };
}

export const isFinished = isOver;

import { GAME, type Gift } from '@yuanfen/contract';
import { pickPictures } from './memory-game';

/** What a card shows: a gift of the catalogue (its picture and name), or an emoji when there are too few. */
export interface CardFace {
  name: string;
  src?: string;
  emoji?: string;
}

/** The emoji faces (named in the `game:faces` texts), for an install whose catalogue has under 8 gifts. */
export const EMOJI_FACES = [
  ['rose', '🌹'],
  ['heart', '💝'],
  ['present', '🎁'],
  ['chocolate', '🍫'],
  ['ring', '💍'],
  ['teddy', '🧸'],
  ['balloon', '🎈'],
  ['cake', '🍰'],
] as const;
export type EmojiFaceName = (typeof EMOJI_FACES)[number][0];

/** The round's faces: `GAME.pairs` gifts of the catalogue chosen by the round, else the emoji set. */
export function facesOf(roundId: string, gifts: readonly Gift[], nameOf: (face: EmojiFaceName) => string): CardFace[] {
  if (gifts.length >= GAME.pairs) {
    return pickPictures(roundId, gifts.length).map((i) => ({ name: gifts[i]!.name, src: gifts[i]!.src }));
  }
  return EMOJI_FACES.map(([name, emoji]) => ({ name: nameOf(name), emoji }));
}

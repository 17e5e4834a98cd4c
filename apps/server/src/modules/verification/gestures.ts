import { createHmac } from 'node:crypto';
import { VERIFICATION_GESTURES, type VerificationGesture } from '@yuanfen/contract';

/**
 * The gesture of a member's next selfie (docs/decisions.md 43): drawn from an HMAC of the member and the
 * number of selfies they have sent, under a server secret. It is the same on every read (and every node)
 * until they send one, unpredictable without the secret, and, after a rejection, never the gesture just
 * refused. Nothing is stored before the selfie, which records the gesture it was asked for.
 */
export function gestureFor(
  secret: string,
  userId: number,
  tries: number,
  previous: string | null | undefined,
): VerificationGesture {
  const choices = VERIFICATION_GESTURES.filter((g) => g !== previous);
  const digest = createHmac('sha256', secret).update(`gesture|${userId}|${tries}`).digest();
  return choices[digest.readUInt32BE(0) % choices.length]!;
}

export const isGesture = (value: string): value is VerificationGesture =>
  (VERIFICATION_GESTURES as readonly string[]).includes(value);

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { KeyRing } from '../../platform/key-ring';

/**
 * Signs and checks game rounds: `sig` = HMAC-SHA256 over the member, the round id and the issue time, with
 * a key every node shares (the `game` ring `rotate-keys` turns over, decision 67: a round signed before a
 * rotation still counts during the grace period). A round is nothing but these three values until its
 * score is accepted, so issuing one writes nothing.
 */
export class RoundSigner {
  private readonly ring: KeyRing;

  constructor(secret: string | KeyRing) {
    this.ring = typeof secret === 'string' ? KeyRing.fixed(secret) : secret;
  }

  issue(userId: number, at: Date) {
    const id = randomBytes(16).toString('base64url');
    const ts = at.getTime();
    return { id, ts, sig: this.sign(this.ring.current().secret, userId, id, ts) };
  }

  /** True only for the signature this server gave this member for this round and time. */
  verify(userId: number, roundId: string, ts: number, sig: string): Promise<boolean> {
    const given = Buffer.from(sig);
    return this.ring.verifiesAny((secret) => {
      const expected = Buffer.from(this.sign(secret, userId, roundId, ts));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  }

  private sign(secret: string, userId: number, roundId: string, ts: number) {
    return createHmac('sha256', secret).update(`game:${userId}:${roundId}:${ts}`).digest('base64url');
  }
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signs and checks game rounds: `sig` = HMAC-SHA256 over the member, the round id and the issue time, with
 * a secret every node shares (platform/secrets.ts). A round is nothing but these three values until its
 * score is accepted, so issuing one writes nothing.
 */
export class RoundSigner {
  constructor(private readonly secret: string) {}

  issue(userId: number, at: Date) {
    const id = randomBytes(16).toString('base64url');
    const ts = at.getTime();
    return { id, ts, sig: this.sign(userId, id, ts) };
  }

  /** True only for the signature this server gave this member for this round and time. */
  verify(userId: number, roundId: string, ts: number, sig: string): boolean {
    const expected = Buffer.from(this.sign(userId, roundId, ts));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(userId: number, roundId: string, ts: number) {
    return createHmac('sha256', this.secret).update(`game:${userId}:${roundId}:${ts}`).digest('base64url');
  }
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  PORTAL_KEY_TTL_SECONDS,
  RefusalReason,
  type PortalKeyResponse,
  type PortalRedeemBody,
  type PortalSession,
  type PortalTarget,
} from '@yuanfen/contract';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { KeyRing } from '../../platform/key-ring';
import { hashToken } from '../../platform/tokens';
import { accountRepo } from '../account/account.repo';
import type { ClientInfo, SessionService } from '../account/session.service';
import { affiliateRepo } from './affiliate.repo';

const refused = (reason: RefusalReason, message: string) =>
  fail.code(400, ErrorCode.CodeInvalid, message, undefined, reason);

/**
 * The wrapper's recharge portal (spec §7 `POST key`): a key the app opens in an external browser as
 * `/portal?key&ts&sign&to&uid`. `sign` is an HMAC-SHA256 with a server secret over the member, the key,
 * `ts` and `to`, so none of them can be changed; the key is stored only hashed, works once and for
 * 5 minutes, and signs its own member in — for recharging only (a `recharge`-scoped access token).
 */
export class PortalService {
  constructor(
    private readonly d: {
      db: Db;
      sessions: SessionService;
      /** The HMAC key: the `portal` ring `rotate-keys` turns over (decision 67), or one fixed key. */
      secret: string | KeyRing;
      publicUrl: string;
      now: () => Date;
    },
  ) {
    this.ring = typeof d.secret === 'string' ? KeyRing.fixed(d.secret) : d.secret;
  }

  private readonly ring: KeyRing;

  private sign(secret: string, userId: number, key: string, ts: number, to: string): string {
    return createHmac('sha256', secret).update(`${userId}.${key}.${ts}.${to}`).digest('base64url');
  }

  async create(userId: number, to: PortalTarget): Promise<PortalKeyResponse> {
    const key = randomBytes(24).toString('base64url');
    const now = this.d.now();
    const ts = Math.floor(now.getTime() / 1000);
    await affiliateRepo.insertPortalKey(this.d.db, {
      key_hash: hashToken(key),
      user_id: userId,
      to,
      expires_at: new Date(now.getTime() + PORTAL_KEY_TTL_SECONDS * 1000),
      created_at: now,
    });
    const query = new URLSearchParams({
      key,
      ts: String(ts),
      sign: this.sign(this.ring.current().secret, userId, key, ts, to),
      to,
      uid: String(userId),
    });
    return { key, url: `${this.d.publicUrl}/portal?${query.toString()}`, expires_in: PORTAL_KEY_TTL_SECONDS };
  }

  /**
   * Exchanges the portal address for a recharge-only session of its member. Refused (400003 with a
   * reason) when altered, unknown, expired, used already, or when the browser is signed in as another
   * member; a refusal uses nothing up, except that a valid key is spent by its one redemption.
   */
  async redeem(input: PortalRedeemBody, viewerId: number | null, client: ClientInfo): Promise<PortalSession> {
    const given = Buffer.from(input.sign);
    const signed = await this.ring.verifiesAny((secret) => {
      const expected = Buffer.from(this.sign(secret, input.uid, input.key, input.ts, input.to));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (!signed) {
      throw refused(RefusalReason.PortalKeyInvalid, 'This recharge link is not valid');
    }
    const keyHash = hashToken(input.key);
    const row = await affiliateRepo.findPortalKey(this.d.db, keyHash);
    const issuedAt = row ? Math.floor(row.created_at.getTime() / 1000) : NaN;
    if (!row || row.user_id !== input.uid || row.to !== input.to || issuedAt !== input.ts) {
      throw refused(RefusalReason.PortalKeyInvalid, 'This recharge link is not valid');
    }
    if (viewerId !== null && viewerId !== row.user_id) {
      throw refused(RefusalReason.PortalKeyOtherMember, 'This recharge link is for another account');
    }
    const now = this.d.now();
    if (row.used_at) throw refused(RefusalReason.PortalKeyUsed, 'This recharge link was already used');
    if (row.expires_at <= now) throw refused(RefusalReason.PortalKeyExpired, 'This recharge link has expired');
    if (!(await affiliateRepo.usePortalKey(this.d.db, keyHash, now))) {
      throw refused(RefusalReason.PortalKeyUsed, 'This recharge link was already used');
    }
    const user = await accountRepo.findById(this.d.db, row.user_id);
    if (!user || user.status !== 'active') throw fail.unauthorized();
    const session = await this.d.sessions.startScoped(user, client, 'recharge');
    return { ...session, to: row.to as PortalTarget };
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTHeaderParameters } from 'jose';
import { KeyRing } from './key-ring';

const ALGORITHM = 'HS256';
const ISSUER = 'yuanfen';

export interface AccessClaims {
  userId: number;
  deviceId: number;
  /** A restricted session: `recharge` (the wrapper's portal) is let through only to paying calls (auth.ts). */
  scope?: 'recharge';
}

const encode = (secret: string) => new TextEncoder().encode(secret);

/**
 * Signs and verifies access tokens with one pinned algorithm, and makes opaque refresh tokens. Tokens
 * carry their key's id (`kid`): the ring's current key signs, a retired one verifies until its grace
 * period ends (`rotate-keys`). A token without `kid` was signed before key rotation existed: key `0`.
 */
export class TokenService {
  private readonly ring: KeyRing;

  constructor(secret: string | KeyRing) {
    this.ring = typeof secret === 'string' ? KeyRing.fixed(secret) : secret;
  }

  async signAccess(claims: AccessClaims, ttlSeconds: number): Promise<string> {
    const key = this.ring.current();
    return new SignJWT({ did: claims.deviceId, ...(claims.scope ? { scp: claims.scope } : {}) })
      .setProtectedHeader({ alg: ALGORITHM, kid: key.id })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(encode(key.secret));
  }

  /** Returns the claims of a valid token, or null for anything else (expired, forged, other algorithm). */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const keyOf = async ({ kid }: JWTHeaderParameters) => {
        const key = await this.ring.byId(kid ?? '0');
        if (!key) throw new errors.JWKSNoMatchingKey();
        return encode(key.secret);
      };
      const { payload } = await jwtVerify(token, keyOf, { algorithms: [ALGORITHM], issuer: ISSUER });
      const userId = Number(payload.sub);
      const deviceId = Number(payload.did);
      if (!Number.isInteger(userId) || !Number.isInteger(deviceId)) return null;
      if (payload.scp === undefined) return { userId, deviceId };
      // A scope this server does not know is no session at all (never a full one).
      return payload.scp === 'recharge' ? { userId, deviceId, scope: 'recharge' } : null;
    } catch {
      return null;
    }
  }

  newRefreshToken(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: hashToken(token) };
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

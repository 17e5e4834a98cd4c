import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'yuanfen';

export interface AccessClaims {
  userId: number;
  deviceId: number;
  /** A restricted session: `recharge` (the wrapper's portal) is let through only to paying calls (auth.ts). */
  scope?: 'recharge';
}

/** Signs and verifies access tokens with one pinned algorithm, and makes opaque refresh tokens. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(claims: AccessClaims, ttlSeconds: number): Promise<string> {
    return new SignJWT({ did: claims.deviceId, ...(claims.scope ? { scp: claims.scope } : {}) })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /** Returns the claims of a valid token, or null for anything else (expired, forged, other algorithm). */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
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

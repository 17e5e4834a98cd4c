import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, RefusalReason, type TwoFactorEnabled, type TwoFactorSetup } from '@yuanfen/contract';
import { generateSecret, generateURI, verifySync } from 'otplib';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../platform/audit.repo';
import { fail } from '../../platform/errors';
import { accountRepo } from '../account/account.repo';
import type { RateLimiter } from '../../platform/rate-limit';
import type { SecretBox } from './secret-box';
import { twoFactorRepo } from './two-factor.repo';

/** RFC 6238 as the issue fixes it: SHA-1, 6 digits, 30 s; one step either side for clock drift. */
const PERIOD = 30;
const DRIFT_SECONDS = PERIOD;
const RECOVERY_CODES = 10;
const ISSUER = 'Yuanfen';

const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
/** `xxxx-xxxx-xx`: 10 base32 characters (50 bits), easy to copy. */
const newRecoveryCode = () => {
  const raw = randomBytes(10)
    .toString('base64url')
    .replace(/[^a-z2-7]/gi, '')
    .toLowerCase()
    .padEnd(10, '7')
    .slice(0, 10);
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
};

const otpRequired = () =>
  fail.code(
    400,
    ErrorCode.CodeInvalid,
    'Enter the code from your authenticator app',
    { otp: 'Enter the code from your authenticator app' },
    RefusalReason.OtpRequired,
  );
const otpInvalid = (field = 'otp') =>
  fail.code(
    400,
    ErrorCode.CodeInvalid,
    'The code is wrong, expired or already used',
    { [field]: 'The code is wrong, expired or already used' },
    RefusalReason.OtpInvalid,
  );

/**
 * Operators' second factor (issue 17): TOTP with one-time recovery codes. The secret is sealed
 * (`SecretBox`) and never answered again once enabled; a code's time step is used once, so a code seen
 * over a shoulder cannot be replayed; recovery codes are kept as SHA-256 hashes and each works once.
 */
export class TwoFactorService {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly limiter: RateLimiter,
    private readonly now: () => Date,
  ) {}

  async enabled(userId: number): Promise<boolean> {
    return Boolean((await twoFactorRepo.find(this.db, userId))?.enabled_at);
  }

  /** A new secret, not in force until `enable`; refused (409) once two-factor sign-in is on. */
  async setup(userId: number): Promise<TwoFactorSetup> {
    const account = await accountRepo.findById(this.db, userId);
    if (!account) throw fail.unauthorized();
    const label = account.email ?? account.name;
    if (await this.enabled(userId))
      throw fail.conflict('Two-factor sign-in is already enabled', undefined, RefusalReason.TwoFactorEnabled);
    const secret = generateSecret();
    await twoFactorRepo.savePending(this.db, userId, this.box.seal(secret));
    return { secret, otpauth_url: generateURI({ issuer: ISSUER, label, secret, period: PERIOD }) };
  }

  /** The first code from the app puts the pending secret in force; answers the recovery codes, this once. */
  async enable(userId: number, code: string, ip: string): Promise<TwoFactorEnabled> {
    await this.limiter.consume('signInPerIdentity', `account:${userId}`);
    const row = await twoFactorRepo.find(this.db, userId);
    if (row?.enabled_at)
      throw fail.conflict('Two-factor sign-in is already enabled', undefined, RefusalReason.TwoFactorEnabled);
    if (!row?.pending_secret) throw fail.conflict('Start with POST admin/2fa/setup');
    const step = this.matchingStep(this.box.open(row.pending_secret), code);
    if (step === null) throw otpInvalid('code');
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const done = await this.db.transaction(async (tx) => {
      if (!(await twoFactorRepo.enable(tx, userId, row.pending_secret!, step))) return false;
      await twoFactorRepo.insertRecoveryCodes(tx, userId, codes.map(hashCode));
      await recordAudit(tx, { actorId: userId, action: 'twofactor.enable', target: `user:${userId}`, ip });
      return true;
    });
    if (!done) throw fail.conflict('Two-factor sign-in is already enabled', undefined, RefusalReason.TwoFactorEnabled);
    return { enabled: true, recovery_codes: codes };
  }

  /**
   * An admin's reset (issue 17): the secret and recovery codes go, inside the caller's transaction (with its
   * audit entry); the operator's console answers `two_factor_required` until they enrol again.
   */
  async reset(tx: Tx, userId: number): Promise<boolean> {
    return (await twoFactorRepo.remove(tx, userId)) > 0;
  }

  /**
   * At sign-in, for an account with two-factor sign-in on: `otp` must be a current code (each time step
   * once) or an unused recovery code. The caller has counted the attempt against the sign-in limit.
   */
  async checkSignIn(userId: number, otp: string | undefined): Promise<void> {
    const row = await twoFactorRepo.find(this.db, userId);
    if (!row?.enabled_at || !row.secret) return;
    if (!otp) throw otpRequired();
    const token = otp.trim();
    if (/^\d{6}$/.test(token)) {
      const step = this.matchingStep(this.box.open(row.secret), token);
      if (step !== null && (await twoFactorRepo.useStep(this.db, userId, step))) return;
      throw otpInvalid();
    }
    if (await twoFactorRepo.useRecoveryCode(this.db, userId, hashCode(token))) return;
    throw otpInvalid();
  }

  /** The time step the code belongs to (current or one either side), or null. */
  private matchingStep(secret: string, token: string): number | null {
    const epoch = Math.floor(this.now().getTime() / 1000);
    const result = verifySync({ secret, token, epoch, period: PERIOD, epochTolerance: DRIFT_SECONDS });
    return result.valid ? Math.floor(epoch / PERIOD) + result.delta : null;
  }
}

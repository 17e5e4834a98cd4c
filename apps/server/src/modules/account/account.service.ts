import {
  classifyIdentity,
  ErrorCode,
  normalizeEmail,
  RefusalReason,
  normalizePhone,
  type AuthenticateBody,
  type CodePurpose,
  type Language,
  type RegisterBody,
  ValidationText,
} from '@yuanfen/contract';
import argon2 from 'argon2';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { firstSpoken } from '../../platform/language';
import type { RateLimiter } from '../../platform/rate-limit';
import { accountRepo, type UserRow } from './account.repo';
import type { TwoFactorService } from '../admin/two-factor.service';
import type { AffiliateService } from '../affiliate/affiliate.service';
import type { AdminEmails } from './admin-emails';
import type { CaptchaService } from './captcha.service';
import { type CodeService, type CodeTarget } from './codes.service';
import { DeviceLimitReached, type ClientInfo, type SessionService } from './session.service';

const HASH_OPTIONS = { type: argon2.argon2id } as const;
/** Compared against when no account matches, so a miss takes as long as a wrong password. */
const DUMMY_HASH = argon2.hash('not-a-real-password', HASH_OPTIONS);

export const normalizeTarget = (t: { email?: string; phone?: string }): CodeTarget =>
  t.email ? { email: normalizeEmail(t.email) } : { phone: normalizePhone(t.phone ?? '') };

const codeWrong = () => fail.code(400, ErrorCode.CodeInvalid, undefined, { code: 'Code is wrong or expired' });

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export interface AccountDeps {
  db: Db;
  codes: CodeService;
  captcha: CaptchaService;
  sessions: SessionService;
  limiter: RateLimiter;
  edition: 'global' | 'cn';
  /** The `bd` of a new account (1 shows the mall, spec §3). */
  newMemberBd: 0 | 1;
  adminEmails: AdminEmails;
  /** Operators' second factor: asked at sign-in once enabled. */
  twoFactor: Pick<TwoFactorService, 'checkSignIn'>;
  /** Attributes a sign-up to the affiliate whose pid it carried (issue 18). */
  affiliates?: Pick<AffiliateService, 'attribute'>;
}

/** Sign-up, sign-in, codes, passwords, deactivation: the account rules of spec §5 and §7. */
export class AccountService {
  constructor(private readonly d: AccountDeps) {}

  private findByTarget(t: CodeTarget) {
    return t.email ? accountRepo.findByEmail(this.d.db, t.email) : accountRepo.findByPhone(this.d.db, t.phone!);
  }

  /** POST verify: sends a code. Answers alike whether or not an account exists, where that would leak it. */
  async sendCode(
    input: { email?: string; phone?: string; captcha?: string; captcha_id?: string; purpose?: CodePurpose },
    ip: string,
    viewerId: number | null,
    /** The Accept-Language tags of the request: the mail's language when the address has no account. */
    acceptLanguage: readonly string[] = [],
  ): Promise<void> {
    const target = normalizeTarget(input);
    const purpose: CodePurpose = input.purpose ?? (viewerId ? 'verify' : 'register');
    const captchaNeeded = () =>
      fail.code(400, ErrorCode.CaptchaInvalid, undefined, { captcha: 'Please click on the validation area' });
    if (input.captcha) {
      if (!input.captcha_id || !(await this.d.captcha.verify(input.captcha_id, input.captcha))) throw captchaNeeded();
    } else if (!(await this.d.limiter.within('codeWithoutCaptchaPerIp', ip))) {
      throw captchaNeeded();
    }
    await this.d.limiter.consume('codePerIp', ip);
    await this.d.limiter.consume('codePerTarget', target.email ?? target.phone!);

    const owner = await this.findByTarget(target);
    let viewerLanguage: string | undefined;
    if (purpose === 'register') {
      if (owner) throw this.takenError(target);
    } else if (purpose === 'verify') {
      if (!viewerId) throw fail.unauthorized();
      if (owner && owner.id !== viewerId) throw this.takenError(target);
      const me = await accountRepo.findById(this.d.db, viewerId);
      viewerLanguage = me?.language;
      const verified = target.email
        ? me?.email_verified === 1 && me.email === target.email
        : me?.phone_verified === 1 && me.phone === target.phone;
      if (verified) throw fail.code(400, ErrorCode.AlreadyVerified);
    } else if (!owner) {
      return; // password, reactivate, login, device: no code for an unknown account, and no tell either
    } else if (purpose === 'login' && target.phone && owner.phone_verified !== 1) {
      // Signing in by SMS code proves the phone: one somebody typed into their account but never
      // verified is not a way into that account, and answers like an unknown one.
      return;
    }
    const language = firstSpoken([owner?.language ?? viewerLanguage, ...acceptLanguage], this.defaultLanguage());
    // For those purposes the member's answer must not wait for the mail server, nor fail with it: an
    // unknown address is answered at once with 200, and the two must look alike.
    const noTell = purpose !== 'register' && purpose !== 'verify';
    await this.d.codes.send(target, purpose, language, { background: noTell });
  }

  /** The language of a mail to someone who named none: the edition's. */
  private defaultLanguage(): Language {
    return this.d.edition === 'cn' ? 'zh' : 'en';
  }

  private takenError(t: CodeTarget) {
    return t.email
      ? fail.validation({ email: 'Email is already registered' }, 'Email is already registered')
      : fail.validation({ phone: 'Phone is already registered' }, 'Phone is already registered');
  }

  /** POST validate: checks a code; for `verify` it also marks the signed-in member's address verified. */
  async validateCode(
    input: { email?: string; phone?: string; code: string; purpose?: CodePurpose },
    viewerId: number | null,
  ) {
    const target = normalizeTarget(input);
    const purpose: CodePurpose = input.purpose ?? (viewerId ? 'verify' : 'register');
    if (purpose !== 'verify') return this.d.codes.check(target, purpose, input.code, false);
    if (!viewerId) throw fail.unauthorized();
    await this.d.codes.check(target, 'verify', input.code, true);
    const owner = await this.findByTarget(target);
    if (owner && owner.id !== viewerId) throw this.takenError(target);
    const verified = await accountRepo.updateUser(
      this.d.db,
      viewerId,
      target.email ? { email: target.email, email_verified: 1 } : { phone: target.phone, phone_verified: 1 },
    );
    if (verified) await this.d.adminEmails.hold(verified);
  }

  /** POST register; `pid` (the sign-up's query) attributes the new member to an affiliate, once. */
  async register(body: RegisterBody, client: ClientInfo, ip: string, pid?: string) {
    const target = normalizeTarget(body);
    await this.d.limiter.consume('signUpPerIp', ip);
    await this.d.limiter.consume('signUpPerIdentity', target.email ?? target.phone!);
    if (this.d.edition === 'cn' && !body.code) {
      throw fail.validation({ code: 'Code Can not be empty' }, 'Code Can not be empty');
    }
    if (await this.findByTarget(target)) throw this.takenError(target);
    // With both given, the code verifies the e-mail; the phone is kept, unverified until checked.
    const extraPhone = target.email && body.phone ? normalizePhone(body.phone) : null;
    if (extraPhone && (await accountRepo.findByPhone(this.d.db, extraPhone)))
      throw this.takenError({ phone: extraPhone });
    if (await accountRepo.findByName(this.d.db, body.name)) {
      throw fail.validation({ name: 'Name is already taken' }, 'Name is already taken');
    }
    if (body.code) await this.d.codes.check(target, 'register', body.code, true);
    const verifiedFlag = body.code ? 1 : 0;
    let user: UserRow;
    try {
      user = await accountRepo.insertUser(this.d.db, {
        name: body.name,
        email: target.email ?? null,
        phone: target.phone ?? extraPhone,
        email_verified: target.email ? verifiedFlag : 0,
        phone_verified: target.phone ? verifiedFlag : 0,
        password_hash: await argon2.hash(body.password, HASH_OPTIONS),
        gender: body.gender,
        // Whom the member seeks is asked in the onboarding (its "seeking" step), not assumed from gender.
        interest: null,
        birthday: body.birthday,
        terms_accepted_at: new Date(),
        language: body.language ?? this.defaultLanguage(),
        bd: this.d.newMemberBd,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fail.validation({ name: 'Name is already taken' }, 'Already registered');
      throw error;
    }
    user = await this.d.adminEmails.hold(user);
    await this.d.affiliates?.attribute(user.id, pid, target.email ? 'email' : 'phone');
    return this.d.sessions.start(user, client);
  }

  async authenticate(body: AuthenticateBody, client: ClientInfo, ip: string) {
    const identity = body.identity.trim();
    const kind = classifyIdentity(identity);
    // Without a password: sign-in by SMS code, the China edition's, for a phone only. Elsewhere (or for an
    // e-mail or a name) the password is what is missing, as the answer was before code sign-in existed.
    const byCode = body.password === undefined;
    if (byCode && (this.d.edition !== 'cn' || kind !== 'phone')) {
      throw fail.validation({ password: ValidationText.passwordInvalid }, ValidationText.passwordInvalid);
    }
    await this.d.limiter.consume('signInPerIp', ip);
    const normalized =
      kind === 'email' ? normalizeEmail(identity) : kind === 'phone' ? normalizePhone(identity) : identity;
    const user =
      kind === 'email'
        ? await accountRepo.findByEmail(this.d.db, normalized)
        : kind === 'phone'
          ? await accountRepo.findByPhone(this.d.db, normalized)
          : await accountRepo.findByName(this.d.db, normalized);
    // Attempts count per account, however it is named (e-mail, phone in any spelling, name), and per
    // normalized identity when nobody has it, so the answer is the same either way.
    await this.d.limiter.consume(
      'signInPerIdentity',
      user ? `account:${user.id}` : `${kind}:${normalized.toLowerCase()}`,
    );
    if (byCode) {
      await this.checkLoginCode(normalized, user, body.code!);
    } else {
      const passwordOk = await argon2.verify(user?.password_hash ?? (await DUMMY_HASH), body.password!);
      if (!user || !user.password_hash || !passwordOk)
        throw fail.code(400, ErrorCode.WrongCredentials, undefined, undefined, RefusalReason.WrongCredentials);
    }
    if (!user) throw codeWrong(); // unreachable: checkLoginCode refuses an unknown phone
    this.assertUsable(user);
    // After the password, so a wrong password never says whether the account has a second factor; the
    // attempt was counted against the sign-in limit above, so codes cannot be guessed faster than passwords.
    await this.d.twoFactor.checkSignIn(user.id, body.otp);
    // The SMS code is used up only once the sign-in can go through: an operator asked for their second
    // factor sends the same code again with it.
    if (byCode) await this.d.codes.check({ phone: normalized }, 'login', body.code!, true);
    await this.d.adminEmails.hold(user);
    const target: CodeTarget = user.email ? { email: user.email } : { phone: user.phone! };
    const askForDeviceCode = async () => {
      await this.d.codes.send(target, 'device', firstSpoken([user.language], this.defaultLanguage()));
      return fail.code(400, ErrorCode.TooManyDevices);
    };
    // A sign-in by SMS code has checked a code already: the identity check the device limit asks for.
    let codeChecked = byCode;
    if (!codeChecked && (await this.d.sessions.wouldExceedDevices(user.id, client))) {
      if (!body.code) throw await askForDeviceCode();
      await this.d.codes.check(target, 'device', body.code, true);
      codeChecked = true;
    }
    try {
      // Checked again while the device is added: another sign-in may have taken the last place meanwhile.
      return await this.d.sessions.start(user, { ...client, pushId: body.push_id }, { deviceLimit: !codeChecked });
    } catch (error) {
      if (error instanceof DeviceLimitReached) throw await askForDeviceCode();
      throw error;
    }
  }

  /**
   * The SMS code of a sign-in without a password (not used up yet). A phone nobody has, or whose owner
   * never verified it, gets the answer of a wrong code: no code was ever sent to it (`sendCode` sends
   * none and says so to nobody), so this tells no more than sign-up's "Phone is already registered".
   */
  private async checkLoginCode(phone: string, user: UserRow | undefined, code: string) {
    await this.d.codes.check({ phone }, 'login', code, false);
    if (!user || user.phone_verified !== 1) throw codeWrong();
  }

  /**
   * A sign-in without a password (WeChat): the account must be usable, and one with two-factor sign-in
   * is refused (400003 `otp_required`): a social sign-in carries no second factor, so operators use their
   * password and code.
   */
  async assertSocialSignIn(user: UserRow) {
    this.assertUsable(user);
    await this.d.twoFactor.checkSignIn(user.id, undefined);
  }

  assertUsable(user: UserRow) {
    if (user.status === 'banned') throw fail.code(400, ErrorCode.AccountBanned);
    if (user.status === 'suspended') throw fail.code(400, ErrorCode.AccountRestricted);
    if (user.status === 'deactivated') throw fail.code(400, ErrorCode.AccountDeactivated);
  }

  /** PUT password/find: a code sent to the address sets a new password and signs out every device. */
  async findPassword(input: { email?: string; phone?: string; code: string; new_password: string }) {
    const target = normalizeTarget(input);
    await this.d.codes.check(target, 'password', input.code, true);
    const user = await this.findByTarget(target);
    if (!user) throw fail.code(400, ErrorCode.CodeInvalid, undefined, { code: 'Code is wrong or expired' });
    await accountRepo.updateUser(this.d.db, user.id, {
      password_hash: await argon2.hash(input.new_password, HASH_OPTIONS),
    });
    await this.d.sessions.endAll(user.id, 'password');
  }

  /**
   * PUT password/reset: the old password sets a new one, and every other device is signed out — whoever
   * knew the old password and signed in with it is out too. The device that changed it stays signed in.
   */
  async resetPassword(userId: number, deviceId: number, input: { password: string; new_password: string }) {
    const user = await accountRepo.findById(this.d.db, userId);
    if (!user?.password_hash || !(await argon2.verify(user.password_hash, input.password))) {
      throw fail.code(
        400,
        ErrorCode.WrongCredentials,
        'Wrong password',
        { password: 'Wrong password' },
        RefusalReason.WrongPassword,
      );
    }
    await accountRepo.updateUser(this.d.db, userId, {
      password_hash: await argon2.hash(input.new_password, HASH_OPTIONS),
    });
    await this.d.sessions.endOthers(userId, deviceId);
  }

  /**
   * DELETE user: an account with a password is closed only with that password (a session left open on a
   * shared computer must not be enough); an account without one (signed up through WeChat) by its session.
   */
  async deactivate(userId: number, password?: string) {
    const user = await accountRepo.findById(this.d.db, userId);
    if (user?.password_hash) {
      if (password === undefined) {
        throw fail.validation({ password: ValidationText.cannotBeEmpty }, ValidationText.cannotBeEmpty);
      }
      if (!(await argon2.verify(user.password_hash, password))) {
        throw fail.code(
          400,
          ErrorCode.WrongCredentials,
          'Wrong password',
          { password: 'Wrong password' },
          RefusalReason.WrongPassword,
        );
      }
    }
    await this.d.sessions.updateAccount(userId, { status: 'deactivated', deactivated_at: new Date() });
    await this.d.sessions.endAll(userId, 'deactivated');
  }

  async reactivate(input: { email?: string; phone?: string; code: string }, client: ClientInfo) {
    const target = normalizeTarget(input);
    await this.d.codes.check(target, 'reactivate', input.code, true);
    const user = await this.findByTarget(target);
    if (!user) throw fail.code(400, ErrorCode.CodeInvalid, undefined, { code: 'Code is wrong or expired' });
    if (user.status === 'banned') throw fail.code(400, ErrorCode.AccountBanned);
    // Reactivation undoes the member's own deactivation, never an operator's suspension.
    if (user.status === 'suspended') throw fail.code(400, ErrorCode.AccountRestricted);
    const active = await this.d.sessions.updateAccount(user.id, { status: 'active', deactivated_at: null });
    return this.d.sessions.start(active!, client);
  }

  async ban(userId: number) {
    await this.d.sessions.updateAccount(userId, { status: 'banned' });
    await this.d.sessions.endAll(userId, 'banned');
  }
}

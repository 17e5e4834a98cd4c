import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode, Limits, type CodePurpose, type Language } from '@yuanfen/contract';
import { fill, mailTexts } from '@yuanfen/i18n/mail';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import { accountRepo } from './account.repo';

export interface CodeTarget {
  email?: string;
  phone?: string;
}

/** `email:<address>` or `phone:<digits>`: what a code is bound to, with its purpose. */
export const targetKey = (t: CodeTarget) => (t.email ? `email:${t.email}` : `phone:${t.phone}`);

const hashCode = (target: string, purpose: string, code: string) =>
  createHash('sha256').update(`${target}|${purpose}|${code}`).digest();

/** One-time codes: numeric, 10 minutes, single use, bound to target and purpose, five tries. */
export class CodeService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    /** Where links in mails lead (PUBLIC_URL); without it a mail carries the code only. */
    private readonly publicUrl?: string,
  ) {}

  /**
   * Sends a new code in `language`: the account's when the address has one, else the asker's. With
   * `background`, the answer does not wait for (or fail with) the mail server: see `Mailer.sendMailInBackground`.
   */
  async send(
    target: CodeTarget,
    purpose: CodePurpose,
    language: Language,
    opts: { background?: boolean } = {},
  ): Promise<void> {
    const key = targetKey(target);
    const code = String(randomInt(100000, 1000000));
    const expires = new Date(this.now().getTime() + Limits.codeTtlSeconds * 1000);
    await this.db.transaction(async (tx) => {
      await accountRepo.retireCodes(tx, key, purpose);
      await accountRepo.insertCode(tx, {
        target: key,
        purpose,
        code_hash: hashCode(key, purpose, code).toString('hex'),
        expires_at: expires,
      });
    });
    const texts = mailTexts(language).code;
    const link = this.link(target, purpose, code);
    const text = [fill(texts.body, { code }), ...(link ? [fill(texts.link, { link })] : []), texts.ignore].join('\n\n');
    const message = { to: target.email ?? target.phone!, subject: texts.subject[purpose], text, code };
    if (target.email && opts.background && this.mailer.sendMailInBackground) {
      await this.mailer.sendMailInBackground(message);
    } else if (target.email) await this.mailer.sendMail(message);
    else await this.mailer.sendSms(message);
  }

  /** An e-mail to verify links to the screen that checks the code, with the code filled in. */
  private link(target: CodeTarget, purpose: CodePurpose, code: string): string | null {
    if (purpose !== 'verify' || !target.email || !this.publicUrl) return null;
    const query = new URLSearchParams({ verify_email: target.email, code });
    return `${this.publicUrl}/setting/information?${query}`;
  }

  /** Checks a code; `consume` uses it up. Wrong, expired or used codes answer 400003. */
  async check(target: CodeTarget, purpose: CodePurpose, code: string, consume: boolean): Promise<void> {
    const key = targetKey(target);
    const wrong = () => fail.code(400, ErrorCode.CodeInvalid, undefined, { code: 'Code is wrong or expired' });
    const row = await accountRepo.latestLiveCode(this.db, key, purpose, this.now());
    if (!row || row.attempts >= Limits.codeMaxAttempts) throw wrong();
    const expected = Buffer.from(row.code_hash, 'hex');
    if (!timingSafeEqual(expected, hashCode(key, purpose, code))) {
      await accountRepo.countFailedAttempt(this.db, row.id);
      throw wrong();
    }
    if (consume && !(await accountRepo.useCode(this.db, row.id))) throw wrong();
  }
}

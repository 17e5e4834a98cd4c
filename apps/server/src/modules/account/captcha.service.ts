import { createHash, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { captchaRepo } from './captcha.repo';

const hashAnswer = (id: string, answer: string) =>
  createHash('sha256').update(`${id}|${answer.trim().toLowerCase()}`).digest('hex');

/** Image captchas, stored in the database so any node can check an answer. */
export class CaptchaService {
  /** Outside production the answers are kept in memory, so `/debug` and browser journeys can solve them. */
  private readonly revealed = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly reveal = false,
  ) {}

  /** The answer of a recent captcha, only outside production (see `reveal`). */
  peek(id: string): string | null {
    return this.revealed.get(id) ?? null;
  }

  /** The answer is returned for the caller's own use (tests); the route sends only id and image. */
  async create(): Promise<{ captcha_id: string; svg: string; answer: string }> {
    const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true });
    const id = randomUUID();
    await captchaRepo.deleteExpired(this.db, this.now());
    await captchaRepo.insert(this.db, {
      id,
      answer_hash: hashAnswer(id, text),
      expires_at: new Date(this.now().getTime() + 5 * 60_000),
    });
    if (this.reveal) {
      this.revealed.set(id, text);
      if (this.revealed.size > 500) this.revealed.delete(this.revealed.keys().next().value!);
    }
    return { captcha_id: id, svg: data, answer: text };
  }

  /** True once for a right, unexpired answer; the captcha is used up either way. */
  async verify(id: string, answer: string): Promise<boolean> {
    const used = await captchaRepo.useUp(this.db, id, this.now());
    return used?.answer_hash === hashAnswer(id, answer);
  }
}

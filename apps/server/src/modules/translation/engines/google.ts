import { EngineError, expectStrings, post, statusKind, type EngineRequest, type Translator } from './translator';

export interface GoogleSettings {
  apiKey: string;
  /** `https://translation.googleapis.com/language/translate/v2`. */
  url: string;
}

/** Google's codes where they differ from Yuanfen's. */
const CODE: Record<string, string> = { zh: 'zh-CN', tw: 'zh-TW', he: 'iw' };
const code = (lang: string) => CODE[lang] ?? lang;

interface GoogleError {
  error?: { code?: number; message?: string; errors?: { reason?: string }[] };
}

/** Google's error reasons that name the problem better than the status does. */
const REASON_KIND: Record<string, 'auth' | 'quota' | 'rate'> = {
  keyInvalid: 'auth',
  keyExpired: 'auth',
  forbidden: 'auth',
  accessNotConfigured: 'auth',
  ipRefererBlocked: 'auth',
  dailyLimitExceeded: 'quota',
  quotaExceeded: 'quota',
  userRateLimitExceeded: 'rate',
  rateLimitExceeded: 'rate',
};

/**
 * Google Cloud Translation v2 (Basic): `POST …/language/translate/v2?key=` with `q[]`, `target`,
 * `source` and `format=html` (so the placeholder tags pass through); errors in Google's JSON error shape
 * with a `reason` (keyInvalid, dailyLimitExceeded, userRateLimitExceeded, …).
 */
export class GoogleTranslator implements Translator {
  readonly name = 'google' as const;
  readonly markup = true;

  constructor(
    private readonly settings: GoogleSettings,
    private readonly timeoutMs: number,
  ) {}

  /** Google translates every pair among its ~130 languages, ours included. */
  async supports() {
    return true;
  }

  async translate({ texts, source, target, markup }: EngineRequest) {
    const url = `${this.settings.url}?key=${encodeURIComponent(this.settings.apiKey)}`;
    const body = {
      q: texts,
      target: code(target),
      format: markup ? 'html' : 'text',
      ...(source ? { source: code(source) } : {}),
    };
    const { status, body: answer } = await post(
      this.name,
      url,
      { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      this.timeoutMs,
    );
    if (status !== 200) {
      const error = (answer as GoogleError | null)?.error;
      const reason = error?.errors?.[0]?.reason ?? '';
      const message = error?.message ?? `HTTP ${status}`;
      // Newer answers say `badRequest` with an API_KEY_INVALID detail: the message still names the key.
      const kind =
        REASON_KIND[reason] ??
        (status === 400 && /api key/i.test(message)
          ? 'auth'
          : status === 400 && /language/i.test(message)
            ? 'unsupported'
            : statusKind(status));
      throw new EngineError(this.name, kind, `${reason || status}: ${message}`);
    }
    const translations = (answer as { data?: { translations?: { translatedText?: unknown }[] } } | null)?.data
      ?.translations;
    return expectStrings(
      this.name,
      translations?.map((t) => t.translatedText),
      texts.length,
    );
  }
}

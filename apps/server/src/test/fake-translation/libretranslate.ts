import { startProvider, type FakeEngine, type FakeFailure, type FakeOptions, type ProviderReply } from './fake-server';
import { detectLanguage, translateText, yuanfenCode } from './phrasebook';

export interface FakeLibreTranslateOptions extends FakeOptions {
  /** When set, `/translate` wants this `api_key` (LibreTranslate started with --api-keys). */
  apiKey?: string;
  /** Older servers call Chinese `zh`/`zt`, newer ones `zh-Hans`/`zh-Hant` (default: legacy). */
  chinese?: 'legacy' | 'modern';
}

const NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  it: 'Italian',
  fr: 'French',
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Chinese',
  zt: 'Chinese (traditional)',
  'zh-Hans': 'Chinese (Simplified)',
  'zh-Hant': 'Chinese (Traditional)',
};

const refuse = (status: number, error: string): ProviderReply => ({ status, body: { error } });

/**
 * A self-hosted LibreTranslate with the models of Yuanfen's languages installed (Spanish, say, is not):
 * `POST /translate` (JSON or form) with `q` (text or list), `source` (`auto` or a code), `target`,
 * `format`, `api_key`; `GET /languages`; `GET /` and `/health` answer 200 for whoever waits on it.
 */
export function startFakeLibreTranslate(opts: FakeLibreTranslateOptions = {}): Promise<FakeEngine> {
  const chinese = opts.chinese === 'modern' ? ['zh-Hans', 'zh-Hant'] : ['zh', 'zt'];
  const codes = ['en', ...chinese, 'de', 'it', 'fr', 'ja', 'ko'];
  const languages = codes.map((code) => ({ code, name: NAMES[code], targets: codes.filter((c) => c !== code) }));
  const failure: Record<Exclude<FakeFailure, 'timeout'>, (target: string) => ProviderReply> = {
    auth: () => refuse(403, 'Invalid API key'),
    // LibreTranslate keeps no quota of its own: a key's daily request limit runs out as a 429 "Slowdown".
    quota: () => refuse(429, 'Slowdown: 1000 per 1 day'),
    rate: () => refuse(429, 'Slowdown: 60 per 1 minute'),
    unavailable: () => refuse(500, 'Cannot translate text: model not loaded'),
    unsupported: (target) => refuse(400, `${target} is not supported`),
  };

  return startProvider(
    {
      translatePath: '/translate',
      basePath: '',
      other(request) {
        if (request.method !== 'GET') return null;
        if (request.path === '/languages') return { status: 200, body: languages };
        if (request.path === '/' || request.path === '/health') return { status: 200, body: { status: 'ok' } };
        return null;
      },
      async translate(request, { phrases, takeFailure }) {
        if (request.method !== 'POST') return refuse(405, 'Method Not Allowed');
        const body = request.body;
        if (!body) return refuse(400, 'Invalid JSON format');
        if (opts.apiKey !== undefined) {
          if (body.api_key === undefined) return refuse(400, 'Please contact the server operator to get an API key');
          if (body.api_key !== opts.apiKey) return refuse(403, 'Invalid API key');
        }
        const { q, source, target } = body;
        const batch = Array.isArray(q);
        const texts = batch ? q : [q];
        if (!q || texts.some((t) => typeof t !== 'string')) return refuse(400, 'Invalid request: missing q parameter');
        if (typeof source !== 'string' || !source) return refuse(400, 'Invalid request: missing source parameter');
        if (typeof target !== 'string' || !target) return refuse(400, 'Invalid request: missing target parameter');
        const detected = (texts as string[]).map((text) => {
          const guess = detectLanguage(text);
          const language = source !== 'auto' ? source : guess === 'zh' ? chinese[0]! : guess;
          return { confidence: source === 'auto' ? 90 : 100, language };
        });
        const unknownSource = detected.find((d) => !codes.includes(d.language));
        if (unknownSource) return refuse(400, `${unknownSource.language} is not supported`);
        if (!codes.includes(target)) return refuse(400, `${target} is not supported`);
        const format = body.format ?? 'text';
        if (format !== 'text' && format !== 'html') return refuse(400, `${String(format)} format is not supported`);
        const failed = await takeFailure();
        if (failed && failed !== 'timeout') return failure[failed](target);
        const markup = format === 'html';
        const translated = (texts as string[]).map((text) =>
          translateText(text, { target: yuanfenCode(target), markup, phrases }),
        );
        return {
          status: 200,
          body: {
            translatedText: batch ? translated : translated[0],
            ...(source === 'auto' ? { detectedLanguage: batch ? detected : detected[0] } : {}),
          },
        };
      },
    },
    opts,
  );
}

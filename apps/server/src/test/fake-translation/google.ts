import { startProvider, type FakeEngine, type FakeFailure, type FakeOptions, type ProviderReply } from './fake-server';
import { detectLanguage, escapeApostrophes, translateText, yuanfenCode } from './phrasebook';

/** The codes this fake's Google translates (a part of its ~130, Yuanfen's among them). */
const LANGUAGES = new Set(
  'af ar bg bn ca cs da de el en es et fa fi fr he hi hr hu id it iw ja ko lt lv ms nl no pl pt ro ru sk sl sr sv th tl tr uk ur vi zh zh-CN zh-TW'.split(
    ' ',
  ),
);

/** Google's JSON error shape: the status, a message, and the reason that names the problem. */
function googleError(code: number, reason: string, message: string, domain = 'global'): ProviderReply {
  return { status: code, body: { error: { code, message, errors: [{ message, domain, reason }] } } };
}

const FAILURE: Record<Exclude<FakeFailure, 'timeout'>, ProviderReply> = {
  auth: googleError(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.', 'usageLimits'),
  quota: googleError(403, 'dailyLimitExceeded', 'Daily Limit Exceeded', 'usageLimits'),
  rate: googleError(403, 'userRateLimitExceeded', 'User Rate Limit Exceeded', 'usageLimits'),
  unavailable: googleError(503, 'backendError', 'The service is currently unavailable.'),
  unsupported: googleError(400, 'invalid', 'Bad language pair: {0}'),
};

/**
 * Google Cloud Translation v2 (Basic): `POST /language/translate/v2?key=` (or the `X-Goog-Api-Key`
 * header) with `q` (one text or a list), `target`, `source`, `format` (html by default, as Google's).
 */
/** How Google answers a wrong key today: reason `badRequest`, the cause only in a detail and the message. */
const MODERN_AUTH: ProviderReply = {
  status: 400,
  body: {
    error: {
      code: 400,
      message: 'API key not valid. Please pass a valid API key.',
      errors: [{ message: 'API key not valid. Please pass a valid API key.', domain: 'global', reason: 'badRequest' }],
      status: 'INVALID_ARGUMENT',
      details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }],
    },
  },
};

export function startFakeGoogle(opts: { apiKey: string; modernErrors?: boolean } & FakeOptions): Promise<FakeEngine> {
  return startProvider(
    {
      translatePath: '/language/translate/v2',
      basePath: '/language/translate/v2',
      async translate(request, { phrases, takeFailure }) {
        if (request.method !== 'POST') return googleError(405, 'notAllowed', 'Method Not Allowed');
        const key = request.query.get('key') ?? request.headers['x-goog-api-key'];
        if (!key) return googleError(403, 'forbidden', 'The request is missing a valid API key.');
        if (key !== opts.apiKey) return opts.modernErrors ? MODERN_AUTH : FAILURE.auth;
        const body = request.body;
        if (!body) return googleError(400, 'parseError', 'Invalid JSON payload received.');
        const texts = typeof body.q === 'string' ? [body.q] : body.q;
        if (!Array.isArray(texts) || texts.length === 0 || texts.some((t) => typeof t !== 'string')) {
          return googleError(400, 'required', 'Required Text');
        }
        if (typeof body.target !== 'string') return googleError(400, 'required', 'Required Target');
        const { target } = body;
        const source = typeof body.source === 'string' ? body.source : null;
        if (!LANGUAGES.has(target) || (source !== null && !LANGUAGES.has(source))) {
          return googleError(400, 'invalid', `Bad language pair: ${source ?? 'auto'}|${target}`);
        }
        const format = body.format ?? 'html';
        if (format !== 'html' && format !== 'text') return googleError(400, 'invalid', 'Invalid Value');
        const failure = await takeFailure();
        if (failure && failure !== 'timeout') return FAILURE[failure];
        const markup = format === 'html';
        const translations = (texts as string[]).map((text) => {
          const translated = translateText(text, { target: yuanfenCode(target), markup, phrases });
          return {
            translatedText: markup ? escapeApostrophes(translated) : translated,
            ...(source === null ? { detectedSourceLanguage: detectLanguage(text) } : {}),
          };
        });
        return { status: 200, body: { data: { translations } } };
      },
    },
    opts,
  );
}

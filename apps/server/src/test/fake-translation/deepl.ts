import { startProvider, type FakeEngine, type FakeFailure, type FakeOptions, type ProviderReply } from './fake-server';
import { detectLanguage, translateText, yuanfenCode } from './phrasebook';

/** DeepL API v2's source languages (GET /v2/languages?type=source). */
const SOURCES = new Set(
  'AR BG CS DA DE EL EN ES ET FI FR HE HU ID IT JA KO LT LV NB NL PL PT RO RU SK SL SV TH TR UK VI ZH'.split(' '),
);
/** Its target languages: variants where it has them, the bare EN and PT still accepted. */
const TARGETS = new Set([
  ...[...SOURCES].filter((code) => code !== 'PT'),
  ...'EN-GB EN-US PT PT-BR PT-PT ZH-HANS ZH-HANT'.split(' '),
]);

const refuse = (status: number, message: string): ProviderReply => ({ status, body: { message } });

/** DeepL's answers to each failure: 403 key, 456 character quota, 429 too many requests, 503, 400 language. */
const FAILURE: Record<Exclude<FakeFailure, 'timeout'>, ProviderReply> = {
  auth: refuse(403, 'Authorization failure, check auth_key'),
  quota: refuse(456, 'Quota exceeded. The character limit has been reached.'),
  rate: refuse(429, 'Too many requests. Please wait and resend your request.'),
  unavailable: refuse(503, 'Service temporarily unavailable'),
  unsupported: refuse(400, "Value for 'target_lang' not supported."),
};

/**
 * DeepL API v2 `POST /v2/translate`: JSON (or form) with `text[]`, `target_lang`, `source_lang`,
 * `tag_handling`, authorised by `Authorization: DeepL-Auth-Key <key>`.
 */
export function startFakeDeepl(opts: { authKey: string } & FakeOptions): Promise<FakeEngine> {
  return startProvider(
    {
      translatePath: '/v2/translate',
      basePath: '',
      async translate(request, { phrases, takeFailure }) {
        if (request.method !== 'POST') return refuse(405, 'Method Not Allowed');
        if (request.headers.authorization !== `DeepL-Auth-Key ${opts.authKey}`) return FAILURE.auth;
        const body = request.body;
        if (!body) return refuse(400, 'Invalid request: the body could not be parsed');
        const texts = request.isJson || Array.isArray(body.text) ? body.text : [body.text];
        if (!Array.isArray(texts) || texts.length === 0 || texts.some((t) => typeof t !== 'string')) {
          return refuse(400, "Invalid request: Expected 'text' parameter to be an array of strings");
        }
        const target = String(body.target_lang ?? '').toUpperCase();
        const source = body.source_lang === undefined ? null : String(body.source_lang).toUpperCase();
        if (!TARGETS.has(target)) return refuse(400, "Value for 'target_lang' not supported.");
        if (source !== null && !SOURCES.has(source)) return refuse(400, "Value for 'source_lang' not supported.");
        if (body.tag_handling !== undefined && body.tag_handling !== 'xml' && body.tag_handling !== 'html') {
          return refuse(400, "Value for 'tag_handling' not supported.");
        }
        const failure = await takeFailure();
        if (failure && failure !== 'timeout') return FAILURE[failure];
        const markup = body.tag_handling !== undefined;
        return {
          status: 200,
          body: {
            translations: (texts as string[]).map((text) => ({
              detected_source_language: source ?? detectLanguage(text).toUpperCase(),
              text: translateText(text, { target: yuanfenCode(target), markup, phrases }),
            })),
          },
        };
      },
    },
    opts,
  );
}

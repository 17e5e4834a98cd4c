import { EngineError, expectStrings, post, statusKind, type EngineRequest, type Translator } from './translator';

export interface DeeplSettings {
  apiKey: string;
  /** `https://api.deepl.com` (Pro) or `https://api-free.deepl.com` (Free keys end in `:fx`). */
  url: string;
}

/** Source languages of DeepL's API v2 (GET /v2/languages?type=source). */
const SOURCES = new Set(
  'ar bg cs da de el en es et fi fr he hu id it ja ko lt lv nb nl pl pt ro ru sk sl sv th tr uk vi zh'.split(' '),
);
/** Target codes that need a variant: DeepL wants EN-US/EN-GB, PT-BR/PT-PT, ZH-HANS/ZH-HANT. */
const TARGET_VARIANT: Record<string, string> = { en: 'EN-US', pt: 'PT-BR', zh: 'ZH-HANS', tw: 'ZH-HANT' };
const sourceCode = (lang: string) => (lang === 'tw' ? 'zh' : lang);

/**
 * DeepL API v2 `POST /v2/translate`: JSON with `text[]`, `target_lang`, `source_lang`, authorised by the
 * `DeepL-Auth-Key` header; `tag_handling=xml` keeps the placeholder tags. 403 = key refused, 456 = the
 * character quota is used up, 429 = too many requests.
 */
export class DeeplTranslator implements Translator {
  readonly name = 'deepl' as const;
  readonly markup = true;

  constructor(
    private readonly settings: DeeplSettings,
    private readonly timeoutMs: number,
  ) {}

  async supports(source: string | null, target: string) {
    return (source === null || SOURCES.has(sourceCode(source))) && SOURCES.has(sourceCode(target));
  }

  async translate({ texts, source, target, markup }: EngineRequest) {
    const body = {
      text: texts,
      target_lang: TARGET_VARIANT[target] ?? target.toUpperCase(),
      ...(source ? { source_lang: sourceCode(source).toUpperCase() } : {}),
      ...(markup ? { tag_handling: 'xml' } : {}),
    };
    const { status, body: answer } = await post(
      this.name,
      `${this.settings.url}/v2/translate`,
      {
        headers: { authorization: `DeepL-Auth-Key ${this.settings.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      this.timeoutMs,
    );
    if (status !== 200) {
      const message = (answer as { message?: string } | null)?.message ?? `HTTP ${status}`;
      const kind = status === 400 && /lang/i.test(message) ? 'unsupported' : statusKind(status);
      throw new EngineError(this.name, kind, message);
    }
    const translations = (answer as { translations?: { text?: unknown }[] } | null)?.translations;
    return expectStrings(
      this.name,
      translations?.map((t) => t.text),
      texts.length,
    );
  }
}

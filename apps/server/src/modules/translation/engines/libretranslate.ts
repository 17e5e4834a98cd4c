import type { MachineEngine } from '@yuanfen/contract';
import {
  EngineError,
  expectStrings,
  getJson,
  post,
  statusKind,
  type EngineRequest,
  type Translator,
} from './translator';

export interface LibreTranslateSettings {
  /** The server's base URL, e.g. `http://localhost:5000` for a self-hosted instance. */
  url: string;
  apiKey?: string;
}

interface Language {
  code: string;
  targets?: string[];
}

/** How long the server's `/languages` list is trusted before it is asked again. */
const LANGUAGES_TTL_MS = 10 * 60_000;
/** Chinese goes by `zh`/`zt` on older servers and `zh-Hans`/`zh-Hant` on newer ones. */
const CANDIDATES: Record<string, string[]> = { zh: ['zh-Hans', 'zh'], tw: ['zh-Hant', 'zt'] };

/**
 * LibreTranslate (self-hostable, libretranslate.com): `POST /translate` with `q`, `source`, `target`,
 * `format` and `api_key`, answering `translatedText`; `GET /languages` says which pairs the installed
 * models translate. `format=html` keeps the placeholder tags.
 */
export class LibreTranslateTranslator implements Translator {
  readonly name: MachineEngine = 'libretranslate';
  readonly markup = true;
  private languages: { at: number; list: Promise<Language[]> } | null = null;

  constructor(
    private readonly settings: LibreTranslateSettings,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private list(): Promise<Language[]> {
    if (!this.languages || this.now() - this.languages.at > LANGUAGES_TTL_MS) {
      const list = getJson(this.name, `${this.settings.url}/languages`, this.timeoutMs).then((value) => {
        if (!Array.isArray(value)) throw new EngineError(this.name, 'bad_response', '/languages is not a list');
        return value as Language[];
      });
      // A failed list is asked for again next time rather than remembered.
      list.catch(() => (this.languages = null));
      this.languages = { at: this.now(), list };
    }
    return this.languages.list;
  }

  /** The server's code for one of our languages, when it has one. */
  private async codeOf(lang: string): Promise<string | null> {
    const codes = new Set((await this.list()).map((l) => l.code));
    return (CANDIDATES[lang] ?? [lang]).find((c) => codes.has(c)) ?? null;
  }

  async supports(source: string | null, target: string) {
    const to = await this.codeOf(target);
    if (!to) return false;
    if (source === null) return true;
    const from = await this.codeOf(source);
    const entry = (await this.list()).find((l) => l.code === from);
    return Boolean(entry && (entry.targets === undefined || entry.targets.includes(to)));
  }

  async translate({ texts, source, target, markup }: EngineRequest) {
    const to = await this.codeOf(target);
    const from = source === null ? 'auto' : await this.codeOf(source);
    if (!to || !from) throw new EngineError(this.name, 'unsupported', `${source ?? 'auto'}→${target}`);
    const body = {
      q: texts.length === 1 ? texts[0] : texts,
      source: from,
      target: to,
      format: markup ? 'html' : 'text',
      ...(this.settings.apiKey ? { api_key: this.settings.apiKey } : {}),
    };
    const { status, body: answer } = await post(
      this.name,
      `${this.settings.url}/translate`,
      { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      this.timeoutMs,
    );
    if (status !== 200) {
      const message = (answer as { error?: string } | null)?.error ?? `HTTP ${status}`;
      // LibreTranslate refuses a language it has no model for with 400 "<code> is not supported".
      const kind =
        status === 400 && /api.?key/i.test(message)
          ? 'auth'
          : status === 400 && /^[\w-]+ is not supported|not available as a target language/i.test(message)
            ? 'unsupported'
            : statusKind(status);
      throw new EngineError(this.name, kind, message);
    }
    const translated = (answer as { translatedText?: unknown } | null)?.translatedText;
    return expectStrings(this.name, texts.length === 1 ? [translated] : translated, texts.length);
  }
}

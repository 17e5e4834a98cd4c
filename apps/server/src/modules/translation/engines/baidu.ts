import { createHash, randomInt } from 'node:crypto';
import { EngineError, post, statusKind, type EngineErrorKind, type EngineRequest, type Translator } from './translator';

export interface BaiduSettings {
  appId: string;
  key: string;
  /** `https://fanyi-api.baidu.com/api/trans/vip/translate`. */
  url: string;
}

/** Baidu's codes where they differ from ISO 639-1. */
const CODE: Record<string, string> = {
  tw: 'cht',
  fr: 'fra',
  ja: 'jp',
  ko: 'kor',
  es: 'spa',
  ar: 'ara',
  bg: 'bul',
  et: 'est',
  da: 'dan',
  fi: 'fin',
  ro: 'rom',
  sl: 'slo',
  sv: 'swe',
  vi: 'vie',
};
/** Languages of the general text API. */
const SUPPORTED = new Set(
  'zh en yue wyw jp kor fra spa th ara ru pt de it el nl pl bul est dan fin cs rom slo swe hu cht vie'.split(' '),
);
const code = (lang: string) => CODE[lang] ?? lang;

/** Baidu answers HTTP 200 with an `error_code`; what each one means for us. */
const ERROR_KIND: Record<string, EngineErrorKind> = {
  '52001': 'timeout',
  '52002': 'unavailable',
  '52003': 'auth',
  '54001': 'auth',
  '54003': 'rate',
  '54004': 'quota',
  '54005': 'rate',
  '58000': 'auth',
  '58001': 'unsupported',
  '58002': 'auth',
  '90107': 'auth',
};

/**
 * Baidu Fanyi general text translation (the China edition's engine): a form POST of `q`, `from`, `to`,
 * `appid`, `salt` and `sign = md5(appid + q + salt + key)`. It has no markup mode, so only runs of plain
 * text go out; several runs travel as lines of one `q` and come back as one `trans_result` each.
 */
export class BaiduTranslator implements Translator {
  readonly name = 'baidu' as const;
  readonly markup = false;

  constructor(
    private readonly settings: BaiduSettings,
    private readonly timeoutMs: number,
  ) {}

  async supports(source: string | null, target: string) {
    return (source === null || SUPPORTED.has(code(source))) && SUPPORTED.has(code(target));
  }

  async translate({ texts, source, target }: EngineRequest) {
    if (texts.some((t) => /[\r\n]/.test(t))) throw new EngineError(this.name, 'bad_response', 'line break in a run');
    const q = texts.join('\n');
    const salt = String(randomInt(1, 2 ** 31));
    const { appId, key } = this.settings;
    const sign = createHash('md5').update(`${appId}${q}${salt}${key}`, 'utf8').digest('hex');
    const form = new URLSearchParams({
      q,
      from: source ? code(source) : 'auto',
      to: code(target),
      appid: appId,
      salt,
      sign,
    });
    const { status, body } = await post(
      this.name,
      this.settings.url,
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() },
      this.timeoutMs,
    );
    if (status !== 200) throw new EngineError(this.name, statusKind(status), `HTTP ${status}`);
    const answer = body as { error_code?: string | number; error_msg?: string; trans_result?: { dst?: unknown }[] };
    if (answer?.error_code !== undefined && String(answer.error_code) !== '52000') {
      const errorCode = String(answer.error_code);
      throw new EngineError(
        this.name,
        ERROR_KIND[errorCode] ?? 'bad_response',
        `${errorCode} ${answer.error_msg ?? ''}`,
      );
    }
    const lines = answer?.trans_result?.map((r) => r.dst);
    if (!Array.isArray(lines) || lines.length !== texts.length || lines.some((l) => typeof l !== 'string')) {
      throw new EngineError(this.name, 'bad_response', `expected ${texts.length} lines`);
    }
    return lines as string[];
  }
}

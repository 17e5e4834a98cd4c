import { createHash } from 'node:crypto';
import { formFields, startProvider, type FakeEngine, type FakeFailure, type FakeOptions } from './fake-server';
import { detectLanguage, translateText, yuanfenCode } from './phrasebook';

/** Languages of Baidu's general text API, in Baidu's codes. */
const LANGUAGES = new Set(
  'zh en yue wyw jp kor fra spa th ara ru pt de it el nl pl bul est dan fin cs rom slo swe hu cht vie'.split(' '),
);
/** Baidu's code for the language the fake detects (Yuanfen's code). */
const BAIDU: Record<string, string> = { ja: 'jp', ko: 'kor' };

/** Baidu answers every failure with HTTP 200 and an `error_code`, always a string. */
const baiduError = (code: string, message: string) => ({ status: 200, body: { error_code: code, error_msg: message } });

const FAILURE: Record<FakeFailure, ReturnType<typeof baiduError>> = {
  timeout: baiduError('52001', 'TIMEOUT'),
  unavailable: baiduError('52002', 'SYSTEM ERROR'),
  auth: baiduError('52003', 'UNAUTHORIZED USER'),
  rate: baiduError('54003', 'Invalid Access Limit'),
  quota: baiduError('54004', 'Please recharge'),
  unsupported: baiduError('58001', 'INVALID_TO_PARAM'),
};

/**
 * Baidu Fanyi general text translation `/api/trans/vip/translate`: form POST (or GET) of `q`, `from`, `to`,
 * `appid`, `salt`, `sign = md5(appid + q + salt + key)`; one `trans_result` per line of `q`. After a
 * 'timeout' delay it answers Baidu's own 52001, for a client patient enough to wait.
 */
export function startFakeBaidu(opts: { appId: string; key: string } & FakeOptions): Promise<FakeEngine> {
  return startProvider(
    {
      translatePath: '/api/trans/vip/translate',
      basePath: '/api/trans/vip/translate',
      async translate(request, { phrases, takeFailure }) {
        const fields = { ...formFields(request.query), ...request.body };
        const { q, from, to, appid, salt, sign } = fields;
        if ([q, from, to, appid, salt, sign].some((v) => typeof v !== 'string' || v === '')) {
          return baiduError('54000', 'PARAM_FROM_TO_OR_Q_EMPTY');
        }
        const text = q as string;
        if (appid !== opts.appId) return FAILURE.auth;
        const expected = createHash('md5')
          .update(`${opts.appId}${text}${String(salt)}${opts.key}`, 'utf8')
          .digest('hex');
        if (sign !== expected) return baiduError('54001', 'Invalid Sign');
        if (!LANGUAGES.has(to as string) || (from !== 'auto' && !LANGUAGES.has(from as string))) {
          return FAILURE.unsupported;
        }
        const failure = await takeFailure();
        if (failure) return FAILURE[failure];
        const detected = detectLanguage(text);
        const target = yuanfenCode(to as string);
        return {
          status: 200,
          body: {
            from: from === 'auto' ? (BAIDU[detected] ?? detected) : from,
            to,
            trans_result: text.split('\n').map((src) => ({
              src,
              dst: translateText(src, { target, markup: false, phrases }),
            })),
          },
        };
      },
    },
    opts,
  );
}

import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeBaidu,
  startFakeDeepl,
  startFakeGoogle,
  startFakeLibreTranslate,
  type FakeEngine,
  type FakeFailure,
} from '../../../test/fake-translation';
import { BaiduTranslator } from './baidu';
import { DeeplTranslator } from './deepl';
import { GoogleTranslator } from './google';
import { LibreTranslateTranslator } from './libretranslate';
import { EngineError, type EngineErrorKind, type EngineRequest, type Translator } from './translator';

/** A 'timeout' failure keeps the client waiting this long; the client gives up after SHORT. */
const SLOW_MS = 2_000;
const SHORT_MS = 300;
const PATIENT_MS = 5_000;

const running: FakeEngine[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((fake) => fake.close()));
});
async function started(fake: Promise<FakeEngine>) {
  running.push(await fake);
  return running.at(-1)!;
}

/** The EngineError a call fails with; a call that succeeds fails the test. */
async function engineError(call: Promise<unknown>): Promise<EngineError> {
  const error: unknown = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

const deGreeting: EngineRequest = { texts: ['Hallo Keiko'], source: 'de', target: 'ja', markup: false };

describe('DeepL against its API', () => {
  const start = async () => {
    const fake = await started(startFakeDeepl({ authKey: 'deepl-key:fx' }));
    return { fake, deepl: new DeeplTranslator({ apiKey: 'deepl-key:fx', url: fake.url }, PATIENT_MS) };
  };

  it('sends ZH-HANT for traditional Chinese with tag_handling xml, and the tags come back in place', async () => {
    const { fake, deepl } = await start();
    fake.phrases.set('Bis morgen', { tw: '明天見' });
    const markup = 'Bis morgen <x id="0"/> um <x id="1"/>!';
    const out = await deepl.translate({ texts: [markup], source: 'de', target: 'tw', markup: true });
    expect(out).toEqual(['明天見 <x id="0"/> «tw» um <x id="1"/>!']);
    expect(fake.calls).toEqual([
      {
        path: '/v2/translate',
        body: { text: [markup], target_lang: 'ZH-HANT', source_lang: 'DE', tag_handling: 'xml' },
        headers: expect.objectContaining({ authorization: 'DeepL-Auth-Key deepl-key:fx' }),
      },
    ]);
  });

  it('translates a batch in one request, in order, as EN-US from a ZH source and without tag handling', async () => {
    const { fake, deepl } = await start();
    fake.phrases.set('早安', { en: 'Good morning' });
    expect(await deepl.translate({ texts: ['早安', '晚安'], source: 'tw', target: 'en', markup: false })).toEqual([
      'Good morning',
      '«en» 晚安',
    ]);
    expect(fake.calls.map((c) => c.body)).toEqual([
      { text: ['早安', '晚安'], target_lang: 'EN-US', source_lang: 'ZH' },
    ]);
  });
});

describe('Google against its API', () => {
  const start = async () => {
    const fake = await started(startFakeGoogle({ apiKey: 'g-key' }));
    return { fake, google: new GoogleTranslator({ apiKey: 'g-key', url: fake.url }, PATIENT_MS) };
  };

  it('sends zh-TW with format html; the tags stay and apostrophes come back as &#39;, as Google writes them', async () => {
    const { fake, google } = await start();
    const markup = 'C\'est l\'été <x id="0"/>';
    expect(await google.translate({ texts: [markup], source: 'fr', target: 'tw', markup: true })).toEqual([
      '«tw» C&#39;est l&#39;été <x id="0"/>',
    ]);
    expect(fake.calls.map((c) => c.body)).toEqual([{ q: [markup], target: 'zh-TW', source: 'fr', format: 'html' }]);
  });

  it('translates a batch as zh-CN in text format, leaving the source to Google when unknown', async () => {
    const { fake, google } = await start();
    fake.phrases.set('Good night', { zh: '晚安' });
    const texts = ['Good night', "Don't forget"];
    expect(await google.translate({ texts, source: null, target: 'zh', markup: false })).toEqual([
      '晚安',
      "«zh» Don't forget",
    ]);
    expect(fake.calls.map((c) => c.body)).toEqual([{ q: texts, target: 'zh-CN', format: 'text' }]);
  });

  it('reads a wrong key as auth in the newer error shape too (badRequest with API_KEY_INVALID)', async () => {
    const fake = await started(startFakeGoogle({ apiKey: 'g-key', modernErrors: true }));
    const google = new GoogleTranslator({ apiKey: 'wrong', url: fake.url }, PATIENT_MS);
    const error = await engineError(google.translate({ texts: ['Hallo'], source: 'de', target: 'ja', markup: false }));
    expect(error).toMatchObject({ engine: 'google', kind: 'auth' });
  });
});

describe('LibreTranslate against its API', () => {
  it('asks for zt on a legacy server and zh-Hant on a modern one, with the api_key when configured', async () => {
    for (const [chinese, tw, zh] of [
      ['legacy', 'zt', 'zh'],
      ['modern', 'zh-Hant', 'zh-Hans'],
    ] as const) {
      const fake = await started(startFakeLibreTranslate({ apiKey: 'lt-key', chinese }));
      const lt = new LibreTranslateTranslator({ url: fake.url, apiKey: 'lt-key' }, PATIENT_MS);
      const markup = '你好 <x id="0"/>';
      expect(await lt.translate({ texts: [markup], source: 'zh', target: 'tw', markup: true })).toEqual([
        '«tw» 你好 <x id="0"/>',
      ]);
      expect(fake.calls.map((c) => c.body)).toEqual([
        { q: markup, source: zh, target: tw, format: 'html', api_key: 'lt-key' },
      ]);
    }
  });

  it('sends a batch as a list and reads the list back; no api_key when none is configured', async () => {
    const fake = await started(startFakeLibreTranslate());
    fake.phrases.set('Buongiorno', { de: 'Guten Morgen' });
    const lt = new LibreTranslateTranslator({ url: fake.url }, PATIENT_MS);
    const texts = ['Buongiorno', 'a domani'];
    expect(await lt.translate({ texts, source: null, target: 'de', markup: false })).toEqual([
      'Guten Morgen',
      '«de» a domani',
    ]);
    expect(fake.calls.map((c) => c.body)).toEqual([{ q: texts, source: 'auto', target: 'de', format: 'text' }]);
  });

  it('supports only the pairs the server lists: no Spanish model, no request for it', async () => {
    const fake = await started(startFakeLibreTranslate());
    const lt = new LibreTranslateTranslator({ url: fake.url }, PATIENT_MS);
    expect(await lt.supports('de', 'es')).toBe(false);
    expect(await lt.supports(null, 'tw')).toBe(true);
    expect(await lt.supports('tw', 'ja')).toBe(true);
    expect((await engineError(lt.translate({ ...deGreeting, target: 'es' }))).kind).toBe('unsupported');
    expect(fake.calls).toEqual([]);
  });
});

describe('Baidu against its API', () => {
  const settings = { appId: '2015063000000001', key: '12345678' };
  const start = async () => {
    const fake = await started(startFakeBaidu(settings));
    return { fake, baidu: new BaiduTranslator({ ...settings, url: fake.url }, PATIENT_MS) };
  };

  it('sends cht for traditional Chinese and jp for Japanese, lines of one q signed md5(appid + q + salt + key)', async () => {
    const { fake, baidu } = await start();
    fake.phrases.set('おはよう', { tw: '早安' });
    expect(
      await baidu.translate({ texts: ['おはよう', 'おやすみ'], source: 'ja', target: 'tw', markup: false }),
    ).toEqual(['早安', '«tw» おやすみ']);
    const [call] = fake.calls;
    expect(call!.body).toMatchObject({ q: 'おはよう\nおやすみ', from: 'jp', to: 'cht', appid: settings.appId });
    const { q, salt, sign } = call!.body as Record<string, string>;
    expect(sign).toBe(createHash('md5').update(`${settings.appId}${q}${salt}${settings.key}`).digest('hex'));
  });

  it('refuses a run with a line break before sending, since Baidu would split it into two results', async () => {
    const { fake, baidu } = await start();
    const error = await engineError(baidu.translate({ ...deGreeting, texts: ['eins\nzwei'] }));
    expect(error.kind).toBe('bad_response');
    expect(fake.calls).toEqual([]);
  });
});

interface Adapter {
  name: string;
  start(): Promise<{ fake: FakeEngine; engine(timeoutMs?: number): Translator; wrongKeys: Translator[] }>;
  /** What each failure the provider reports becomes. */
  kinds: Record<FakeFailure, EngineErrorKind>;
  /** A target the provider does not translate, in Yuanfen's code. */
  unknownTarget: string;
}

const SAME: Record<FakeFailure, EngineErrorKind> = {
  auth: 'auth',
  quota: 'quota',
  rate: 'rate',
  unavailable: 'unavailable',
  timeout: 'timeout',
  unsupported: 'unsupported',
};

const adapters: Adapter[] = [
  {
    name: 'DeepL',
    kinds: SAME,
    unknownTarget: 'hi',
    async start() {
      const fake = await started(startFakeDeepl({ authKey: 'right', timeoutDelayMs: SLOW_MS }));
      const engine = (timeoutMs = PATIENT_MS, apiKey = 'right') =>
        new DeeplTranslator({ apiKey, url: fake.url }, timeoutMs);
      return { fake, engine, wrongKeys: [engine(PATIENT_MS, 'wrong')] };
    },
  },
  {
    name: 'Google',
    kinds: SAME,
    unknownTarget: 'xx',
    async start() {
      const fake = await started(startFakeGoogle({ apiKey: 'right', timeoutDelayMs: SLOW_MS }));
      const engine = (timeoutMs = PATIENT_MS, apiKey = 'right') =>
        new GoogleTranslator({ apiKey, url: fake.url }, timeoutMs);
      return { fake, engine, wrongKeys: [engine(PATIENT_MS, 'wrong')] };
    },
  },
  {
    name: 'LibreTranslate',
    // It keeps no quota: a used-up daily limit is its 429 "Slowdown", a rate limit like any other.
    kinds: { ...SAME, quota: 'rate' },
    unknownTarget: 'es',
    async start() {
      const fake = await started(startFakeLibreTranslate({ apiKey: 'right', timeoutDelayMs: SLOW_MS }));
      const engine = (timeoutMs = PATIENT_MS, apiKey: string | undefined = 'right') =>
        new LibreTranslateTranslator({ url: fake.url, ...(apiKey ? { apiKey } : {}) }, timeoutMs);
      return { fake, engine, wrongKeys: [engine(PATIENT_MS, 'wrong'), engine(PATIENT_MS, '')] };
    },
  },
  {
    name: 'Baidu',
    kinds: SAME,
    unknownTarget: 'hi',
    async start() {
      const fake = await started(startFakeBaidu({ appId: 'app', key: 'right', timeoutDelayMs: SLOW_MS }));
      const engine = (timeoutMs = PATIENT_MS, key = 'right', appId = 'app') =>
        new BaiduTranslator({ appId, key, url: fake.url }, timeoutMs);
      return { fake, engine, wrongKeys: [engine(PATIENT_MS, 'wrong'), engine(PATIENT_MS, 'right', 'other-app')] };
    },
  },
];

describe.each(adapters)('$name failures surface as EngineErrors', ({ start, kinds, unknownTarget }) => {
  it('a wrong key is auth', async () => {
    const { fake, wrongKeys } = await start();
    for (const engine of wrongKeys) expect((await engineError(engine.translate(deGreeting))).kind).toBe('auth');
    expect(fake.calls.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(SAME) as FakeFailure[])(
    'the provider reporting %s fails that call only, as its kind',
    async (failure) => {
      const { fake, engine } = await start();
      fake.failNext(failure);
      const error = await engineError(engine(failure === 'timeout' ? SHORT_MS : PATIENT_MS).translate(deGreeting));
      expect(error).toMatchObject({ engine: engine().name, kind: kinds[failure] });
      expect(await engine().translate(deGreeting)).toEqual(['«ja» Hallo Keiko']);
      expect(fake.calls).toHaveLength(2);
    },
  );

  it('fails as many calls as asked, then answers', async () => {
    const { fake, engine } = await start();
    fake.failNext('unavailable', 2);
    expect((await engineError(engine().translate(deGreeting))).kind).toBe('unavailable');
    expect((await engineError(engine().translate(deGreeting))).kind).toBe('unavailable');
    expect(await engine().translate(deGreeting)).toEqual(['«ja» Hallo Keiko']);
  });

  it('a target it does not translate is unsupported', async () => {
    const { engine } = await start();
    const error = await engineError(engine().translate({ ...deGreeting, target: unknownTarget }));
    expect(error.kind).toBe('unsupported');
  });
});

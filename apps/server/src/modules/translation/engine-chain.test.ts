import type { MachineEngine } from '@yuanfen/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeBaidu,
  startFakeDeepl,
  startFakeGoogle,
  startFakeLibreTranslate,
  type FakeEngine,
  type FakeFailure,
} from '../../test/fake-translation';
import { DEFAULT_COOLDOWN_MS, EngineChain, TranslationFailed } from './engine-chain';
import { BaiduTranslator } from './engines/baidu';
import { DeeplTranslator } from './engines/deepl';
import { GoogleTranslator } from './engines/google';
import { LibreTranslateTranslator } from './engines/libretranslate';
import type { EngineRequest, Translator } from './engines/translator';

/** A 'timeout' failure keeps the client waiting this long; the engine that times out gives up after SHORT. */
const SLOW_MS = 2_000;
const SHORT_MS = 300;
const PATIENT_MS = 5_000;

const GERMAN = 'Wie war dein Wochenende in Osaka? [smile]';
const JAPANESE = '大阪の週末はどうでしたか？ [smile]';

let fakes: Record<MachineEngine, FakeEngine>;
beforeEach(async () => {
  const [deepl, google, libretranslate, baidu] = await Promise.all([
    startFakeDeepl({ authKey: 'dk', timeoutDelayMs: SLOW_MS }),
    startFakeGoogle({ apiKey: 'gk', timeoutDelayMs: SLOW_MS }),
    startFakeLibreTranslate({ timeoutDelayMs: SLOW_MS }),
    startFakeBaidu({ appId: 'app', key: 'bk', timeoutDelayMs: SLOW_MS }),
  ]);
  fakes = { deepl, google, libretranslate, baidu };
  for (const fake of Object.values(fakes)) {
    fake.phrases.set('Wie war dein Wochenende in Osaka?', { ja: '大阪の週末はどうでしたか？' });
  }
});
afterEach(async () => {
  await Promise.all(Object.values(fakes).map((fake) => fake.close()));
});

/** The real adapter of an engine, configured against its fake. */
function engine(name: MachineEngine, timeoutMs = PATIENT_MS): Translator {
  const url = fakes[name].url;
  switch (name) {
    case 'deepl':
      return new DeeplTranslator({ apiKey: 'dk', url }, timeoutMs);
    case 'google':
      return new GoogleTranslator({ apiKey: 'gk', url }, timeoutMs);
    case 'libretranslate':
      return new LibreTranslateTranslator({ url }, timeoutMs);
    case 'baidu':
      return new BaiduTranslator({ appId: 'app', key: 'bk', url }, timeoutMs);
  }
}

/** The engine that fails, with a short time limit when the failure is a time-out. */
const failing = (name: MachineEngine, failure: FakeFailure) => {
  fakes[name].failNext(failure);
  return engine(name, failure === 'timeout' ? SHORT_MS : PATIENT_MS);
};

async function translationFailed(call: Promise<unknown>): Promise<TranslationFailed> {
  const error: unknown = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslationFailed);
  return error as TranslationFailed;
}

const FAILURES: FakeFailure[] = ['auth', 'quota', 'rate', 'unavailable', 'timeout', 'unsupported'];
const FIRST: MachineEngine[] = ['deepl', 'google', 'libretranslate', 'baidu'];

describe.each(FIRST)('when %s, the first engine, fails', (first) => {
  const second: MachineEngine = first === 'google' ? 'deepl' : 'google';

  it.each(FAILURES)('with %s, the next engine answers and is named', async (failure) => {
    const chain = new EngineChain([failing(first, failure), engine(second)]);
    expect(await chain.translate(GERMAN, 'de', 'ja')).toEqual({ text: JAPANESE, engine: second });
    expect(fakes[first].calls).toHaveLength(1);
    expect(fakes[second].calls).toHaveLength(1);
  });
});

describe('engines at rest', () => {
  it('skips an engine whose quota ran out, sending it nothing, until the cooldown has passed', async () => {
    let now = 1_000_000;
    const chain = new EngineChain([failing('deepl', 'quota'), engine('google')], { now: () => now });
    expect((await chain.translate(GERMAN, 'de', 'ja')).engine).toBe('google');

    now += DEFAULT_COOLDOWN_MS.quota - 1;
    expect(await chain.translate(GERMAN, 'de', 'ja')).toEqual({ text: JAPANESE, engine: 'google' });
    expect(fakes.deepl.calls).toHaveLength(1);

    now += 1;
    expect(await chain.translate(GERMAN, 'de', 'ja')).toEqual({ text: JAPANESE, engine: 'deepl' });
    expect(fakes.deepl.calls).toHaveLength(2);
    expect(fakes.google.calls).toHaveLength(2);
  });

  it.each(FAILURES)('after %s rests for its own cooldown (none for an unsupported pair)', async (failure) => {
    let now = 0;
    const chain = new EngineChain([failing('deepl', failure), engine('google')], { now: () => now });
    await chain.translate(GERMAN, 'de', 'ja');
    const rest = DEFAULT_COOLDOWN_MS[failure];
    now += Math.max(rest - 1, 0);
    expect((await chain.translate(GERMAN, 'de', 'ja')).engine).toBe(rest > 0 ? 'google' : 'deepl');
    now += 1;
    expect((await chain.translate(GERMAN, 'de', 'ja')).engine).toBe('deepl');
  });

  it('follows the cooldowns an operator configures', async () => {
    let now = 0;
    const chain = new EngineChain([failing('google', 'rate'), engine('baidu')], {
      now: () => now,
      cooldownMs: { rate: 1000 },
    });
    expect((await chain.translate(GERMAN, 'de', 'ja')).engine).toBe('baidu');
    now += 1000;
    expect((await chain.translate(GERMAN, 'de', 'ja')).engine).toBe('google');
  });

  it('still tries the only engine on the member’s retry, though it is resting', async () => {
    const chain = new EngineChain([failing('deepl', 'quota')], { now: () => 0 });
    const failed = await translationFailed(chain.translate(GERMAN, 'de', 'ja'));
    expect(failed.errors.map((e) => e.kind)).toEqual(['quota']);
    expect(await chain.translate(GERMAN, 'de', 'ja')).toEqual({ text: JAPANESE, engine: 'deepl' });
  });
});

describe('choosing engines', () => {
  it('skips an engine that does not translate the pair, without asking it to', async () => {
    fakes.deepl.phrases.set('Wie war dein Wochenende in Osaka?', { es: '¿Qué tal tu fin de semana en Osaka?' });
    const chain = new EngineChain([engine('libretranslate'), engine('deepl')]);
    expect(await chain.translate(GERMAN, 'de', 'es')).toEqual({
      text: '¿Qué tal tu fin de semana en Osaka? [smile]',
      engine: 'deepl',
    });
    expect(fakes.libretranslate.calls).toEqual([]);
  });

  it('fails with every engine’s error listed when all of them fail', async () => {
    const chain = new EngineChain([
      failing('deepl', 'auth'),
      failing('google', 'quota'),
      failing('libretranslate', 'timeout'),
      failing('baidu', 'rate'),
    ]);
    const failed = await translationFailed(chain.translate(GERMAN, 'de', 'ja'));
    expect(failed.failure).toBe('engines');
    expect(failed.errors.map((e) => [e.engine, e.kind])).toEqual([
      ['deepl', 'auth'],
      ['google', 'quota'],
      ['libretranslate', 'timeout'],
      ['baidu', 'rate'],
    ]);
    expect(failed.message).toMatch(/deepl: auth.*google: quota.*libretranslate: timeout.*baidu: rate/);
  });

  it('is unavailable with no engine configured', async () => {
    const chain = new EngineChain([]);
    expect(chain.available).toBe(false);
    const failed = await translationFailed(chain.translate(GERMAN, 'de', 'ja'));
    expect(failed).toMatchObject({ failure: 'unavailable', errors: [] });
  });
});

const PROTECTED = 'Treffen um 12:30 bei @anna_b [smile]\r\nhttps://example.de/karte?x=1&y=2.';

describe('protected tokens through the engines', () => {
  it('asks an engine that drops a tag again with plain runs, and every token comes back byte for byte', async () => {
    const requests: EngineRequest[] = [];
    const dropsTags: Translator = {
      name: 'deepl',
      markup: true,
      supports: async () => true,
      translate: async (request) => {
        requests.push(request);
        return request.markup
          ? request.texts.map((text) => text.replace(/<x id="\d+"\/>/g, ''))
          : request.texts.map((run) => `«ja» ${run}`);
      },
    };
    const chain = new EngineChain([dropsTags]);
    expect(await chain.translate(PROTECTED, 'de', 'ja')).toEqual({
      text: '«ja» Treffen um 12:30 «ja» bei @anna_b [smile]\r\nhttps://example.de/karte?x=1&y=2.',
      engine: 'deepl',
    });
    expect(requests.map((r) => [r.markup, r.texts])).toEqual([
      [true, ['Treffen um <x id="0"/> bei <x id="1"/> <x id="2"/><x id="3"/><x id="4"/>.']],
      [false, ['Treffen um', 'bei']],
    ]);
  });

  it('sends Baidu, which has no markup mode, only the runs of text, as lines of one q', async () => {
    const chain = new EngineChain([engine('baidu')]);
    expect((await chain.translate(PROTECTED, 'de', 'ja')).text).toBe(
      '«ja» Treffen um 12:30 «ja» bei @anna_b [smile]\r\nhttps://example.de/karte?x=1&y=2.',
    );
    expect(fakes.baidu.calls.map((c) => c.body.q)).toEqual(['Treffen um\nbei']);
  });

  it('gives back the member’s own & < > and apostrophes, escaped on the way and unescaped after', async () => {
    fakes.deepl.phrases.set('<b>Tom & Jerry</b>', { ja: '<b>トム & ジェリー</b>' });
    const deepl = new EngineChain([engine('deepl')]);
    expect((await deepl.translate('<b>Tom & Jerry</b> [love]', 'de', 'ja')).text).toBe('<b>トム & ジェリー</b> [love]');
    expect(fakes.deepl.calls[0]!.body.text).toEqual(['&lt;b&gt;Tom &amp; Jerry&lt;/b&gt; <x id="0"/>']);

    const google = new EngineChain([engine('google')]);
    expect((await google.translate("C'est l'été <3 [sun]", 'fr', 'ja')).text).toBe("«ja» C'est l'été <3 [sun]");
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/yf-config-test' };

describe('translation engines from the environment', () => {
  it('has no engine by default: machine translation is off until an operator configures one', () => {
    expect(loadConfig(base).translation).toEqual({ engines: [], timeoutMs: 10_000 });
  });

  it('uses every configured engine in the default order when TRANSLATE_ENGINES is unset', () => {
    const config = loadConfig({
      ...base,
      DEEPL_API_KEY: 'key:fx',
      LIBRETRANSLATE_URL: 'http://lt.local:5000/',
      LIBRETRANSLATE_API_KEY: 'lt-key',
      BAIDU_TRANSLATE_APPID: 'app',
      BAIDU_TRANSLATE_KEY: 'secret',
    });
    expect(config.translation.engines).toEqual([
      { name: 'libretranslate', url: 'http://lt.local:5000', apiKey: 'lt-key' },
      { name: 'deepl', apiKey: 'key:fx', url: 'https://api-free.deepl.com' },
      {
        name: 'baidu',
        appId: 'app',
        key: 'secret',
        url: 'https://fanyi-api.baidu.com/api/trans/vip/translate',
      },
    ]);
  });

  it('puts Baidu first in the China edition, and follows TRANSLATE_ENGINES when given', () => {
    const env = {
      ...base,
      DEEPL_API_KEY: 'pro-key',
      GOOGLE_TRANSLATE_API_KEY: 'g',
      BAIDU_TRANSLATE_APPID: 'app',
      BAIDU_TRANSLATE_KEY: 'secret',
    };
    expect(loadConfig({ ...env, EDITION: 'cn' }).translation.engines.map((e) => e.name)).toEqual([
      'baidu',
      'deepl',
      'google',
    ]);
    const chosen = loadConfig({ ...env, TRANSLATE_ENGINES: 'google, deepl', TRANSLATE_TIMEOUT_MS: '2500' });
    expect(chosen.translation.engines.map((e) => e.name)).toEqual(['google', 'deepl']);
    expect(chosen.translation.engines[1]).toMatchObject({ url: 'https://api.deepl.com' });
    expect(chosen.translation.timeoutMs).toBe(2500);
  });

  it('refuses to start with an engine named but not configured, or unknown', () => {
    expect(() => loadConfig({ ...base, TRANSLATE_ENGINES: 'deepl' })).toThrow(/deepl, which needs DEEPL_API_KEY/);
    expect(() => loadConfig({ ...base, TRANSLATE_ENGINES: 'bing' })).toThrow(/unknown engine "bing"/);
    expect(() => loadConfig({ ...base, LIBRETRANSLATE_URL: 'not a url' })).toThrow(/LIBRETRANSLATE_URL/);
  });
});

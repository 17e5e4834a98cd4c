/**
 * Local stand-ins for the machine translation providers, each a real HTTP server speaking the provider's
 * documented protocol (its language codes, its key checks, its error shapes), so the adapters are tested
 * against what they would meet in production.
 */
export type { FakeCall, FakeEngine, FakeFailure, FakeOptions } from './fake-server';
export { startFakeBaidu } from './baidu';
export { startFakeDeepl } from './deepl';
export { startFakeGoogle } from './google';
export { startFakeLibreTranslate, type FakeLibreTranslateOptions } from './libretranslate';

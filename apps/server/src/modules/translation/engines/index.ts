import type { MachineEngine } from '@yuanfen/contract';
import { BaiduTranslator, type BaiduSettings } from './baidu';
import { DeeplTranslator, type DeeplSettings } from './deepl';
import { GoogleTranslator, type GoogleSettings } from './google';
import { LibreTranslateTranslator, type LibreTranslateSettings } from './libretranslate';
import type { Translator } from './translator';

export type EngineSettings =
  | ({ name: 'libretranslate' } & LibreTranslateSettings)
  | ({ name: 'deepl' } & DeeplSettings)
  | ({ name: 'google' } & GoogleSettings)
  | ({ name: 'baidu' } & BaiduSettings);

export interface TranslationConfig {
  /** The engines to use, in the order they are tried. Empty: machine translation is unavailable. */
  engines: EngineSettings[];
  /** How long one engine call may take before the next engine is tried. */
  timeoutMs: number;
}

export function createTranslator(settings: EngineSettings, timeoutMs: number): Translator {
  switch (settings.name) {
    case 'libretranslate':
      return new LibreTranslateTranslator(settings, timeoutMs);
    case 'deepl':
      return new DeeplTranslator(settings, timeoutMs);
    case 'google':
      return new GoogleTranslator(settings, timeoutMs);
    case 'baidu':
      return new BaiduTranslator(settings, timeoutMs);
  }
}

export const engineNames = (config: TranslationConfig): MachineEngine[] => config.engines.map((e) => e.name);
export type { Translator } from './translator';
export { EngineError } from './translator';

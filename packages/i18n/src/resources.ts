/* Every language at once, imported statically (tests and tools); the web loads one at a time through `loadLanguage`. */
import type { Language } from '@yuanfen/contract';
import type { Resources } from './load';
import en from './languages/en';
import zh from './languages/zh';
import tw from './languages/tw';
import de from './languages/de';
import it from './languages/it';
import fr from './languages/fr';
import ja from './languages/ja';
import ko from './languages/ko';
import enStatic from '../locales/en/static.json';
import zhStatic from '../locales/zh/static.json';
import twStatic from '../locales/tw/static.json';
import deStatic from '../locales/de/static.json';
import itStatic from '../locales/it/static.json';
import frStatic from '../locales/fr/static.json';
import jaStatic from '../locales/ja/static.json';
import koStatic from '../locales/ko/static.json';

export { namespaces, type MainResources, type Namespace, type Resources } from './load';

export const resources: Record<Language, Resources> = {
  en: { ...en, static: enStatic },
  zh: { ...zh, static: zhStatic },
  tw: { ...tw, static: twStatic },
  de: { ...de, static: deStatic },
  it: { ...it, static: itStatic },
  fr: { ...fr, static: frStatic },
  ja: { ...ja, static: jaStatic },
  ko: { ...ko, static: koStatic },
};

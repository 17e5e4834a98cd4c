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
import enAdmin from '../locales/en/admin.json';
import zhStatic from '../locales/zh/static.json';
import zhAdmin from '../locales/zh/admin.json';
import twStatic from '../locales/tw/static.json';
import twAdmin from '../locales/tw/admin.json';
import deStatic from '../locales/de/static.json';
import deAdmin from '../locales/de/admin.json';
import itStatic from '../locales/it/static.json';
import itAdmin from '../locales/it/admin.json';
import frStatic from '../locales/fr/static.json';
import frAdmin from '../locales/fr/admin.json';
import jaStatic from '../locales/ja/static.json';
import jaAdmin from '../locales/ja/admin.json';
import koStatic from '../locales/ko/static.json';
import koAdmin from '../locales/ko/admin.json';

export { namespaces, type MainResources, type Namespace, type Resources } from './load';

export const resources: Record<Language, Resources> = {
  en: { ...en, static: enStatic, admin: enAdmin },
  zh: { ...zh, static: zhStatic, admin: zhAdmin },
  tw: { ...tw, static: twStatic, admin: twAdmin },
  de: { ...de, static: deStatic, admin: deAdmin },
  it: { ...it, static: itStatic, admin: itAdmin },
  fr: { ...fr, static: frStatic, admin: frAdmin },
  ja: { ...ja, static: jaStatic, admin: jaAdmin },
  ko: { ...ko, static: koStatic, admin: koAdmin },
};

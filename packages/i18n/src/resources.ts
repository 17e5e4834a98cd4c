/* Every language at once, imported statically (tests and tools); the web loads one at a time through `loadLanguage`. */
import type { Language } from '@yuanfen/contract';
import type { Resources } from './load';
import en from './languages/en';
import enAreas from './languages/en-areas';
import zh from './languages/zh';
import zhAreas from './languages/zh-areas';
import tw from './languages/tw';
import twAreas from './languages/tw-areas';
import de from './languages/de';
import deAreas from './languages/de-areas';
import it from './languages/it';
import itAreas from './languages/it-areas';
import fr from './languages/fr';
import frAreas from './languages/fr-areas';
import ja from './languages/ja';
import jaAreas from './languages/ja-areas';
import ko from './languages/ko';
import koAreas from './languages/ko-areas';
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

export {
  AREA_NAMESPACES,
  namespaces,
  type AreaResources,
  type MainResources,
  type Namespace,
  type Resources,
} from './load';

export const resources: Record<Language, Resources> = {
  en: { ...en, ...enAreas, static: enStatic, admin: enAdmin },
  zh: { ...zh, ...zhAreas, static: zhStatic, admin: zhAdmin },
  tw: { ...tw, ...twAreas, static: twStatic, admin: twAdmin },
  de: { ...de, ...deAreas, static: deStatic, admin: deAdmin },
  it: { ...it, ...itAreas, static: itStatic, admin: itAdmin },
  fr: { ...fr, ...frAreas, static: frStatic, admin: frAdmin },
  ja: { ...ja, ...jaAreas, static: jaStatic, admin: jaAdmin },
  ko: { ...ko, ...koAreas, static: koStatic, admin: koAdmin },
};

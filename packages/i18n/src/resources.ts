/* Every language at once, imported statically (tests and tools); the web loads one at a time through `loadLanguage`. */
import type { Language } from '@yuanfen/contract';
import type { Resources } from './load';
import en from './languages/en';
import enAreas from './languages/en-areas';
import enAccount from './languages/en-account';
import zh from './languages/zh';
import zhAreas from './languages/zh-areas';
import zhAccount from './languages/zh-account';
import tw from './languages/tw';
import twAreas from './languages/tw-areas';
import twAccount from './languages/tw-account';
import de from './languages/de';
import deAreas from './languages/de-areas';
import deAccount from './languages/de-account';
import it from './languages/it';
import itAreas from './languages/it-areas';
import itAccount from './languages/it-account';
import fr from './languages/fr';
import frAreas from './languages/fr-areas';
import frAccount from './languages/fr-account';
import ja from './languages/ja';
import jaAreas from './languages/ja-areas';
import jaAccount from './languages/ja-account';
import ko from './languages/ko';
import koAreas from './languages/ko-areas';
import koAccount from './languages/ko-account';
import enStatic from '../locales/en/static.json';
import enAdmin from '../locales/en/admin.json';
import enPay from '../locales/en/pay.json';
import zhStatic from '../locales/zh/static.json';
import zhAdmin from '../locales/zh/admin.json';
import zhPay from '../locales/zh/pay.json';
import twStatic from '../locales/tw/static.json';
import twAdmin from '../locales/tw/admin.json';
import twPay from '../locales/tw/pay.json';
import deStatic from '../locales/de/static.json';
import deAdmin from '../locales/de/admin.json';
import dePay from '../locales/de/pay.json';
import itStatic from '../locales/it/static.json';
import itAdmin from '../locales/it/admin.json';
import itPay from '../locales/it/pay.json';
import frStatic from '../locales/fr/static.json';
import frAdmin from '../locales/fr/admin.json';
import frPay from '../locales/fr/pay.json';
import jaStatic from '../locales/ja/static.json';
import jaAdmin from '../locales/ja/admin.json';
import jaPay from '../locales/ja/pay.json';
import koStatic from '../locales/ko/static.json';
import koAdmin from '../locales/ko/admin.json';
import koPay from '../locales/ko/pay.json';

export {
  ACCOUNT_NAMESPACES,
  AREA_NAMESPACES,
  type AccountResources,
  namespaces,
  type AreaResources,
  type MainResources,
  type Namespace,
  type Resources,
} from './load';

export const resources: Record<Language, Resources> = {
  en: { ...en, ...enAreas, ...enAccount, pay: enPay, static: enStatic, admin: enAdmin },
  zh: { ...zh, ...zhAreas, ...zhAccount, pay: zhPay, static: zhStatic, admin: zhAdmin },
  tw: { ...tw, ...twAreas, ...twAccount, pay: twPay, static: twStatic, admin: twAdmin },
  de: { ...de, ...deAreas, ...deAccount, pay: dePay, static: deStatic, admin: deAdmin },
  it: { ...it, ...itAreas, ...itAccount, pay: itPay, static: itStatic, admin: itAdmin },
  fr: { ...fr, ...frAreas, ...frAccount, pay: frPay, static: frStatic, admin: frAdmin },
  ja: { ...ja, ...jaAreas, ...jaAccount, pay: jaPay, static: jaStatic, admin: jaAdmin },
  ko: { ...ko, ...koAreas, ...koAccount, pay: koPay, static: koStatic, admin: koAdmin },
};

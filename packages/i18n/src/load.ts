import type { Language } from '@yuanfen/contract';
import type en from './languages/en';
import type enAreas from './languages/en-areas';
import type enAccount from './languages/en-account';
import type enStatic from '../locales/en/static.json';
import type enAdmin from '../locales/en/admin.json';
import type enPay from '../locales/en/pay.json';

export const namespaces = [
  'common',
  'nav',
  'auth',
  'errors',
  'debug',
  'pages',
  'static',
  'pay',
  'profile',
  'users',
  'report',
  'settings',
  'notifications',
  'feed',
  'photos',
  'chat',
  'gifts',
  'translation',
  'mall',
  'contact',
  'withdraw',
  'affiliate',
  'support',
  'verify',
  'game',
  'pwa',
] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * A language's chunk: every namespace but the long `static` texts (policy, terms, FAQ…), the areas' own
 * (`AREA_NAMESPACES`), the account screens' (`ACCOUNT_NAMESPACES`), the pay flow's `pay` and the operators'
 * `admin`.
 */
export type MainResources = typeof en;
/** The namespaces only their own areas' pages show, one chunk per language (`loadAreaTexts`). */
export type AreaResources = typeof enAreas;
export const AREA_NAMESPACES = ['mall', 'contact', 'withdraw', 'affiliate', 'support', 'verify', 'game'] as const;
/** The namespaces of the screens around the account (sign-in, settings, debug), one chunk per language (`loadAccountTexts`). */
export type AccountResources = typeof enAccount;
export const ACCOUNT_NAMESPACES = ['auth', 'settings', 'debug'] as const;
/** English is the reference: every other language must have the same shape. */
export type Resources = MainResources &
  AreaResources &
  AccountResources & { pay: typeof enPay; static: typeof enStatic; admin: typeof enAdmin };

/**
 * One language's strings, loaded on demand: each language is its own module (`languages/<lang>.ts`),
 * so a bundler makes one chunk of each and the web fetches only the language it shows.
 */
export const loadLanguage: Record<Language, () => Promise<MainResources>> = {
  en: () => import('./languages/en').then((module) => module.default),
  zh: () => import('./languages/zh').then((module) => module.default),
  tw: () => import('./languages/tw').then((module) => module.default),
  de: () => import('./languages/de').then((module) => module.default),
  it: () => import('./languages/it').then((module) => module.default),
  fr: () => import('./languages/fr').then((module) => module.default),
  ja: () => import('./languages/ja').then((module) => module.default),
  ko: () => import('./languages/ko').then((module) => module.default),
};

/** The `static` namespace of a language, apart: only the static pages and /vip show it. */
export const loadStaticTexts: Record<Language, () => Promise<Resources['static']>> = {
  en: () => import('../locales/en/static.json').then((module) => module.default),
  zh: () => import('../locales/zh/static.json').then((module) => module.default),
  tw: () => import('../locales/tw/static.json').then((module) => module.default),
  de: () => import('../locales/de/static.json').then((module) => module.default),
  it: () => import('../locales/it/static.json').then((module) => module.default),
  fr: () => import('../locales/fr/static.json').then((module) => module.default),
  ja: () => import('../locales/ja/static.json').then((module) => module.default),
  ko: () => import('../locales/ko/static.json').then((module) => module.default),
};

/**
 * The texts of the areas only their own pages show (the mall, contact sale, cash-out, affiliates, support,
 * selfie verification, the game): apart from the language's chunk, so a page of none of them carries none.
 */
export const loadAreaTexts: Record<Language, () => Promise<AreaResources>> = {
  en: () => import('./languages/en-areas').then((module) => module.default),
  zh: () => import('./languages/zh-areas').then((module) => module.default),
  tw: () => import('./languages/tw-areas').then((module) => module.default),
  de: () => import('./languages/de-areas').then((module) => module.default),
  it: () => import('./languages/it-areas').then((module) => module.default),
  fr: () => import('./languages/fr-areas').then((module) => module.default),
  ja: () => import('./languages/ja-areas').then((module) => module.default),
  ko: () => import('./languages/ko-areas').then((module) => module.default),
};

/**
 * The texts of the screens around the account (sign-in and sign-up forms, settings, debug): apart from the
 * language's chunk, so a page that shows none of them (the news feed) carries none.
 */
export const loadAccountTexts: Record<Language, () => Promise<AccountResources>> = {
  en: () => import('./languages/en-account').then((module) => module.default),
  zh: () => import('./languages/zh-account').then((module) => module.default),
  tw: () => import('./languages/tw-account').then((module) => module.default),
  de: () => import('./languages/de-account').then((module) => module.default),
  it: () => import('./languages/it-account').then((module) => module.default),
  fr: () => import('./languages/fr-account').then((module) => module.default),
  ja: () => import('./languages/ja-account').then((module) => module.default),
  ko: () => import('./languages/ko-account').then((module) => module.default),
};

/**
 * The `pay` namespace of a language, apart: only the pay overlay, the bill, /vip and the pay events of a
 * connected session show it.
 */
export const loadPayTexts: Record<Language, () => Promise<Resources['pay']>> = {
  en: () => import('../locales/en/pay.json').then((module) => module.default),
  zh: () => import('../locales/zh/pay.json').then((module) => module.default),
  tw: () => import('../locales/tw/pay.json').then((module) => module.default),
  de: () => import('../locales/de/pay.json').then((module) => module.default),
  it: () => import('../locales/it/pay.json').then((module) => module.default),
  fr: () => import('../locales/fr/pay.json').then((module) => module.default),
  ja: () => import('../locales/ja/pay.json').then((module) => module.default),
  ko: () => import('../locales/ko/pay.json').then((module) => module.default),
};

import type { Language } from '@yuanfen/contract';
import type en from './languages/en';

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
  'translation',
] as const;
export type Namespace = (typeof namespaces)[number];

/** English is the reference: every other language must have the same shape. */
export type Resources = typeof en;

/**
 * One language's strings, loaded on demand: each language is its own module (`languages/<lang>.ts`),
 * so a bundler makes one chunk of each and the web fetches only the language it shows.
 */
export const loadLanguage: Record<Language, () => Promise<Resources>> = {
  en: () => import('./languages/en').then((module) => module.default),
  zh: () => import('./languages/zh').then((module) => module.default),
  tw: () => import('./languages/tw').then((module) => module.default),
  de: () => import('./languages/de').then((module) => module.default),
  it: () => import('./languages/it').then((module) => module.default),
  fr: () => import('./languages/fr').then((module) => module.default),
  ja: () => import('./languages/ja').then((module) => module.default),
  ko: () => import('./languages/ko').then((module) => module.default),
};

import type { Language } from '@yuanfen/contract';
import type { Resources } from './load';

/**
 * The `admin` namespace of each language, apart from `load.ts` so that only the operations console's
 * chunk holds these loaders: members who never open /admin download none of it.
 */
export const loadAdminTexts: Record<Language, () => Promise<Resources['admin']>> = {
  en: () => import('../locales/en/admin.json').then((module) => module.default),
  zh: () => import('../locales/zh/admin.json').then((module) => module.default),
  tw: () => import('../locales/tw/admin.json').then((module) => module.default),
  de: () => import('../locales/de/admin.json').then((module) => module.default),
  it: () => import('../locales/it/admin.json').then((module) => module.default),
  fr: () => import('../locales/fr/admin.json').then((module) => module.default),
  ja: () => import('../locales/ja/admin.json').then((module) => module.default),
  ko: () => import('../locales/ko/admin.json').then((module) => module.default),
};

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@yuanfen/contract';
import { namespaces, resources } from '@yuanfen/i18n';
import { useSessionStore } from './session-store';

/** Each language's own name: shown as is in every interface language, so it is data, not a translation. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '简体中文',
  tw: '繁體中文',
  de: 'Deutsch',
  it: 'Italiano',
  fr: 'Français',
  ja: '日本語',
  ko: '한국어',
};

const HTML_LANG: Record<Language, string> = {
  en: 'en',
  zh: 'zh-Hans',
  tw: 'zh-Hant',
  de: 'de',
  it: 'it',
  fr: 'fr',
  ja: 'ja',
  ko: 'ko',
};

function browserLanguage(): Language {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const lower = tag.toLowerCase();
    if (/^zh-(tw|hk|mo|hant)/.test(lower)) return 'tw';
    const base = lower.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function initialLanguage(): Language {
  return useSessionStore.getState().language ?? browserLanguage();
}

export function setLanguage(language: Language): void {
  if (useSessionStore.getState().language !== language) useSessionStore.getState().set({ language });
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
}

void i18n.use(initReactI18next).init({
  resources,
  ns: [...namespaces],
  defaultNS: 'common',
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: Object.keys(resources),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
document.documentElement.lang = HTML_LANG[initialLanguage()];

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');
export { i18n };

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, isLanguage, type Language } from '@yuanfen/contract';
import { loadAdminTexts, loadLanguage, loadStaticTexts, namespaces } from '@yuanfen/i18n/load';
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

/** A language the URL asks for (`/de/…` or `?lang=de`): the router applies it, so load it first. */
function urlLanguage(): Language | undefined {
  const prefix = window.location.pathname.split('/')[1];
  if (isLanguage(prefix)) return prefix;
  const query = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(query) ? query : undefined;
}

export function initialLanguage(): Language {
  return urlLanguage() ?? useSessionStore.getState().language ?? browserLanguage();
}

/*
 * Only the language shown is in memory: each one is its own chunk (`@yuanfen/i18n/load`), fetched the
 * first time it is needed, and its long `static` texts (policy, terms, FAQ) another, fetched once a page
 * that shows them opens; the operations console's `admin` texts likewise, once /admin opens. Every locale
 * has every key (packages/i18n's completeness test), so there is no fallback language to load beside it.
 */
type Part = 'main' | 'static' | 'admin';
const pending = new Map<string, Promise<void>>();
const partsInUse = new Set<Exclude<Part, 'main'>>();

function fetchPart(language: Language, part: Part): Promise<Record<string, unknown>> {
  if (part === 'static') return loadStaticTexts[language]().then((texts) => ({ static: texts }));
  if (part === 'admin') return loadAdminTexts[language]().then((texts) => ({ admin: texts }));
  return loadLanguage[language]();
}

function loadPart(language: Language, part: Part): Promise<void> {
  if (i18n.hasResourceBundle(language, part === 'main' ? 'common' : part)) return Promise.resolve();
  const key = `${language}:${part}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = fetchPart(language, part)
      .then((strings) => {
        for (const [namespace, texts] of Object.entries(strings)) {
          i18n.addResourceBundle(language, namespace, texts, true, true);
        }
      })
      .finally(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}

/** Fetches a language's strings (and the parts pages needed so far); resolves when they are in. */
export async function ensureLanguage(language: Language): Promise<void> {
  await Promise.all([loadPart(language, 'main'), ...[...partsInUse].map((part) => loadPart(language, part))]);
}

/** The static pages and /vip call this before they render (their route loads it with the page's code). */
export function ensureStaticTexts(): Promise<void> {
  partsInUse.add('static');
  return loadPart(currentLanguage(), 'static');
}

/** The operations console's route loads its texts with its code. */
export function ensureAdminTexts(): Promise<void> {
  partsInUse.add('admin');
  return loadPart(currentLanguage(), 'admin');
}

let wanted: Language | undefined;

/** Switches the interface language once its strings are here (the screen never shows bare keys). */
export async function setLanguage(language: Language): Promise<void> {
  wanted = language;
  try {
    await ensureLanguage(language);
  } catch {
    return; // offline: the screen stays in the language it shows, a later switch tries again
  }
  if (wanted !== language) return; // a later switch won
  if (useSessionStore.getState().language !== language) useSessionStore.getState().set({ language });
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
}

const firstLanguage = initialLanguage();
void i18n.use(initReactI18next).init({
  resources: {},
  ns: [...namespaces],
  defaultNS: 'common',
  lng: firstLanguage,
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
document.documentElement.lang = HTML_LANG[firstLanguage];

/** Resolves when the first language's strings are in: main.tsx renders after it. */
export const i18nReady: Promise<void> = ensureLanguage(firstLanguage).catch(() =>
  // Offline or a stale deployment: English, if it can be had, rather than keys.
  firstLanguage === 'en' ? undefined : setLanguage('en'),
);

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');
export { i18n };

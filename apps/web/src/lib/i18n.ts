import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, isLanguage, type Language } from '@yuanfen/contract';
import {
  loadAccountTexts,
  loadAreaTexts,
  loadLanguage,
  loadPayTexts,
  loadStaticTexts,
  namespaces,
  type Namespace,
} from '@yuanfen/i18n/load';
import { clientKind } from './client-env';
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

/**
 * The URL's language, else the one chosen before, else the edition's default: Chinese on the China edition
 * (spec §1), the browser's language elsewhere.
 */
export function initialLanguage(): Language {
  const { language, edition } = useSessionStore.getState();
  return urlLanguage() ?? language ?? (edition === 'cn' ? 'zh' : browserLanguage());
}

/**
 * A first visit with no language in the URL or chosen before asks the server which edition it is (GET
 * config, a tiny answer, at most 2 s) and keeps it, so the first screen is already in the edition's default.
 */
async function learnEdition(): Promise<void> {
  const session = useSessionStore.getState();
  if (session.edition || urlLanguage() || session.language) return;
  try {
    const res = await fetch('/v1/config', {
      // The client kind as every other call gives it (spec §2): the desktop client's first call is one too.
      headers: { accept: 'application/json', 'X-Client': clientKind() },
      signal: AbortSignal.timeout(2000),
    });
    const { edition } = (await res.json()) as { edition?: unknown };
    if (edition === 'cn' || edition === 'global') session.set({ edition });
  } catch {
    // No answer: the browser's language.
  }
}

/*
 * Only the language shown is in memory: each one is its own chunk (`@yuanfen/i18n/load`), fetched the
 * first time it is needed, and its long `static` texts (policy, terms, FAQ) another, fetched once a page
 * that shows them opens. Every locale has every key (packages/i18n's completeness test), so there is no
 * fallback language to load beside it.
 */
type Part = 'main' | 'static' | 'areas' | 'account' | 'pay';
/** A namespace each part holds, to tell whether it is in already. */
const PART_MARK: Record<Part, Namespace> = {
  main: 'common',
  static: 'static',
  areas: 'mall',
  account: 'auth',
  pay: 'pay',
};
const pending = new Map<string, Promise<void>>();
let staticTextsInUse = false;

function loadPart(language: Language, part: Part): Promise<void> {
  if (i18n.hasResourceBundle(language, PART_MARK[part])) return Promise.resolve();
  const key = `${language}:${part}`;
  let loading = pending.get(key);
  if (!loading) {
    const bundles: Promise<object> =
      part === 'main'
        ? loadLanguage[language]()
        : part === 'areas'
          ? loadAreaTexts[language]()
          : part === 'account'
            ? loadAccountTexts[language]()
            : part === 'pay'
              ? loadPayTexts[language]().then((texts) => ({ pay: texts }))
              : loadStaticTexts[language]().then((texts) => ({ static: texts }));
    loading = bundles
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

/** Texts a lazily loaded area brings along (the operations console's `admin`), by language. */
const areaTexts = new Set<(language: Language) => Promise<void>>();

/** Fetches a language's strings (and its static texts once a page needed them); resolves when they are in. */
export async function ensureLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadPart(language, 'main'),
    staticTextsInUse ? loadPart(language, 'static') : null,
    ...[...areaTexts].map((load) => load(language)),
  ]);
}

/**
 * An area that loads its own texts (its chunk holds the loader, so members who never open it never
 * download it) registers them here: fetched now, and again before every later language switch.
 */
export function addAreaTexts(load: (language: Language) => Promise<void>): Promise<void> {
  areaTexts.add(load);
  return load(currentLanguage());
}

const loadAreas = (language: Language): Promise<void> => loadPart(language, 'areas');

/**
 * The pages of the mall, contact sale, cash-out, affiliates, support, selfie verification and the game
 * (and the profile and settings, which show a piece of two of them) call this before they render: their
 * texts are one chunk per language apart from the language's own, so the other pages never carry them.
 */
export const ensureAreaTexts = (): Promise<void> => addAreaTexts(loadAreas);

const loadAccount = (language: Language): Promise<void> => loadPart(language, 'account');

/**
 * The screens around the account call this before they render (the front page with its sign-in and
 * sign-up forms, the login, e-mail and verification dialogs, retrieve, reactivate, onboarding, every
 * settings page, debug): the `auth`, `settings` and `debug` texts are one chunk per language apart from the
 * language's own, so the news feed's first paint does not carry them (P8, decision 69).
 */
export const ensureAccountTexts = (): Promise<void> => addAreaTexts(loadAccount);

const loadPay = (language: Language): Promise<void> => loadPart(language, 'pay');

/**
 * The pay overlay and its handoff, the bill, /vip, the sandbox pay page and a connected session's pay
 * events call this first: the `pay` texts are one chunk per language apart from the language's own.
 */
export const ensurePayTexts = (): Promise<void> => addAreaTexts(loadPay);

/** The static pages and /vip call this before they render (their route loads it with the page's code). */
export function ensureStaticTexts(): Promise<void> {
  staticTextsInUse = true;
  return loadPart(currentLanguage(), 'static');
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
export const i18nReady: Promise<void> = learnEdition()
  .then(async () => {
    const language = initialLanguage();
    await ensureLanguage(language);
    if (language !== firstLanguage) {
      await i18n.changeLanguage(language);
      document.documentElement.lang = HTML_LANG[language];
    }
  })
  .catch(() =>
    // Offline or a stale deployment: English, if it can be had, rather than keys.
    currentLanguage() === 'en' ? undefined : setLanguage('en'),
  );

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');
export { i18n };

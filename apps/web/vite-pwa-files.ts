import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The interface languages (packages/contract LANGUAGES), in the order the offline page tries them. */
const LANGUAGES = ['en', 'zh', 'tw', 'de', 'it', 'fr', 'ja', 'ko'] as const;
/** Their BCP 47 tags, as a manifest's `lang` and a page's `lang` name them. */
const TAGS: Record<(typeof LANGUAGES)[number], string> = {
  en: 'en',
  zh: 'zh-Hans',
  tw: 'zh-Hant-TW',
  de: 'de',
  it: 'it',
  fr: 'fr',
  ja: 'ja',
  ko: 'ko',
};
export const THEME_COLOR = '#e0455f';

interface PwaTexts {
  manifest: { chats: string; description: string; home: string };
  offline: { body: string; retry: string; title: string };
}

const locales = path.resolve(import.meta.dirname, '../../packages/i18n/locales');
const textsOf = (language: string): PwaTexts =>
  JSON.parse(fs.readFileSync(path.join(locales, language, 'pwa.json'), 'utf8')) as PwaTexts;

/**
 * The web app manifest in one language. `id` keeps it one app whichever language's manifest a page links
 * (the app swaps the link when the interface language changes: src/features/pwa/pwa.ts).
 */
function manifest(language: (typeof LANGUAGES)[number]) {
  const texts = textsOf(language).manifest;
  const icon = (name: string, size: number, purpose: string) => ({
    src: `/icons/${name}-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: 'Yuanfen',
    short_name: 'Yuanfen',
    description: texts.description,
    lang: TAGS[language],
    dir: 'ltr',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    categories: ['social', 'lifestyle'],
    icons: [
      icon('icon', 192, 'any'),
      icon('icon', 512, 'any'),
      icon('maskable', 192, 'maskable'),
      icon('maskable', 512, 'maskable'),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: [
      {
        name: texts.chats,
        url: '/chats',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      { name: texts.home, url: '/home', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  };
}

/** The offline page: tiny, no module of the app, its texts in every language, one picked by the browser's. */
function offlinePage(): { html: string; script: string } {
  const texts = Object.fromEntries(LANGUAGES.map((l) => [l, textsOf(l).offline]));
  const en = texts.en!;
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${THEME_COLOR}" />
    <title>Yuanfen</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
        background: #fff5f6; color: #2b2b33; }
      main { max-width: 22rem; padding: 2rem 1.5rem; text-align: center; }
      img { width: 72px; height: 72px; }
      h1 { font-size: 1.35rem; margin: 1rem 0 0.5rem; }
      p { line-height: 1.5; color: #55555f; }
      button { margin-top: 1rem; padding: 0.7rem 1.6rem; border: 0; border-radius: 999px; background: ${THEME_COLOR};
        color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
    </style>
  </head>
  <body>
    <main data-testid="offline-page">
      <img src="/icons/icon-192.png" alt="" />
      <h1 id="title">${en.title}</h1>
      <p id="body">${en.body}</p>
      <button id="retry" type="button">${en.retry}</button>
    </main>
    <script src="/offline.js"></script>
  </body>
</html>
`;
  const script = `(function () {
  var texts = ${JSON.stringify(texts)};
  var tags = ${JSON.stringify(TAGS)};
  function pick(tag) {
    var lower = String(tag || '').toLowerCase();
    if (/^zh-(tw|hk|mo|hant)/.test(lower)) return 'tw';
    var base = lower.split('-')[0];
    return texts[base] ? base : null;
  }
  var list = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]);
  var language = 'en';
  for (var i = 0; i < list.length; i++) { var found = pick(list[i]); if (found) { language = found; break; } }
  var t = texts[language];
  document.documentElement.lang = tags[language];
  document.getElementById('title').textContent = t.title;
  document.getElementById('body').textContent = t.body;
  var retry = document.getElementById('retry');
  retry.textContent = t.retry;
  retry.addEventListener('click', function () { location.reload(); });
  window.addEventListener('online', function () { location.reload(); });
})();
`;
  return { html, script };
}

/**
 * Writes the PWA's files into the build: `manifest.webmanifest` (English) and `manifest-<lang>.webmanifest`
 * for the other languages, and the offline page (`offline.html` + `offline.js`, no inline script: the
 * server's CSP allows none). vite-plugin-pwa then precaches them with the rest.
 */
export function pwaFiles(): Plugin {
  return {
    name: 'yuanfen:pwa-files',
    apply: 'build',
    generateBundle() {
      for (const language of LANGUAGES)
        this.emitFile({
          type: 'asset',
          fileName: language === 'en' ? 'manifest.webmanifest' : `manifest-${language}.webmanifest`,
          source: `${JSON.stringify(manifest(language), null, 2)}\n`,
        });
      const offline = offlinePage();
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offline.html });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: offline.script });
    },
  };
}

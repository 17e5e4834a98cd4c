import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const LANGUAGES = ['en', 'zh', 'tw', 'de', 'it', 'fr', 'ja', 'ko'];
/** The pages a first load most often opens, by the module that holds each. */
const PAGES = { landing: '/features/landing/LandingPage.tsx', home: '/features/feed/HomePage.tsx' };

/**
 * Adds a small inline script to index.html that asks the browser for the active language's chunk and the
 * first page's chunk (`<link rel="modulepreload">`) while it is still fetching the entry. Without it they
 * are found only once the entry has run, a second round trip before the first paint (bench/README.md, P9).
 * The language is chosen as `lib/i18n.ts` does (URL prefix or `?lang`, the stored choice, the browser's);
 * a wrong guess costs one small download and nothing else. The server allows the script by its hash in
 * the Content-Security-Policy (apps/server/src/app.ts).
 */
export function bootPreload(): Plugin {
  return {
    name: 'yuanfen:boot-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const page = String(html.source);
      // What index.html already loads (the entry and its static imports) is not asked for twice.
      const filesOf = (suffix: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
        return chunk
          ? withImports(bundle, chunk)
              .filter((file) => !page.includes(file))
              .map((file) => `/${file}`)
          : [];
      };
      const languages = Object.fromEntries(
        LANGUAGES.map((language) => [language, filesOf(`/packages/i18n/src/languages/${language}.ts`)]),
      );
      const pages = Object.fromEntries(Object.entries(PAGES).map(([page, suffix]) => [page, filesOf(suffix)]));
      const script = `<script>${bootScript(JSON.stringify(languages), JSON.stringify(pages))}</script>`;
      html.source = page.replace('</head>', `    ${script}\n  </head>`);
    },
  };
}

/** A chunk's file and the files of its static imports, each once. */
function withImports(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withImports(bundle, imported, seen);
  }
  return [...seen];
}

/** ES5 on purpose: it runs before anything else, in every browser that loads the page. */
function bootScript(languages: string, pages: string): string {
  return `(function(){try{var L=${languages},P=${pages},d=document,parts=location.pathname.split('/'),s={};
try{s=JSON.parse(localStorage.getItem('yuanfen')||'{}').state||{}}catch(e){}
var l=L[parts[1]]?parts[1]:new URLSearchParams(location.search).get('lang');
if(!L[l])l=s.language;
if(!L[l]){l='en';var t=navigator.languages||[navigator.language];for(var i=0;i<t.length;i++){var g=String(t[i]).toLowerCase();if(/^zh-(tw|hk|mo|hant)/.test(g)){l='tw';break}if(L[g.split('-')[0]]){l=g.split('-')[0];break}}}
var path='/'+parts.slice(L[parts[1]]?2:1).join('/'),page=path==='/home'||(path==='/'&&s.token)?'home':path==='/'?'landing':'';
var f=L[l].concat(page?P[page]:[]);for(var j=0;j<f.length;j++){var k=d.createElement('link');k.rel='modulepreload';k.href=f[j];d.head.appendChild(k)}}catch(e){}})();`;
}

/**
 * P8 (issue 15): what a phone downloads before /home shows, and what each lazily loaded route adds.
 *
 *   npm run bundle -w @yuanfen/bench        (or: node --import tsx bench/bundle.ts)
 *   BUNDLE_DIST=apps/web/dist …             read an existing build (built with `build.manifest: true`)
 *                                           instead of building into a temporary folder
 *   BUNDLE_LANGUAGE=ja …                    the active language (default en)
 *
 * Builds apps/web with Vite's manifest into a temporary folder (the real dist stays as it is), then
 * follows the manifest's import graph from the entry (index.html): the initial JS of /home is the entry's
 * static imports, the /home route's chunk with its static imports and the active language's strings with
 * theirs, each file counted once, gzip level 6 (what a server compresses on the fly). Every other lazy
 * chunk is measured as what navigating there adds to that initial set. Whether other languages' strings
 * are in the initial JS is checked on the text itself: a language counts as loaded when most of its
 * distinctive `common` strings appear in it. The initial JS of the front page (/) is counted the same way,
 * with the front page's chunk and the account screens' texts it fetches before its first paint (its sign-in
 * and sign-up forms). Prints figures with their goals; nothing asserts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LANGUAGES = ['en', 'zh', 'tw', 'de', 'it', 'fr', 'ja', 'ko'] as const;
const GOAL_INITIAL_KB = 170;
const GOAL_LAZY_KB = 30;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const language = process.env.BUNDLE_LANGUAGE ?? 'en';
/** The module of the /home route and of a language's strings (manifest keys are relative to apps/web). */
const HOME_MODULE = 'src/features/feed/HomePage.tsx';
const languageModule = (lang: string) => `../../packages/i18n/src/languages/${lang}.ts`;
/** The front page and the texts its route loads with it (`ensureAccountTexts`, 2026-11-28). */
const FRONT_MODULE = 'src/features/landing/LandingPage.tsx';
const accountTextsModule = (lang: string) => `../../packages/i18n/src/languages/${lang}-account.ts`;

function build(): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-bundle-'));
  execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: web,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return out;
}

const dist = process.env.BUNDLE_DIST ? path.resolve(process.env.BUNDLE_DIST) : build();
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 6 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
}

const sumGzip = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipBytes(manifest[key]!.file), 0);
const jsKeys = (keys: Iterable<string>) => [...keys].filter((key) => manifest[key]!.file.endsWith('.js'));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error(`no entry in ${dist}/.vite/manifest.json`);

const initial = closure(entryKey);
if (manifest[HOME_MODULE]) closure(HOME_MODULE, initial);
if (manifest[languageModule(language)]) closure(languageModule(language), initial);
const initialJs = jsKeys(initial);
const initialGzip = sumGzip(initialJs);
const initialRaw = initialJs.reduce((sum, key) => sum + fs.statSync(path.join(dist, manifest[key]!.file)).size, 0);

const front = closure(entryKey);
for (const key of [FRONT_MODULE, languageModule(language), accountTextsModule(language)]) {
  if (manifest[key]) closure(key, front);
}
const frontJs = jsKeys(front);

/** Languages whose strings are in the initial JS, judged on distinctive `common` strings. */
const initialText = initialJs.map((key) => fs.readFileSync(path.join(dist, manifest[key]!.file), 'utf8')).join('\n');
const english = JSON.parse(fs.readFileSync(path.join(root, 'packages/i18n/locales/en/common.json'), 'utf8'));
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}
const englishStrings = new Set(strings(english));
const loadedLanguages = LANGUAGES.filter((lang) => {
  const common = JSON.parse(fs.readFileSync(path.join(root, `packages/i18n/locales/${lang}/common.json`), 'utf8'));
  const own = strings(common).filter(
    (text) => text.length >= 4 && !/["'\\\n{]/.test(text) && (lang === 'en' || !englishStrings.has(text)),
  );
  const found = own.filter((text) => initialText.includes(text)).length;
  return own.length > 0 && found / own.length > 0.5;
});

interface Row {
  name: string;
  gzip: number;
}
const lazyRoutes: Row[] = [];
const languageChunks: Row[] = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || initial.has(key)) continue;
  const added = jsKeys([...closure(key)].filter((k) => !initial.has(k)));
  const row = { name: chunk.src ?? key, gzip: sumGzip(added) };
  (key.includes('packages/i18n/') ? languageChunks : lazyRoutes).push(row);
}
lazyRoutes.sort((a, b) => b.gzip - a.gzip);
languageChunks.sort((a, b) => a.name.localeCompare(b.name));

const ratio = (figure: number, goal: number) => `${((figure / goal) * 100).toFixed(0)} % of the goal`;
console.log(`P8 web bundle (${dist})`);
console.log(
  `initial JS of /home (${language}): ${kB(initialGzip)} gzip (${kB(initialRaw)} raw, ${initialJs.length} files)` +
    ` — goal ≤ ${GOAL_INITIAL_KB} kB: ${ratio(initialGzip, GOAL_INITIAL_KB * 1000)}`,
);
console.log(`initial JS of / (${language}): ${kB(sumGzip(frontJs))} gzip (${frontJs.length} files)`);
console.log(
  `languages whose strings are in it: ${loadedLanguages.join(', ') || 'none'} — goal: ${language} only` +
    ` (${loadedLanguages.length === 1 && loadedLanguages[0] === language ? 'met' : 'not met'})`,
);
const largest = lazyRoutes[0];
console.log(
  `lazy chunks: ${lazyRoutes.length}, largest ${largest ? `${kB(largest.gzip)} (${largest.name})` : '—'}` +
    ` — goal ≤ ${GOAL_LAZY_KB} kB each: ${largest ? ratio(largest.gzip, GOAL_LAZY_KB * 1000) : 'met'}` +
    `; over the goal: ${lazyRoutes.filter((row) => row.gzip > GOAL_LAZY_KB * 1000).length}`,
);
for (const row of lazyRoutes) console.log(`  ${kB(row.gzip).padStart(9)}  ${row.name}`);
if (languageChunks.length) {
  console.log('language chunks (one loaded at a time):');
  for (const row of languageChunks) console.log(`  ${kB(row.gzip).padStart(9)}  ${row.name}`);
}
if (!process.env.BUNDLE_DIST) fs.rmSync(dist, { recursive: true, force: true });

/**
 * Writes `src/routes.ts` and `src/route-areas/<area>.ts`, the endpoint map reduced to methods and paths,
 * for clients that must not ship the zod schemas (the web app). `npm run routes -w @yuanfen/contract`;
 * `routes.test.ts` fails while the files are out of date.
 *
 * Each area is a module of its own and `Api` the namespace of them, so a bundler keeps each area's routes
 * with the code that calls them: the web's first paint carries the routes of the feed and the account,
 * not the console's or the mall's (bench/README.md, P8 of 2026-11-28).
 */
import { readdirSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { Api } from '../src/endpoints/index';

const HEADER =
  '// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.';

/** The generated files by path relative to `src/`, unformatted. */
export function routesSources(): Map<string, string> {
  const files = new Map<string, string>();
  const areas = Object.keys(Api) as (keyof typeof Api)[];
  for (const area of areas) {
    const entries = Object.entries(Api[area]).map(
      ([name, endpoint]) => `${name}: { method: '${endpoint.method}', path: '${endpoint.path}' },`,
    );
    files.set(
      `route-areas/${area}.ts`,
      [
        HEADER,
        "import type { RouteMap } from '../endpoint';",
        "import type { Api as Endpoints } from '../endpoints/index';",
        '',
        `export const ${area}: RouteMap<typeof Endpoints>['${area}'] = {\n${entries.join('\n')}\n};`,
        '',
      ].join('\n'),
    );
  }
  files.set(
    'route-areas/index.ts',
    [HEADER, ...areas.map((area) => `export { ${area} } from './${area}';`), ''].join('\n'),
  );
  files.set(
    'routes.ts',
    [
      HEADER,
      '',
      '/**',
      ' * The endpoint map as the web app calls it: `api.call(Api.feed.home)`, with no schemas at run time. Each',
      " * area is a module of its own (route-areas/), so a bundle keeps an area's routes with the code that calls them.",
      ' */',
      "export * as Api from './route-areas/index';",
      '',
    ].join('\n'),
  );
  return files;
}

export async function formattedRoutes(): Promise<Map<string, string>> {
  const formatted = new Map<string, string>();
  for (const [file, source] of routesSources()) {
    formatted.set(
      file,
      await format(source, { parser: 'typescript', printWidth: 120, singleQuote: true, trailingComma: 'all' }),
    );
  }
  return formatted;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = new URL('../src/', import.meta.url);
  const areasDir = new URL('route-areas/', src);
  mkdirSync(areasDir, { recursive: true });
  const files = await formattedRoutes();
  // An area removed from the map leaves no stale file behind.
  for (const name of readdirSync(areasDir)) {
    if (!files.has(`route-areas/${name}`)) rmSync(new URL(name, areasDir));
  }
  for (const [file, text] of files) writeFileSync(new URL(file, src), text);
}

/**
 * Writes `src/routes.ts`, the endpoint map reduced to methods and paths, for clients that must not ship
 * the zod schemas (the web app). `npm run routes -w @yuanfen/contract`; `routes.test.ts` fails while the
 * file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { Api } from '../src/endpoints/index';

export function routesSource(): string {
  const areas = Object.entries(Api).map(([area, group]) => {
    const entries = Object.entries(group).map(
      ([name, endpoint]) => `${name}: { method: '${endpoint.method}', path: '${endpoint.path}' },`,
    );
    return `${area}: {\n${entries.join('\n')}\n},`;
  });
  return [
    '// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.',
    "import type { RouteMap } from './endpoint';",
    "import type { Api as Endpoints } from './endpoints/index';",
    '',
    '/** The endpoint map as the web app calls it: `api.call(Api.feed.home)`, with no schemas at run time. */',
    `export const Api: RouteMap<typeof Endpoints> = {\n${areas.join('\n')}\n};`,
    '',
  ].join('\n');
}

export async function formattedRoutes(): Promise<string> {
  return format(routesSource(), { parser: 'typescript', printWidth: 120, singleQuote: true, trailingComma: 'all' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../src/routes.ts', import.meta.url), await formattedRoutes());
}

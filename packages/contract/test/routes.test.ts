import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formattedRoutes } from '../scripts/write-routes';
import { listEndpoints } from '../src/endpoints/index';
import { Api } from '../src/routes';

describe('the route map the web app calls through', () => {
  it('has every endpoint of the map with its method and path, and nothing else', () => {
    const endpoints = listEndpoints();
    const routes = Object.entries(Api).flatMap(([area, group]) =>
      Object.entries(group).map(([name, route]) => ({ name: `${area}.${name}`, route })),
    );
    expect(routes.map((r) => r.name)).toEqual(endpoints.map((e) => e.name));
    for (const [i, { endpoint }] of endpoints.entries()) {
      expect(routes[i]?.route).toEqual({ method: endpoint.method, path: endpoint.path });
    }
  });

  it('is the file the generator writes (run `npm run routes -w @yuanfen/contract` after changing the map)', async () => {
    expect(readFileSync(new URL('../src/routes.ts', import.meta.url), 'utf8')).toBe(await formattedRoutes());
  });
});

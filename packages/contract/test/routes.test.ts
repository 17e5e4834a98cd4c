import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formattedRoutes } from '../scripts/write-routes';
import { listEndpoints } from '../src/endpoints/index';
import { Api } from '../src/routes';

describe('the route map the web app calls through', () => {
  it('has every endpoint of the map with its method and path, and nothing else', () => {
    const endpoints = new Map(listEndpoints().map(({ name, endpoint }) => [name, endpoint]));
    const routes = new Map(
      Object.entries(Api).flatMap(([area, group]) =>
        Object.entries(group).map(([name, route]) => [`${area}.${name}`, route] as const),
      ),
    );
    expect([...routes.keys()].sort()).toEqual([...endpoints.keys()].sort());
    for (const [name, route] of routes) {
      const endpoint = endpoints.get(name)!;
      expect(route).toEqual({ method: endpoint.method, path: endpoint.path });
    }
  });

  it('is the files the generator writes (run `npm run routes -w @yuanfen/contract` after changing the map)', async () => {
    const files = await formattedRoutes();
    const written = readdirSync(new URL('../src/route-areas/', import.meta.url)).map((name) => `route-areas/${name}`);
    expect(written.sort()).toEqual([...files.keys()].filter((file) => file.startsWith('route-areas/')).sort());
    for (const [file, text] of files) {
      expect(readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8'), file).toBe(text);
    }
  });
});

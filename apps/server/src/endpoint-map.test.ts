import { listEndpoints } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test/use-test-app';

type Operation = { operationId?: string; security?: Record<string, string[]>[]; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

const t = useTestApp();
let operations: { key: string; op: Operation }[];
beforeAll(() => {
  const doc = t.app.swagger() as unknown as Document;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
});

/** `/feeds/:id` as the document writes it: `/v1/feeds/{id}`. */
const documented = (path: string) => `/v1${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

describe('the endpoint map of packages/contract', () => {
  const endpoints = listEndpoints();

  it('has one operation per method and path', () => {
    const keys = endpoints.map(({ endpoint: e }) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThan(80);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is what the server serves: every endpoint has its route', () => {
    const missing = endpoints
      .filter(({ endpoint: e }) => !t.app.hasRoute({ method: e.method, url: `/v1${e.path}` }))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('is the whole API: every documented operation comes from the map', () => {
    const names = new Set(endpoints.map(({ name }) => name));
    const outside = operations.filter(({ op }) => !op.operationId || !names.has(op.operationId)).map(({ key }) => key);
    expect(outside).toEqual([]);
  });

  it('documents each endpoint with its access and refusals', () => {
    for (const { name, endpoint: e } of endpoints) {
      const op = operations.find(({ key }) => key === `${e.method} ${documented(e.path)}`)?.op;
      expect(op, name).toBeDefined();
      expect(op!.operationId, name).toBe(name);
      expect(op!.responses['4XX'], name).toBeDefined();
      if (e.access === 'user') {
        expect(op!.security, name).toEqual([{ bearer: [] }]);
        expect(op!.responses['401'], name).toBeDefined();
      } else {
        expect(op!.security, name).toEqual([{}, { bearer: [] }]);
      }
      for (const status of e.response ? (e.statuses ?? [200]) : []) expect(op!.responses[status], name).toBeDefined();
      if (e.redirect) expect(op!.responses['302'], name).toBeDefined();
    }
  });
});

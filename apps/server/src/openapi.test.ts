import SwaggerParser from '@apidevtools/swagger-parser';
import { MAX_ROW_ID } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './test/account-helpers';
import { signUp, type Member } from './test/factories';
import { useTestApp } from './test/use-test-app';

type Operation = {
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

let m: Member;
let doc: Document;
let operations: { method: string; path: string; op: Operation }[];
const t = useTestApp();
beforeAll(async () => {
  m = await signUp(t.app);
  doc = t.app.swagger() as unknown as Document;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path, op })),
  );
});

const signedInOnly = (op: Operation) => JSON.stringify(op.security) === JSON.stringify([{ bearer: [] }]);

/** Every place in a JSON schema that accepts anything: `{}` says nothing about what the API takes. */
function emptySchemas(node: unknown, at: string): string[] {
  if (!node || typeof node !== 'object') return [];
  if (!Array.isArray(node) && Object.keys(node).length === 0) return [at];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'not' || key === 'examples' ? [] : emptySchemas(value, `${at}/${key}`),
  );
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const copy = JSON.parse(JSON.stringify(doc)) as object;
    await expect(SwaggerParser.validate(copy as never)).resolves.toBeDefined();
    expect(operations.length).toBeGreaterThan(80);
  });

  it('declares for every operation who may call it and the refusals it gives', () => {
    for (const { method, path, op } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.security, where).toBeDefined();
      expect(op.responses['4XX'], where).toBeDefined();
      if (signedInOnly(op)) expect(op.responses['401'], where).toBeDefined();
    }
    const secured = operations.filter(({ op }) => signedInOnly(op)).map(({ method, path }) => `${method} ${path}`);
    expect(secured).toEqual(expect.arrayContaining(['get /v1/me', 'post /v1/messages', 'put /v1/uploads/pay']));
    expect(secured).not.toContain('get /v1/config');
  });

  it('says what each request body takes: no field accepts anything', () => {
    const loose = operations.flatMap(({ method, path, op }) =>
      Object.values(op.requestBody?.content ?? {}).flatMap((c) => emptySchemas(c.schema, `${method} ${path}`)),
    );
    expect(loose).toEqual([]);
  });

  it('documents cursors up to the largest row id, and the API refuses beyond it', async () => {
    const cursor = operations
      .find(({ path }) => path === '/v1/feeds')!
      .op.parameters!.find((p) => p.name === 'max_id')!;
    expect(cursor.schema.maximum).toBe(MAX_ROW_ID);
    expect((await api(t.app).get(`/v1/feeds?max_id=${MAX_ROW_ID}`, m.auth)).statusCode).toBe(200);
    const beyond = await api(t.app).get(`/v1/feeds?max_id=${MAX_ROW_ID + 1}`, m.auth);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ code: 400001 });
  });

  it('documents the PayPal return and cancel as the redirects they are', async () => {
    for (const path of ['/v1/payment/paypal/return', '/v1/payment/paypal/cancel']) {
      const op = doc.paths[path]!.get!;
      expect(Object.keys(op.responses).sort(), path).toEqual(['302', '4XX']);
      const res = await api(t.app).get(`${path}?token=UNKNOWN-TOKEN`);
      expect(res.statusCode, path).toBe(302);
    }
  });

  // Generated from the document, so a new signed-in route is tried as soon as it exists.
  // The session is checked before the input (`preValidation`), so even an empty body gets 401, not 400.
  it('answers every signed-in operation without a session with 401', async () => {
    let tried = 0;
    for (const { method, path, op } of operations.filter(({ op }) => signedInOnly(op))) {
      // Path parameters get a value they accept (the first of an enum, else an id), so only the session is missing.
      const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const schema = op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
        return String((schema?.enum as unknown[] | undefined)?.[0] ?? 1);
      });
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        payload: op.requestBody ? {} : undefined,
      });
      expect(res.statusCode, `${method.toUpperCase()} ${path}`).toBe(401);
      tried++;
    }
    console.log(`signed-in operations tried without a session: ${tried}, each refused`);
    expect(tried).toBeGreaterThan(60);
  });
});

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './test/factories';
import { useTestApp } from './test/use-test-app';

/**
 * Battery J: requests derived from the OpenAPI document for every operation — bodies with the documented
 * fields holding values of any type, queries with the documented parameters, path parameters of any
 * shape — sent by a signed-in member. Whatever arrives, the answer is never a 5xx.
 */
/** 25 per operation in the test stages (about a minute); CI's "full fuzz" stage runs `FUZZ_RUNS=200`. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 25);

type Schema = { type?: string; properties?: Record<string, Schema>; enum?: unknown[]; items?: Schema };
type Operation = {
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

let operations: { method: string; path: string; op: Operation }[];
const t = useTestApp();
beforeAll(async () => {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path, op })))
    // Development-only routes and provider callbacks (raw signed bodies) have suites of their own.
    .filter(({ path }) => !path.startsWith('/v1/debug') && !path.startsWith('/v1/payment/notify'));
});

/** A value for a documented field: usually of its own type (or enum), often of any other. */
function valueFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const own: fc.Arbitrary<unknown>[] = [];
  if (schema?.enum?.length) own.push(fc.constantFrom(...schema.enum));
  if (schema?.type === 'integer' || schema?.type === 'number')
    own.push(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1.5, Number.MAX_SAFE_INTEGER));
  if (schema?.type === 'string') own.push(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
  if (schema?.type === 'boolean') own.push(fc.boolean());
  if (schema?.type === 'array') own.push(fc.array(valueFor(schema.items), { maxLength: 5 }));
  return fc.oneof(...own, fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, '', '\u0000', '𝔘', -0));
}

/** A generated value as query text; objects (some without a prototype, which String() cannot turn) as JSON. */
const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

function bodyFor(op: Operation): fc.Arbitrary<unknown> {
  const schema = op.requestBody?.content['application/json']?.schema;
  const fields = Object.entries(schema?.properties ?? {});
  const shaped = fc.record(Object.fromEntries(fields.map(([name, s]) => [name, valueFor(s)])), {
    requiredKeys: [],
  });
  return fc.oneof(shaped, fc.jsonValue({ maxDepth: 2 }));
}

function requestFor(path: string, op: Operation) {
  const params = op.parameters ?? [];
  const pathValue = fc.oneof(fc.integer({ min: -5, max: 3_000_000_000 }).map(String), fc.string({ maxLength: 12 }));
  const query = fc.record(
    Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema).map(asText)])),
    { requiredKeys: [] },
  );
  const segments = fc.tuple(...params.filter((p) => p.in === 'path').map(() => pathValue));
  return fc.record({ segments, query, body: bodyFor(op) }).map(({ segments, query, body }) => {
    let i = 0;
    const url = path.replace(/\{[^}]+\}/g, () => encodeURIComponent(segments[i++] ?? '1'));
    const search = new URLSearchParams(query as Record<string, string>).toString();
    return { url: search ? `${url}?${search}` : url, body };
  });
}

describe('schema-derived requests to every operation', () => {
  // ~2,400 requests: about 20 s alone, longer beside the other test files on two cores.
  it('never answer 5xx', { timeout: Math.max(300_000, RUNS_PER_OPERATION * 3_000) }, async () => {
    let sent = 0;
    const failures: string[] = [];
    for (const { method, path, op } of operations) {
      // A member of its own per operation: deleting the account or changing the password affects only it.
      const member = await signUp(t.app);
      await fc.assert(
        fc.asyncProperty(requestFor(path, op), async ({ url, body }) => {
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            ...(op.requestBody && method !== 'get'
              ? { headers: { ...member.auth, 'content-type': 'application/json' }, payload: JSON.stringify(body) }
              : { headers: member.auth }),
          });
          sent++;
          if (res.statusCode >= 500)
            failures.push(`${method.toUpperCase()} ${url} ${JSON.stringify(body)} → ${res.statusCode}`);
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    console.log(`fuzz: ${sent} requests to ${operations.length} operations, ${failures.length} answered ≥ 500`);
    expect(failures.slice(0, 20)).toEqual([]);
  });
});

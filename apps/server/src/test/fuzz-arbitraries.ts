import { CodePurpose, LANGUAGES, TRANSLATABLE_TYPES } from '@yuanfen/contract';
import fc from 'fast-check';

/** What a body field accepts, so a generator can pick a value it certainly does not accept. */
export type FieldKind = 'string' | 'code' | 'bool' | 'gender' | 'purpose' | 'language' | 'id' | 'translatable';
export type Fields = Record<string, FieldKind>;

/** A request body as sent: JSON text or other text, with its content type (none = no header). */
export interface RawBody {
  label: string;
  payload?: string;
  contentType?: string;
}

const json = fc.jsonValue({ maxDepth: 3 });

/** 100 kB and more of text that stays long after trimming. */
export const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'é', '字', '😀', '\u0000', '<script>', '%s', 'x'),
    fc.integer({ min: 100_001, max: 140_000 }),
  )
  .map(([unit, length]) => `x${unit.repeat(Math.ceil(length / unit.length))}x`);

/** An array or object nested hundreds of levels deep. */
const deepNesting = fc.tuple(fc.integer({ min: 50, max: 400 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

const notString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(json, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), json, { maxKeys: 4 }),
  deepNesting,
);

/** A value the field of this kind refuses. */
export function wrongValue(kind: FieldKind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'string':
      return fc.oneof(notString, hugeString);
    case 'code':
      return fc.oneof(
        notString.filter((v) => typeof v !== 'number'),
        hugeString,
      );
    case 'bool':
      return fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(json, { maxLength: 3 }), deepNesting);
    case 'gender':
      return fc.oneof(
        fc.integer().filter((n) => n !== 0 && n !== 1),
        fc.string(),
        fc.constant(null),
        fc.boolean(),
        deepNesting,
      );
    case 'purpose':
      return fc.oneof(
        fc.string().filter((s) => !(CodePurpose.options as readonly string[]).includes(s)),
        notString,
        hugeString,
      );
    case 'language':
      return fc.oneof(
        fc.string().filter((s) => !(LANGUAGES as readonly string[]).includes(s)),
        notString,
        hugeString,
      );
    case 'id':
      return fc.oneof(
        fc.integer({ max: 0 }),
        fc.constantFrom(2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
        fc.string(),
        fc.constant(null),
        fc.boolean(),
        deepNesting,
      );
    case 'translatable':
      return fc.oneof(
        fc.string().filter((s) => !(TRANSLATABLE_TYPES as readonly string[]).includes(s)),
        notString,
        hugeString,
      );
  }
}

const plausibleByKind: Record<FieldKind, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.constantFrom('someone@example.test', '+86 138 0013 8000', 'secret123', 'anna_fuzz'), fc.string()),
  code: fc.oneof(fc.constantFrom('123456', 123456), fc.string({ maxLength: 10 })),
  bool: fc.boolean(),
  gender: fc.constantFrom(0, 1),
  purpose: fc.constantFrom(...CodePurpose.options),
  language: fc.constantFrom(...LANGUAGES),
  id: fc.integer({ min: 1, max: 100_000 }),
  translatable: fc.constantFrom(...TRANSLATABLE_TYPES),
};

/** Some of the endpoint's fields with plausible (maybe even valid) values. */
const plausibleObject = (fields: Fields) =>
  fc.record(
    Object.fromEntries(Object.entries(fields).map(([k, kind]) => [k, plausibleByKind[kind]])) as Record<
      string,
      fc.Arbitrary<unknown>
    >,
    { requiredKeys: [] },
  );

/** JSON text of an object with `key` first, built by hand so that keys such as __proto__ really are sent. */
const objectText = (key: string, value: unknown, rest: Record<string, unknown>) =>
  `{${[[key, value] as const, ...Object.entries(rest).filter(([k]) => k !== key)]
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
    .join(',')}}`;

const invalidJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    "{'a':1}",
    '{"a":1,}',
    'undefined',
    'NaN',
    '[1,2',
    '{"a":01}',
    '\u0000',
    '}{',
    '"\\x"',
    '{"a":"\ud800"',
  ),
  fc.string({ minLength: 1 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);

const JSON_TYPE = 'application/json';

/**
 * A body the endpoint must refuse with a 4xx: not an object, an unknown key, a field of the wrong type,
 * too long or deeply nested, text that is not JSON, or a content type the API does not take.
 */
export function malformedBody(fields: Fields): fc.Arbitrary<RawBody> {
  const keys = Object.keys(fields);
  const asJson = (label: string) => (value: unknown) => ({
    label,
    payload: JSON.stringify(value),
    contentType: JSON_TYPE,
  });
  const variants: fc.Arbitrary<RawBody>[] = [
    fc
      .oneof(fc.array(json, { maxLength: 5 }), fc.integer(), fc.string(), fc.boolean(), fc.constant(null), hugeString)
      .map(asJson('not an object')),
    fc
      .tuple(
        fc
          .oneof(
            fc.constantFrom('__proto__', 'constructor', 'admin', 'role', 'user_id', 'balance', ''),
            fc.string({ maxLength: 12 }),
          )
          .filter((k) => !keys.includes(k)),
        json,
        plausibleObject(fields),
      )
      .map(([key, value, rest]) => ({
        label: `extra key ${JSON.stringify(key)}`,
        payload: objectText(key, value, rest),
        contentType: JSON_TYPE,
      })),
    invalidJsonText.map((payload) => ({ label: 'invalid JSON', payload, contentType: JSON_TYPE })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'application/json; charset=utf-16',
        ),
        fc.string({ minLength: 1 }).filter((s) => s.trim().length > 0),
      )
      .map(([contentType, payload]) => ({ label: `content type ${contentType}`, payload, contentType })),
    fc.constant({
      label: 'body over 1 MB',
      payload: JSON.stringify({ junk: 'x'.repeat(1_100_000) }),
      contentType: JSON_TYPE,
    }),
  ];
  if (keys.length > 0) {
    variants.push(
      fc
        .tuple(fc.constantFrom(...keys), plausibleObject(fields))
        .chain(([key, rest]) => wrongValue(fields[key]!).map((value) => ({ key, rest, value })))
        .map(({ key, rest, value }) => ({
          label: `wrong ${key}`,
          payload: objectText(key, value, rest),
          contentType: JSON_TYPE,
        })),
    );
  }
  return fc.oneof(...variants);
}

/** Header values a client might send: junk in x-client, x-client-id, accept-language and authorization. */
export const junkHeaders = fc.record(
  {
    'x-client': fc.oneof(
      fc.constantFrom('web', 'app', 'wechat', 'desktop', 'WECHAT', ''),
      fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
    ),
    'x-client-id': fc.string({ unit: 'grapheme-ascii', maxLength: 300 }),
    'accept-language': fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
    'cf-ipcountry': fc.string({ unit: 'grapheme-ascii', maxLength: 4 }),
    authorization: fc.oneof(
      fc.constantFrom(
        'Bearer ',
        'Bearer x.y.z',
        'Basic Zm9vOmJhcg==',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiZGlkIjoxfQ.',
      ),
      fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((s) => `Bearer ${s}`),
    ),
  },
  { requiredKeys: [] },
);

/** Path segments that are not a valid platform or version. */
export const junkSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom('..', '%00', '1.0.0.0.0', '-1', '1e3', '١.٠', ' 1.0', 'web%2F1'),
  fc.string({ minLength: 33, maxLength: 200 }),
);

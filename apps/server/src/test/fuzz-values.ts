import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values for the schema-derived fuzz test (fuzz.test.ts): arbitraries built from the JSON schema
 * of a route's zod schemas (querystring, body, params), mixing values the schema accepts with
 * hostile ones — wrong types, missing and extra fields, huge strings, odd unicode, negative and
 * huge numbers, prototype keys. Their wire forms (query strings, bodies, uploads, headers) are in
 * fuzz-requests.ts.
 */

/** The part of JSON Schema that zod's toJSONSchema writes for request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** The JSON schema of a route schema part: zod (the contract's) or JSON schema as it is. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  if (typeof schema === 'object' && '_zod' in schema)
    return z.toJSONSchema(schema as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema;
  return schema as JsonSchema;
}

// ---------------------------------------------------------------- hostile values

const HOSTILE_TEXT = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '0x10',
  '1e309',
  '1.5',
  '9007199254740993',
  '99999999999999999999999',
  '2147483648',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "' OR '1'='1",
  '1; drop table users; --',
  '%',
  '%zz',
  '%00',
  '%u0000',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'file:///etc/passwd',
  'javascript:alert(1)',
  '//evil.example.com',
  'http://evil.example.com/',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '😀🇨🇳👨‍👩‍👧',
  '\u202eevil',
  'e\u0301\u0301\u0301',
  '\u200b\u200c\u200d\ufeff',
  '中文测试，全角！',
  'İıſK',
  '\r\nX-Injected: 1',
  'a,b,,c',
  '1,2,3,4,5,6,7,8,9,10',
  '-1,0,99999999999',
  '[1,2]',
  '{"a":1}',
];

const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -2147483649,
  2147483647,
  2147483648,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.EPSILON,
];

/** A long string: plain, multi-byte or a mix; lengths up to a few hundred thousand characters. */
const hugeString = fc
  .tuple(
    fc.constantFrom(300, 5_000, 70_000, 300_000),
    fc.constantFrom('a', '中', '😀', 'é', '%', '\u0000', 'ab ', '1'),
  )
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

/** An object whose own keys include prototype names. */
const prototypeObject: fc.Arbitrary<Record<string, unknown>> = fc
  .constantFrom('__proto__', 'constructor', 'prototype')
  .chain((key) =>
    fc
      .oneof(
        fc.constant({ polluted: 'yes' } as unknown),
        fc.constant(null as unknown),
        fc.constant('x' as unknown),
      )
      .map((value) => {
        const o: Record<string, unknown> = {};
        Object.defineProperty(o, key, { value, enumerable: true, writable: true });
        return o;
      }),
  );

/** Any value of the wrong kind, or a hostile one of the right kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }) },
  { weight: 1, arbitrary: prototypeObject },
  {
    weight: 1,
    arbitrary: fc.anything({
      maxDepth: 2,
      maxKeys: 4,
      withObjectString: true,
      withNullPrototype: false,
    }),
  },
);

// ---------------------------------------------------------------- values a schema accepts

/** Values the schema (mostly) accepts: small ids hit the seeded rows, bounds are tried. */
export function validish(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.oneof(fc.string(), fc.integer());
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validish(s)));
  if (schema.allOf?.length) return validish(schema.allOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validish({ ...schema, type: type as string })));
  switch (types[0]) {
    case 'integer':
    case 'number':
      return numberFor(schema, types[0] === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validish(schema.items), {
        maxLength: Math.min(schema.maxItems ?? 6, 6),
      });
    case 'object':
      return objectFor(schema, validish);
    default:
      return stringFor(schema);
  }
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -5);
  const hi = Math.max(
    lo,
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6),
  );
  const small = fc.integer({
    min: Math.max(Math.ceil(lo), -3),
    max: Math.max(Math.min(Math.floor(hi), 60), Math.max(Math.ceil(lo), -3)),
  });
  const bounds = fc.constantFrom(lo, hi, lo - 1, hi + 1);
  return fc.oneof(
    { weight: 6, arbitrary: small },
    { weight: 1, arbitrary: bounds },
    {
      weight: 1,
      arbitrary: integer
        ? fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31) })
        : fc.double({ min: lo, max: hi, noNaN: true }),
    },
  );
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(Math.min(schema.maxLength ?? 40, 40), min);
  const options: fc.Arbitrary<string>[] = [
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
    // Strings that look like ids, lists of ids and dates.
    fc.integer({ min: -1, max: 40 }).map(String),
    fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 5 }).map((a) => a.join()),
  ];
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot invert: the other strings do.
    }
  }
  if (schema.format === 'email') options.push(fc.emailAddress());
  if (schema.format === 'uri' || schema.format === 'url') options.push(fc.webUrl());
  if (schema.maxLength !== undefined)
    options.push(fc.constant('x'.repeat(schema.maxLength)), fc.constant('x'.repeat(max + 1)));
  return fc.oneof(...options);
}

function objectFor(
  schema: JsonSchema,
  value: (s: JsonSchema | undefined) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, s] of Object.entries(props)) model[k] = value(s);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
}

// ---------------------------------------------------------------- one part of a request

/** With a key set to a value as an own property (also `__proto__`). */
function withKey(o: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...o };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/**
 * The fields of a querystring, body or params object: mostly what the schema accepts, else the
 * same with a required field dropped, one or all fields hostile, extra or prototype keys, or
 * nothing at all.
 */
export function objectInput(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const props = Object.keys(schema?.properties ?? {});
  const base = schema?.properties ? objectFor(schema, validish) : fc.constant({});
  const keys = props.length ? fc.constantFrom(...props) : fc.constant('id');
  const required = schema?.required ?? [];
  const variants: { weight: number; arbitrary: fc.Arbitrary<unknown> }[] = [
    { weight: 8, arbitrary: base },
    {
      weight: 4,
      arbitrary: fc.tuple(base, keys, hostileValue).map(([o, k, v]) => withKey(o, k, v)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(...(props.length ? props : ['id']).map(() => hostileValue))
        .map((vs) =>
          (props.length ? props : ['id']).reduce<Record<string, unknown>>(
            (o, k, i) => withKey(o, k, vs[i]),
            {},
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          base,
          fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', 'id', 'userId', ''),
          hostileValue,
        )
        .map(([o, k, v]) => withKey(o, k, v)),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  ];
  if (required.length)
    variants.push({
      weight: 2,
      arbitrary: fc.tuple(base, fc.constantFrom(...required)).map(([o, k]) => {
        const copy = { ...o } as Record<string, unknown>;
        delete copy[k];
        return copy;
      }),
    });
  return fc.oneof(...variants);
}

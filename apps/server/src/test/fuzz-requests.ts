import crypto from 'node:crypto';
import fc from 'fast-check';
import { enterpriseFieldsSchema, identityFieldsSchema, IMAGE_RULES } from '@seuiot/contract';
import { makePng, multipartBody } from './harness.js';
import { hostileString, jsonSchemaOf, objectInput } from './fuzz-values.js';

/**
 * The wire forms of the fuzz test's values (fuzz-values.ts): query strings, JSON and broken
 * bodies, multipart uploads and extra headers.
 */

// ---------------------------------------------------------------- wire forms

/** A query string built from an object: arrays repeat the key, objects nest with brackets. */
export function toQueryString(input: unknown): string {
  if (input === null || typeof input !== 'object') return `v=${encode(input)}`;
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) for (const v of value) add(key, v);
    else if (value !== null && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else pairs.push(`${encode(key)}=${encode(value)}`);
  };
  for (const [k, v] of Object.entries(input)) add(k, v);
  return pairs.join('&');
}

/** Percent-encodes a value; a lone surrogate (which encodeURIComponent refuses) goes in raw. */
function encode(value: unknown): string {
  const s = value === null ? '' : String(value);
  try {
    return encodeURIComponent(s);
  } catch {
    return Buffer.from(s, 'utf8').toString('latin1');
  }
}

/** Query strings that are broken as text, not as values. */
export const rawQuery = fc.constantFrom(
  '%',
  '%zz=1',
  'a=%E4%B8',
  '&&&=&=',
  '=1',
  'pageNum',
  'pageNum=1&pageNum=2&pageNum[]=3',
  'id[__proto__][polluted]=1',
  '__proto__[polluted]=1&constructor[prototype][polluted]=1',
  'id=1%00',
  `id=${'9'.repeat(400)}`,
  'lang=xx&lang=en',
);

export interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

/** A JSON body built from a value, or a body broken as text. */
export function jsonBody(value: unknown): Body {
  return { contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' };
}

export const brokenBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: '{' },
    { contentType: 'application/json', payload: '{"a":' },
    { contentType: 'application/json', payload: 'nul' },
    { contentType: 'application/json', payload: '{"__proto__":{"polluted":"yes"}}' },
    {
      contentType: 'application/json',
      payload: '{"constructor":{"prototype":{"polluted":"yes"}}}',
    },
    {
      contentType: 'application/json',
      payload: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
    },
    { contentType: 'application/json; charset=latin1', payload: '{}' },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/xml', payload: '<a/>' },
    { contentType: 'application/x-www-form-urlencoded', payload: '%zz&a' },
    { contentType: 'multipart/form-data', payload: '--x\r\n' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
    { payload: 'no content type' },
    {},
  ),
  // Over the body limit (1 MiB).
  fc.constant<Body>({
    contentType: 'application/json',
    payload: JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 10) }),
  }),
);

// ---------------------------------------------------------------- multipart uploads

const minPx = Math.max(...Object.values(IMAGE_RULES).map((r) => r.minPx));
const PNG_OK = makePng(minPx, minPx);
const PNG_SMALL = makePng(8, 8);
const FILES: Buffer[] = [
  PNG_OK,
  PNG_SMALL,
  PNG_OK.subarray(0, 60),
  Buffer.concat([PNG_OK.subarray(0, 33), crypto.randomBytes(200)]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  Buffer.from('GIF89a\x01\x00\x01\x00'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  Buffer.alloc(0),
  Buffer.from('%PDF-1.4\n'),
];
const TOO_LARGE = Buffer.alloc(3 * 1024 * 1024 + 100, 1);

const TEXT_FIELDS = [identityFieldsSchema, enterpriseFieldsSchema].map((s) => jsonSchemaOf(s)!);
const FILE_FIELDS = ['file', 'portrait', 'emblem', 'license'];
const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FILE_FIELDS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__', 'constructor', '', 'x'.repeat(300), '中文', 'a"b'),
  },
);
const fileName = fc.constantFrom(
  'a.png',
  'photo.jpg',
  '../../../etc/passwd',
  '..\\..\\x.png',
  '',
  '中文.png',
  `${'x'.repeat(300)}.png`,
  'a\u0000.png',
  'a.svg',
);

/**
 * A multipart upload: the text fields of one of the contract's upload forms (as for any object
 * input) and up to four files — good and tiny images, truncated or disguised ones, empty, too large.
 */
export const multipartUpload: fc.Arbitrary<Body> = fc
  .tuple(
    fc.oneof(...TEXT_FIELDS.map((s) => objectInput(s))),
    fc.array(
      fc.tuple(
        fieldName,
        fileName,
        fc.oneof(
          { weight: 12, arbitrary: fc.constantFrom(...FILES) },
          { weight: 3, arbitrary: fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a)) },
          { weight: 1, arbitrary: fc.constant(TOO_LARGE) },
        ),
      ),
      { maxLength: 4 },
    ),
  )
  .map(([fields, files]) =>
    multipartBody(
      fields && typeof fields === 'object'
        ? Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)])
        : [['body', String(fields)]],
      files,
    ),
  );

// ---------------------------------------------------------------- headers

/** Optional extra headers: ranges, odd hosts, languages and share tokens. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        'bytes=0-0',
        'bytes=-1',
        'bytes=5-2',
        'bytes=0-1,3-4',
        'bytes=99999999999-',
        'bytes=-99999999999999999999',
        'bytes=abc',
        'items=0-1',
        '',
      )
      .map((range) => ({ range })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record(
        {
          'accept-language': fc.constantFrom('en', 'zh-CN', '*', 'xx;q=abc', ''),
          'x-share-token': fc.oneof(hostileString, fc.constant('A'.repeat(43))),
          host: fc.constantFrom('en.example.com', 'localhost:0', '[::1]', 'a'.repeat(300)),
          'if-range': fc.constantFrom('"x"', 'W/"x"', 'Thu, 01 Jan 1970 00:00:00 GMT', 'garbage'),
          cookie: fc.constantFrom(
            'seuiot_sid=garbage',
            'seuiot_sid=',
            '__Host-seuiot_sid=x; seuiot_lang=xx',
            'seuiot_lang=%zz',
            `seuiot_sid=${'a'.repeat(5000)}`,
          ),
        },
        { requiredKeys: [] },
      )
      .map((headers) => headers as Record<string, string>),
  },
);

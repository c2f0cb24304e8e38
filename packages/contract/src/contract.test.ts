import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CIPHER_TEST_VECTOR,
  ERROR_CODES,
  ERROR_HTTP_STATUS,
  EMAIL_PATTERN,
  fromWire,
  isErrorCode,
  isSafeRedirect,
  LIMITS,
  loginFormSchema,
  pageQuerySchema,
  normaliseDomesticPhone,
  PHONE_PATTERN,
  phoneSchema,
  plainPasswordSchema,
  toWire,
} from './index.js';

describe('cipher test vector', () => {
  it('is AES-128-ECB + PKCS#7 + Base64 with + turned into _', () => {
    const c = crypto.createCipheriv('aes-128-ecb', Buffer.from(CIPHER_TEST_VECTOR.key), null);
    const b64 = Buffer.concat([c.update(CIPHER_TEST_VECTOR.plain, 'utf8'), c.final()]).toString(
      'base64',
    );
    expect(b64).toBe(CIPHER_TEST_VECTOR.base64);
    expect(b64).toContain('+');
    expect(toWire(b64)).toBe(CIPHER_TEST_VECTOR.wire);
    expect(fromWire(CIPHER_TEST_VECTOR.wire)).toBe(b64);
  });
});

describe('error catalogue', () => {
  it('holds A0001..A0080 and B0001..B0014, each with an HTTP status', () => {
    const expected = [
      ...Array.from({ length: 80 }, (_, i) => `A${String(i + 1).padStart(4, '0')}`),
      ...Array.from({ length: 14 }, (_, i) => `B${String(i + 1).padStart(4, '0')}`),
    ];
    expect(ERROR_CODES).toEqual(expected);
    for (const code of ERROR_CODES) {
      expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
    }
    expect(ERROR_HTTP_STATUS.A0001).toBe(401);
    expect(ERROR_HTTP_STATUS.A0004).toBe(401);
    expect(ERROR_HTTP_STATUS.A0017).toBe(403);
    expect(ERROR_HTTP_STATUS.A0003).toBe(409);
    expect(ERROR_HTTP_STATUS.A0079).toBe(429);
    expect(isErrorCode('A0081')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('rules', () => {
  it('phone: optional +86/0086, then 11 digits starting with 1', () => {
    for (const ok of ['13800138000', '+8613800138000', '008613800138000'])
      expect(PHONE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['23800138000', '1380013800', '+8513800138000', '138001380001', ''])
      expect(PHONE_PATTERN.test(bad)).toBe(false);
  });
  it('phone as typed or pasted: the same forms with separators, stored as the 11 digits', () => {
    for (const ok of ['+86 138 0013 8000', '0086-138-0013-8000', ' 138 0013 8000 ']) {
      expect(phoneSchema.safeParse(ok).success).toBe(true);
      expect(normaliseDomesticPhone(ok.trim())).toBe('13800138000');
    }
    for (const bad of ['+86 138 0013 800', '+1 138 0013 8000', '--13800138000', '138--00138000'])
      expect(phoneSchema.safeParse(bad).success).toBe(false);
    // The input's limit holds the longest form a person pastes.
    expect('0086 138-0013-8000'.length).toBeLessThanOrEqual(LIMITS.phoneInputMaxDomestic);
  });
  it('e-mail pattern', () => {
    expect(EMAIL_PATTERN.test('a.b+c@example.co.uk')).toBe(true);
    for (const bad of ['a@b', 'a@@b.com', 'ab.com', 'a b@c.com'])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });
  it('password 6 to 20 characters with distinct messages', () => {
    expect(plainPasswordSchema.safeParse('').error?.issues[0]?.message).toBe('passwordRequired');
    expect(plainPasswordSchema.safeParse('12345').error?.issues[0]?.message).toBe('passwordLength');
    expect(plainPasswordSchema.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe(
      'passwordLength',
    );
    expect(plainPasswordSchema.safeParse('123456').success).toBe(true);
    expect(plainPasswordSchema.safeParse('x'.repeat(20)).success).toBe(true);
  });
  it('login needs an account and a password', () => {
    const r = loginFormSchema.safeParse({ username: '  ', password: '' });
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['username', 'accountRequired'],
      ['password', 'passwordRequired'],
    ]);
  });
  it('paging defaults to page 1 of 10', () => {
    expect(pageQuerySchema.parse({})).toEqual({
      pageNum: LIMITS.firstPage,
      pageSize: LIMITS.defaultPageSize,
    });
    expect(pageQuerySchema.safeParse({ pageNum: 0 }).success).toBe(false);
  });
  it('redirect targets are same-origin paths only', () => {
    for (const ok of ['/', '/notice?pageNum=2', '/center/3?menuIndex=1'])
      expect(isSafeRedirect(ok)).toBe(true);
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'notice',
      '/a\nb',
    ])
      expect(isSafeRedirect(bad)).toBe(false);
  });
});

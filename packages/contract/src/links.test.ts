import { describe, expect, it } from 'vitest';
import { isSafeLink, linkSchema } from './links.js';

describe('stored links (decision 0041)', () => {
  it('takes http(s) addresses with a host', () => {
    for (const link of ['https://example.com', 'http://example.com/a?b=1#c', 'HTTPS://EXAMPLE.COM'])
      expect(isSafeLink(link), link).toBe(true);
  });

  it('refuses other schemes, hidden schemes and links without a host', () => {
    for (const link of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      'ftp://example.com',
      'https://',
      'https:example.com',
      'example.com',
      'https://exa mple.com',
      'https://example.com\\@evil.example',
    ])
      expect(isSafeLink(link), link).toBe(false);
  });

  it('takes a portal path only where paths are allowed, never //host or /\\host', () => {
    expect(isSafeLink('/solution?id=1')).toBe(false);
    expect(isSafeLink('/solution?id=1', { paths: true })).toBe(true);
    for (const link of ['//evil.example', '/\\evil.example', '/a b', '/a\u0000'])
      expect(isSafeLink(link, { paths: true }), link).toBe(false);
  });

  it('makes a field that trims, allows empty unless required, and names the refusal', () => {
    expect(linkSchema(50).parse('  https://example.com  ')).toBe('https://example.com');
    expect(linkSchema(50).parse('')).toBe('');
    expect(linkSchema(50, { required: true }).safeParse('').success).toBe(false);
    expect(linkSchema(20).safeParse('https://example.com/a-long-path').success).toBe(false);
    expect(linkSchema(50).safeParse('javascript:alert(1)').success).toBe(false);
  });
});

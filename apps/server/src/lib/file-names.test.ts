import { describe, expect, it } from 'vitest';
import { storedFileName } from './file-names.js';

describe('storedFileName (decision 0041)', () => {
  it('removes bidirectional overrides, isolates, marks and controls, keeping the visible name', () => {
    expect(storedFileName('invoice\u202Efdp.exe', 255, 'file')).toBe('invoicefdp.exe');
    expect(storedFileName('\u2066a\u2067b\u2068c\u2069\u202A\u202B\u202C\u202D.txt', 255, '')).toBe(
      'abc.txt',
    );
    expect(storedFileName('a\u200E\u200F\u061C\u200B\u2060\uFEFF\u00ADb.pdf', 255, '')).toBe(
      'ab.pdf',
    );
    expect(storedFileName('a\u0000\u0007\u001F\u007F\u0085\u009Fb.log', 255, '')).toBe('ab.log');
    expect(storedFileName('a\u2028b\u2029.png', 255, '')).toBe('ab.png');
    // Scripts and emoji need the zero-width (non-)joiners; CJK and accents are names as any other.
    expect(storedFileName('می\u200Cخواهم 👨\u200D💻 报告é.pdf', 255, '')).toBe(
      'می\u200Cخواهم 👨\u200D💻 报告é.pdf',
    );
  });

  it('gives the fallback when nothing visible is left', () => {
    expect(storedFileName('\u202E\u0000 ', 255, 'file')).toBe('file');
    expect(storedFileName('', 200, '')).toBe('');
  });

  it('cuts a long name by characters, keeping its extension and never half a surrogate pair', () => {
    const long = `${'😀'.repeat(300)}.pdf`;
    const cut = storedFileName(long, 255, '');
    expect(Array.from(cut)).toHaveLength(255);
    expect(cut.endsWith('😀.pdf')).toBe(true);
    expect(/[\uD800-\uDFFF]/u.test(cut)).toBe(false);
    expect(storedFileName('\uD800lone.png', 255, '')).toBe('lone.png');
  });
});

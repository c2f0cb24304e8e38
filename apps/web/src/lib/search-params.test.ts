import { describe, expect, it } from 'vitest';
import { readId, readPage, withParams } from './search-params';

describe('search params', () => {
  it('reads positive integer ids only', () => {
    expect(readId('12')).toBe(12);
    expect(readId(null)).toBeNull();
    expect(readId('0')).toBeNull();
    expect(readId('-3')).toBeNull();
    expect(readId('1.5')).toBeNull();
    expect(readId('2e3')).toBeNull();
    expect(readId('99999999999999999999')).toBeNull();
  });

  it('defaults the page to the first one', () => {
    expect(readPage(null)).toBe(1);
    expect(readPage('abc')).toBe(1);
    expect(readPage('4')).toBe(4);
  });

  it('drops empty values and the first page, keeps the rest', () => {
    const next = withParams(new URLSearchParams('tabIndex=1&keyword=old&pageNum=3'), {
      keyword: ' 扫描 ',
      pageNum: 1,
      typeId: null,
    });
    expect(next.toString()).toBe(`tabIndex=1&keyword=${encodeURIComponent('扫描')}`);
    expect(withParams(new URLSearchParams('a=1'), { a: undefined, b: 2 }).toString()).toBe(
      'a=1&b=2',
    );
    expect(withParams(new URLSearchParams('keyword=x'), { keyword: '  ' }).toString()).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { readTabIndex } from './tab-index';

describe('readTabIndex', () => {
  it('takes a tab the page has', () => {
    expect(readTabIndex('2', [1, 2])).toBe(2);
    expect(readTabIndex('1', [1, 2])).toBe(1);
  });

  it('falls back to the first tab for a missing, unknown or malformed value', () => {
    expect(readTabIndex(null, [1, 2])).toBe(1);
    expect(readTabIndex('3', [1, 2])).toBe(1);
    expect(readTabIndex('', [1, 2])).toBe(1);
    expect(readTabIndex('2abc', [1, 2])).toBe(1);
  });
});

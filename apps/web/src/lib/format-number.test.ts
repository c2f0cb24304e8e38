import { describe, expect, it } from 'vitest';
import { formatCount, formatMb } from './format-number';

describe('number formats', () => {
  it('groups digits of counts', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'zh')).toBe('12,345');
  });

  it('shows sizes in MB with two decimals, and null for a non-empty file below 0.01 MB', () => {
    expect(formatMb(12.5, 13_107_200, 'en')).toBe('12.50');
    expect(formatMb(1234.56, 1, 'en')).toBe('1,234.56');
    expect(formatMb(0, 3000, 'en')).toBeNull();
    expect(formatMb(0, 0, 'en')).toBe('0.00');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCount, formatFileSize } from './format-number';

describe('number formats', () => {
  it('groups digits of counts', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'zh')).toBe('12,345');
  });

  it('shows sizes in MB from 1 MB up and in kB below, never 0 for a non-empty file', () => {
    expect(formatFileSize(13_107_200, 'en')).toBe('12.50 MB');
    expect(formatFileSize(1024 * 1024, 'zh')).toBe('1.00 MB');
    expect(formatFileSize(1_294_528_471, 'en')).toBe('1,234.56 MB');
    expect(formatFileSize(1024 * 1024 - 1, 'en')).toBe('1,024 kB');
    expect(formatFileSize(20_992, 'en')).toBe('20.5 kB');
    expect(formatFileSize(20_992, 'zh')).toBe('20.5 kB');
    expect(formatFileSize(3000, 'en')).toBe('2.9 kB');
    expect(formatFileSize(10, 'en')).toBe('0.1 kB');
    expect(formatFileSize(0, 'en')).toBe('0 kB');
  });
});

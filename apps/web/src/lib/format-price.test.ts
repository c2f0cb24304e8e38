import { describe, expect, it } from 'vitest';
import { formatYuan } from './format-price';

describe('formatYuan', () => {
  it('writes whole yuan with the currency sign of the language', () => {
    expect(formatYuan(12800, 'zh')).toBe('¥12,800');
    expect(formatYuan(12800, 'en')).toBe('CN¥12,800');
  });
});

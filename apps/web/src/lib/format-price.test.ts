import { describe, expect, it } from 'vitest';
import { formatYuan } from './format-price';

describe('formatYuan', () => {
  it('writes whole yuan in the one format of each language', () => {
    expect(formatYuan(12800, 'zh')).toBe('¥12,800');
    // Intl puts a no-break space between the code and the amount.
    expect(formatYuan(12800, 'en')).toBe('CNY\u00a012,800');
    expect(formatYuan(12800, 'en')).not.toContain('CN¥');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorText } from './errors';
import { i18n } from './i18n';
import { useLang } from './test-utils';

describe('errorText', () => {
  it('says the pixel limit of a picture refused for it, in both languages (decision 0041)', async () => {
    const refusal = new ApiError('B0007', { field: 'image', maxMegapixels: 40, maxSidePx: 20000 });
    await useLang('en');
    expect(errorText(i18n.t, refusal)).toBe(
      'The picture is too large: at most 40 megapixels and 20000 pixels a side',
    );
    expect(errorText(i18n.t, new ApiError('B0007', ['image']))).toBe(
      'This file type is not accepted',
    );
    await useLang('zh');
    expect(errorText(i18n.t, refusal)).toBe(
      '图片尺寸过大：最多 40 百万像素，每边不超过 20000 像素',
    );
  });
});

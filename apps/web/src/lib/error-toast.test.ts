import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorText } from './error-toast';
import { i18n, initI18n } from './i18n';

const business = (code: string, data: unknown = null) =>
  new ApiError('business', code, 500, data, 400);

describe('errorText (spec 8)', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows nothing for A0001/A0004 and rescode 300', () => {
    expect(errorText(new ApiError('session', 'A0001', 500, null, 401))).toBeNull();
    expect(errorText(new ApiError('silent', 'A0050', 300, null, 200))).toBeNull();
  });

  it('translates A codes without the data', () => {
    expect(errorText(business('A0050', { captchaRequired: true }))).toBe(
      'Wrong account or password.',
    );
  });

  it('translates B codes and appends non-empty data', () => {
    expect(errorText(business('B0005'))).toBe('The request could not be processed');
    expect(errorText(business('B0004', []))).toBe('Some information is not valid');
    expect(errorText(business('B0001', ['username', 'password']))).toBe(
      'Required information is missing: account, password',
    );
    expect(errorText(business('B0004', ['someField']))).toBe(
      'Some information is not valid: someField',
    );
    expect(errorText(business('B0006', '150 MB'))).toBe('The uploaded file is too large: 150 MB');
    expect(errorText(business('B0008', '20 MB'))).toBe(
      'This upload would pass the storage quota of your account: 20 MB',
    );
  });

  it('says the pixel limit of a picture refused for it, in both languages (decision 0041)', async () => {
    const refusal = business('B0007', { field: 'file', maxMegapixels: 40, maxSidePx: 20000 });
    expect(errorText(refusal)).toBe(
      'The picture is too large: at most 40 megapixels and 20000 pixels a side',
    );
    await i18n.changeLanguage('zh');
    await initI18n('zh');
    expect(errorText(refusal)).toBe('图片尺寸过大：最多 40 百万像素，每边不超过 20000 像素');
    await initI18n('en');
    expect(errorText(business('B0007', ['file']))).toBe(
      'The picture format is not supported: file',
    );
  });

  it('shows any other message as it is', () => {
    expect(errorText(business('Reset link already used'))).toBe('Reset link already used');
  });

  it('never shows an unknown code raw', () => {
    const text = errorText(business('A9999'));
    expect(text).not.toContain('A9999');
    expect(text).toBe(i18n.t('common:error.requestFailed'));
  });

  it('says "network request failed" when there was no envelope', () => {
    expect(errorText(new ApiError('network', '', null, null, 502))).toBe(
      'Network request failed. Please check your connection and try again.',
    );
    expect(errorText(new TypeError('boom'))).toBe(
      'Network request failed. Please check your connection and try again.',
    );
  });

  it('uses the current language', async () => {
    await i18n.changeLanguage('zh');
    await initI18n('zh');
    expect(errorText(business('A0050'))).toBe('账号或密码错误');
    await initI18n('en');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { APK_REFUSALS, UPLOAD_FIELDS } from '@seuiot/contract';
import { ApiError } from './api-error';
import { errorText, isTransientError } from './error-toast';
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
      'This file type is not accepted: the chosen file',
    );
  });

  it('shows any other message as it is', () => {
    expect(errorText(business('Reset link already used'))).toBe('Reset link already used');
  });

  it('never shows an unknown code raw', () => {
    const text = errorText(business('A9999'));
    expect(text).not.toContain('A9999');
    expect(text).toBe(i18n.t('errors:generic'));
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

describe('upload refusals in words (issue 26, decision 0047)', () => {
  // The upload fields are named once, in the shared catalogue the console reads too (issue 27).
  const texts = (lang: 'zh' | 'en') => ({
    apk: i18n.getResourceBundle(lang, 'errors').apk as Record<string, string> | undefined,
    fields: i18n.getResourceBundle(lang, 'errors').uploadField as Record<string, string>,
    validation: i18n.getResourceBundle(lang, 'validation').fields as Record<string, string>,
  });

  it('has a zh and an en text for every reason and upload field the server can name', async () => {
    for (const lang of ['zh', 'en'] as const) {
      await i18n.changeLanguage(lang);
      await i18n.loadNamespaces(['errors', 'validation']);
      const { apk, fields, validation } = texts(lang);
      for (const reason of APK_REFUSALS)
        expect(apk?.[reason], `${lang} apk.${reason}`).toBeTruthy();
      for (const field of UPLOAD_FIELDS) {
        expect(fields[field], `${lang} ${field}`).toBeTruthy();
        expect(validation[field], `${lang} ${field} written twice`).toBeUndefined();
      }
      // No reason and no field name reaches the screen as it came.
      for (const reason of APK_REFUSALS) {
        const text = errorText(business('B0013', reason))!;
        expect(text.startsWith(`${i18n.t('errors:B0013')}: `)).toBe(true);
        expect(text, `${lang} ${reason}`).not.toContain(reason);
      }
      for (const field of UPLOAD_FIELDS)
        for (const code of ['B0006', 'B0007', 'A0058', 'B0004'])
          expect(errorText(business(code, [field])), `${lang} ${code}`).toBe(
            `${i18n.t(`errors:${code}`)}${code.startsWith('B') ? `: ${fields[field]}` : ''}`,
          );
    }
    await i18n.changeLanguage('en');
    expect(errorText(business('B0013', 'not-zip'))).toBe(
      'The file is not a valid Android install package (APK): it is not a ZIP archive, or it is incomplete',
    );
    expect(errorText(business('B0007', ['file']))).toBe(
      'This file type is not accepted: the chosen file',
    );
  });
});

describe('isTransientError (issue 26: Retry only when it may help)', () => {
  it('is true for no answer, a 5xx, B0014 and A0079, false for a refusal or a lost session', () => {
    expect(isTransientError(new ApiError('network', '', null, null, null))).toBe(true);
    expect(isTransientError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientError(new ApiError('business', 'B0014', 503, null, 503))).toBe(true);
    expect(isTransientError(new ApiError('business', 'A0064', 500, null, 500))).toBe(true);
    expect(isTransientError(new ApiError('business', 'A0079', 429, null, 429))).toBe(true);
    expect(isTransientError(business('B0013', 'not-zip'))).toBe(false);
    expect(isTransientError(business('B0007', ['file']))).toBe(false);
    expect(isTransientError(business('B0008', '20 MB'))).toBe(false);
    expect(isTransientError(new ApiError('session', 'A0001', 401, null, 401))).toBe(false);
    expect(isTransientError(new DOMException('Upload aborted', 'AbortError'))).toBe(false);
  });
});

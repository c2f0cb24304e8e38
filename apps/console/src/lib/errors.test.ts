import { describe, expect, it } from 'vitest';
import { APK_REFUSALS, ERROR_CODES, UPLOAD_FIELDS } from '@seuiot/contract';
import enErrors from '@seuiot/ui/locales/en/errors.json';
import zhErrors from '@seuiot/ui/locales/zh/errors.json';
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
      'This file type is not accepted: image',
    );
    await useLang('zh');
    expect(errorText(i18n.t, refusal)).toBe(
      '图片尺寸过大：最多 40 百万像素，每边不超过 20000 像素',
    );
  });
});

describe('upload refusals in words (issue 26, decision 0047)', () => {
  it.each(['zh', 'en'] as const)(
    'has a %s text for every reason and upload field the server can name',
    async (lang) => {
      await useLang(lang);
      const has = (key: string) => i18n.exists(key) && i18n.t(key).trim() !== '';
      for (const code of ['A0058', 'B0006', 'B0007', 'B0013'])
        expect(has(`errors.${code}`), `${lang} ${code}`).toBe(true);
      for (const reason of APK_REFUSALS) {
        expect(has(`errors.apk.${reason}`), `${lang} apk.${reason}`).toBe(true);
        const text = errorText(i18n.t, new ApiError('B0013', reason));
        expect(text).toBe(`${i18n.t('errors.B0013')}: ${i18n.t(`errors.apk.${reason}`)}`);
      }
      for (const field of UPLOAD_FIELDS) {
        expect(has(`errors.uploadField.${field}`), `${lang} ${field}`).toBe(true);
        expect(errorText(i18n.t, new ApiError('B0006', [field]))).toBe(
          `${i18n.t('errors.B0006')}: ${i18n.t(`errors.uploadField.${field}`)}`,
        );
      }
    },
  );

  it('names a staff reply’s refused attachment by its own file name', async () => {
    await useLang('en');
    expect(errorText(i18n.t, new ApiError('B0006', ['trace.log']))).toBe(
      'The uploaded file is too large: trace.log',
    );
  });
});

describe('the shared error catalogue in the console (issue 27, decision 0063)', () => {
  const CATALOGUE = { zh: zhErrors, en: enErrors } as const;

  it.each(['zh', 'en'] as const)('gives every error code a %s text', async (lang) => {
    await useLang(lang);
    const missing = ERROR_CODES.filter((code) => !i18n.exists(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it.each(['zh', 'en'] as const)(
    'says in %s what the portal says, but for the staff wording of the catalogue',
    async (lang) => {
      await useLang(lang);
      const staff: Record<string, string> = CATALOGUE[lang].staff;
      for (const code of ERROR_CODES) {
        const expected = staff[code] ?? CATALOGUE[lang][code];
        expect(errorText(i18n.t, new ApiError(code, null)), code).toBe(expected);
      }
    },
  );

  it('words a lost sign-in as the portal does, and a wrong one-time code for staff', async () => {
    await useLang('en');
    expect(errorText(i18n.t, new ApiError('A0001', null))).toBe(
      'Please log in to view this content.',
    );
    expect(errorText(i18n.t, new ApiError('A0008', null))).toBe(
      'The code is not right (or was already used); wait for the next code and try again',
    );
  });
});

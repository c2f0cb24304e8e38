import { afterAll, describe, expect, it } from 'vitest';
import { APK_REFUSALS, ERROR_CODES, UPLOAD_FIELDS } from '@seuiot/contract';
import { staffErrorTexts } from '@seuiot/ui';
import enErrors from '@seuiot/ui/locales/en/errors.json';
import zhErrors from '@seuiot/ui/locales/zh/errors.json';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { ApiError } from './api';
import { errorText } from './errors';
import { i18n } from './i18n';
import { useLang as langOfTest } from './test-utils';

/**
 * No console message shows doubled punctuation ("。。", "..", "。.", "!。", ".:"): neither a text
 * of the zh and en locale files and the shared error catalogue nor one the console puts together
 * from them (issue 26).
 */

/** Two sentence marks in a row (spaces between allowed); "..." (an ellipsis) is not one. */
const DOUBLED =
  /(?<!\.)[。．.！!？?；;，,：:]\s*[。．！!？?]|[。．！!？?；;，,：:]\s*\.(?!\.)|(?<!\.)\.\s*\.(?!\.)|[。．.！!？?]\s*[：:]/u;

function leaves(o: unknown, path = ''): [string, string][] {
  if (typeof o === 'string') return [[path, o]];
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, path ? `${path}.${k}` : k),
  );
}

afterAll(() => langOfTest('en'));

describe('console messages', () => {
  it('no text of either locale file doubles its punctuation', () => {
    const doubled = [
      ...leaves({ ...zh, errors: staffErrorTexts(zhErrors) }, 'zh'),
      ...leaves({ ...en, errors: staffErrorTexts(enErrors) }, 'en'),
    ].filter(([, text]) => DOUBLED.test(text));
    expect(doubled).toEqual([]);
  });

  it('no error message the console puts together doubles its punctuation, in zh or en', async () => {
    const doubled: string[] = [];
    for (const lang of ['zh', 'en'] as const) {
      await langOfTest(lang);
      const t = i18n.t.bind(i18n);
      const errors = [
        new ApiError('network'),
        ...ERROR_CODES.map((code) => new ApiError(code)),
        ...APK_REFUSALS.map((why) => new ApiError('B0013', why)),
        ...['A0058', 'B0006', 'B0007'].flatMap((code) => [
          new ApiError(code as 'A0058', [...UPLOAD_FIELDS]),
          new ApiError(code as 'A0058', ['photo.final.png']),
        ]),
      ];
      for (const err of errors) {
        const text = errorText(t, err);
        if (DOUBLED.test(text)) doubled.push(`${lang} ${err.code}: ${text}`);
      }
    }
    expect(doubled).toEqual([]);
  });
});

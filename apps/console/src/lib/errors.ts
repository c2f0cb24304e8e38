import type { TFunction } from 'i18next';
import { isApkRefusal, isImagePixelRefusal, isUploadField } from '@seuiot/contract';
import { ApiError } from './api';

/** Refusals of an uploaded file, whose data names the file (its field or its own name). */
const UPLOAD_CODES: readonly string[] = ['A0058', 'B0006', 'B0007'];

/** What a refused upload names, in words: the field's label, or the file's own name. */
function uploadSubject(t: TFunction, data: unknown): string {
  if (!Array.isArray(data)) return '';
  return data
    .filter((item): item is string => typeof item === 'string' && item !== '')
    .map((item) => (isUploadField(item) ? t(`errors.uploadField.${item}`) : item))
    .join(', ');
}

/** The translated text of a failure; never the code itself, nor a reason code (decision 0047). */
export function errorText(t: TFunction, err: unknown): string {
  const code = err instanceof ApiError ? err.code : 'network';
  // A picture past the pixel limit says the limit (decision 0041).
  if (err instanceof ApiError && code === 'B0007' && isImagePixelRefusal(err.data))
    return t('errors.imagePixels', { ...err.data });
  const text = t(`errors.${code}`, { defaultValue: t('errors.generic') });
  if (!(err instanceof ApiError)) return text;
  if (code === 'B0013' && isApkRefusal(err.data)) return `${text}: ${t(`errors.apk.${err.data}`)}`;
  const subject = UPLOAD_CODES.includes(code) ? uploadSubject(t, err.data) : '';
  return subject ? `${text}: ${subject}` : text;
}

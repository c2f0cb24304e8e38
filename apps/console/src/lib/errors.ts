import type { TFunction } from 'i18next';
import { isImagePixelRefusal } from '@seuiot/contract';
import { ApiError } from './api';

/** The translated text of a failure; never the code itself. */
export function errorText(t: TFunction, err: unknown): string {
  const code = err instanceof ApiError ? err.code : 'network';
  // A picture past the pixel limit says the limit (decision 0041).
  if (err instanceof ApiError && code === 'B0007' && isImagePixelRefusal(err.data))
    return t('errors.imagePixels', { ...err.data });
  return t(`errors.${code}`, { defaultValue: t('errors.generic') });
}

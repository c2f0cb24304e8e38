import type { TFunction } from 'i18next';
import { ApiError } from './api';

/** The translated text of a failure; never the code itself. */
export function errorText(t: TFunction, err: unknown): string {
  const code = err instanceof ApiError ? err.code : 'network';
  return t(`errors.${code}`, { defaultValue: t('errors.generic') });
}

import type { TFunction } from 'i18next';
import {
  LIMITS,
  isApkRefusal,
  isErrorCode,
  isImagePixelRefusal,
  isTransientFailure,
  isUploadField,
} from '@seuiot/contract';
import { isApiError } from './api-error';
import { showErrorToast } from './feedback';
import { i18n } from './i18n';

/**
 * Field names that B0001/B0004 list in data, in words: an upload's field from the shared
 * catalogue (the console names them the same way), any other from the validation namespace.
 */
function fieldLabel(t: TFunction, name: string): string {
  if (isUploadField(name)) return t(`errors:uploadField.${name}`);
  return t(`validation:fields.${name}`, { defaultValue: name });
}

function appendix(t: TFunction, data: unknown): string {
  if (data === null || data === undefined) return '';
  if (Array.isArray(data)) {
    const parts = data
      .filter((item) => item !== null && item !== undefined && String(item) !== '')
      .map((item) => (typeof item === 'string' ? fieldLabel(t, item) : String(item)));
    return parts.length ? parts.join(', ') : '';
  }
  if (typeof data === 'string' || typeof data === 'number') return String(data);
  return '';
}

/**
 * The text of the error toast for a failed call (spec 8), or null when nothing is shown:
 * A0001/A0004 and rescode 300 are silent; B codes show their text plus the data; A codes their
 * text; any other message is shown as it is; no envelope means "network request failed".
 */
export function errorText(error: unknown, t: TFunction = i18n.t): string | null {
  if (!isApiError(error)) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    return t('errors:network');
  }
  switch (error.kind) {
    case 'session':
    case 'silent':
      return null;
    case 'network':
      return t('errors:network');
    case 'business':
      break;
  }
  const code = error.code.trim();
  // A picture past the pixel limit says the limit (decision 0041).
  if (code === 'B0007' && isImagePixelRefusal(error.data))
    return t('errors:imagePixels', { ...error.data });
  if (code.startsWith('B')) {
    const text = isErrorCode(code) ? t(`errors:${code}`) : t('errors:generic');
    // Why a file is no APK, in words (decision 0047); field names through their labels.
    const extra =
      code === 'B0013' && isApkRefusal(error.data)
        ? t(`errors:apk.${error.data}`)
        : appendix(t, error.data);
    return extra ? `${text}: ${extra}` : text;
  }
  if (code.startsWith('A')) {
    return isErrorCode(code) ? t(`errors:${code}`) : t('errors:generic');
  }
  return code || t('errors:generic');
}

/**
 * Whether trying the call again as it is may succeed (a Retry button is offered only then): no
 * answer, a 5xx, B0014 or A0079; never a refusal of what was sent, nor a lost session.
 */
export function isTransientError(error: unknown): boolean {
  if (!isApiError(error)) return !(error instanceof DOMException && error.name === 'AbortError');
  if (error.kind === 'network') return true;
  return error.kind === 'business' && isTransientFailure(error.code, error.status);
}

/** The one handler that turns a failed call into a toast (1 s). */
export function notifyError(error: unknown): void {
  const text = errorText(error);
  if (!text) return;
  showErrorToast({ content: text, duration: LIMITS.toastSeconds });
}

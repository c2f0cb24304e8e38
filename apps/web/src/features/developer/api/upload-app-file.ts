import {
  APP_ROUTES,
  CSRF_HEADER,
  CSRF_VALUE,
  type Lang,
  type UploadPurpose,
} from '@seuiot/contract';
import { buildUrl, settleEnvelope } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { Upload } from '../app-types';

export interface UploadOptions {
  purpose: UploadPurpose;
  file: Blob & { name?: string };
  /** A package checked against this app at once (package name, versionCode, signer). */
  appId?: number;
  lang: Lang;
  /** Percent sent, 0-100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /front/upload/getBusId (multipart): the upload's business id and what the server read from
 * the file. XMLHttpRequest rather than the api client's fetch: only it reports the bytes sent,
 * which the progress bar of a 150 MB package needs. The text fields go before the file, as the
 * contract asks (the server knows the limit before the bytes arrive). The answer goes through the
 * same envelope rules as every other call.
 */
export function uploadAppFile({
  purpose,
  file,
  appId,
  lang,
  onProgress,
  signal,
}: UploadOptions): Promise<Upload> {
  const body = new FormData();
  body.append('purpose', purpose);
  if (appId !== undefined) body.append('appId', String(appId));
  body.append('file', file, file.name ?? 'file');
  return new Promise<Upload>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(APP_ROUTES.upload, { lang }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, CSRF_VALUE);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = null;
      }
      try {
        resolve(settleEnvelope<Upload>(parsed, xhr.status));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError('network', '', null, null, null));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}

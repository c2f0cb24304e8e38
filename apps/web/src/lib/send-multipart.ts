import { CSRF_HEADER, CSRF_VALUE } from '@seuiot/contract';
import { buildUrl, settleEnvelope } from './api-client';
import { ApiError } from './api-error';

export interface MultipartOptions {
  /** The query string (the request language, say). */
  params?: object;
  /** Percent of the body sent, 0-100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST a multipart body and report the bytes sent: XMLHttpRequest rather than the api client's
 * fetch, because only it reports upload progress (the progress bars of uploads). The answer goes
 * through the same envelope rules as every other call; an abort rejects with an AbortError.
 */
export function sendMultipart<T>(
  path: string,
  body: FormData,
  { params, onProgress, signal }: MultipartOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, params));
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
        resolve(settleEnvelope<T>(parsed, xhr.status));
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

import { CSRF_HEADER, CSRF_VALUE, type Lang } from '@seuiot/contract';
import { buildUrl, settleEnvelope } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/**
 * POST a multipart body to `path` and report the bytes sent: XMLHttpRequest, not the api client's
 * fetch, because only it reports upload progress (the antd Progress of the attachments). The
 * answer goes through the same envelope rules as every other call.
 */
export function sendWithFiles<T>(
  path: string,
  body: FormData,
  lang: Lang,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, { lang }));
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
    xhr.send(body);
  });
}

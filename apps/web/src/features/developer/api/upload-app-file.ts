import { APP_PATHS, type Lang, type UploadPurpose } from '@seuiot/contract';
import { sendMultipart } from '../../../lib/send-multipart';
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
 * the file, with the bytes sent reported (the progress bar of a 150 MB package). The text fields
 * go before the file, as the contract asks (the server knows the limit before the bytes arrive).
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
  return sendMultipart<Upload>(APP_PATHS.upload.path, body, {
    params: { lang },
    onProgress,
    signal,
  });
}

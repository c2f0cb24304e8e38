import { ERROR_HTTP_STATUS, isErrorCode } from './errors.js';

/**
 * What an upload's refusal names in its data, so that the web and the console can say it in
 * words (decision 0047): the web and the console locales have a text for each value here, and
 * their tests enumerate these lists.
 */

/**
 * Why a file is not an install package the portal accepts: the data of B0013 (decision 0015).
 * The server's APK reader can refuse for these reasons only (its `ApkErrorReason` is this type).
 */
export const APK_REFUSALS = [
  'not-zip',
  'no-manifest',
  'bad-manifest',
  'too-large',
  'unsigned',
] as const;
export type ApkRefusal = (typeof APK_REFUSALS)[number];

/**
 * The fields of the upload calls that a refusal names in its data (B0004, B0006, B0007, A0058):
 * the file parts of the avatar and app uploads (`file`), the certification photos and licence,
 * the console's banner image, and the app upload's text fields. A work-order attachment's
 * refusal names the file itself instead. The server's upload readers take only these names.
 */
export const UPLOAD_FIELDS = [
  'file',
  'files',
  'image',
  'portrait',
  'emblem',
  'license',
  'purpose',
  'appId',
] as const;
export type UploadFieldName = (typeof UPLOAD_FIELDS)[number];

export function isApkRefusal(value: unknown): value is ApkRefusal {
  return (APK_REFUSALS as readonly unknown[]).includes(value);
}

export function isUploadField(value: unknown): value is UploadFieldName {
  return (UPLOAD_FIELDS as readonly unknown[]).includes(value);
}

/**
 * Whether a failed call may succeed when tried again as it is: no answer at all (`network`), a
 * fault of ours or of a part we depend on (a code answered with 5xx: A0059, A0064, B0014 ...),
 * or a rate limit (A0079, "try again later"). A refusal of what was sent (a type, a size, a
 * quota, a package) fails again the same way, so it is not offered a retry.
 */
export function isTransientFailure(code: string, httpStatus: number | null = null): boolean {
  if (code === 'network' || code === '') return true;
  if (httpStatus !== null && httpStatus >= 500) return true;
  if (!isErrorCode(code)) return false;
  return code === 'A0079' || ERROR_HTTP_STATUS[code] >= 500;
}

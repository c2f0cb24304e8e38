import type { ApkRefusal } from '@seuiot/contract';

/**
 * What the server reads from an uploaded Android package (issue 13). The reader itself lives in
 * `inspect.ts` beside this file: `inspectApk(filePath)` resolves to an `ApkInfo` or rejects with
 * an `ApkError`. The apps module checks package name, versionCode and signer against the app's
 * earlier versions; this file is the seam both sides agree on.
 */
export interface ApkInfo {
  /** manifest `package`, for example `com.seuiot.demo`. */
  packageName: string;
  /** manifest `android:versionCode`: a positive integer. */
  versionCode: number;
  /** manifest `android:versionName`, or null when the manifest has none. */
  versionName: string | null;
  /** `uses-sdk android:minSdkVersion`, or null when absent. */
  minSdk: number | null;
  /** the application label, resolved from resources when it is a reference; null when absent. */
  label: string | null;
  /** the launcher icon as PNG bytes when the package holds a PNG one; null otherwise. */
  iconPng: Buffer | null;
  /** SHA-256 of each signing certificate (lowercase hex, no separators), v2/v3 block or v1 JAR. */
  signerSha256: string[];
}

/**
 * Why a file is not an APK the portal accepts (B0013's data; the contract's APK_REFUSALS, which
 * the web and the console say in words): not-zip (no zip archive at all, or a truncated one),
 * no-manifest (a zip without a binary AndroidManifest.xml), bad-manifest (the manifest cannot be
 * parsed, or lacks package / versionCode), too-large (an entry inflates past the safety limit, or
 * too many entries), unsigned (no v1, v2 or v3 signature, or the one checked does not verify).
 */
export type ApkErrorReason = ApkRefusal;

export class ApkError extends Error {
  constructor(
    readonly reason: ApkErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'ApkError';
  }
}

/** Rejects with an `ApkError` (the reader's files all refuse this way). */
export function fail(reason: ApkErrorReason, message: string): never {
  throw new ApkError(reason, message);
}

/** The message of whatever was thrown, for the text of an `ApkError`. */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

import fs from 'node:fs';
import path from 'node:path';

/**
 * The demo developer's install packages: real signed APKs made once by cli/demo-apks.ts and
 * committed under `apps/server/assets/demo-apks/` (the same place from src/ and dist/).
 */
export const DEMO_APK_DIR = path.resolve(import.meta.dirname, '../../../assets/demo-apks');

/** The demo packages' `uses-sdk android:minSdkVersion`. */
export const DEMO_APK_MIN_SDK = 26;

/** The file name of a demo version's package. */
export const demoApkFile = (packageName: string, versionCode: number) =>
  `${packageName}-${versionCode}.apk`;

/** The bytes of a demo version's package (throws when the committed file is missing). */
export function demoApk(packageName: string, versionCode: number): Buffer {
  return fs.readFileSync(path.join(DEMO_APK_DIR, demoApkFile(packageName, versionCode)));
}

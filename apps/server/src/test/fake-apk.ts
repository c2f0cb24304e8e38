import fs from 'node:fs';
import { ApkError, type ApkInfo } from '../lib/apk/apk-info.js';

/**
 * A stand-in of install packages for the tests that are about the apps' rules, not about reading
 * APKs (those use real packages: lib/apk and apps/apk-checks.test.ts): the zip magic, a marker and
 * the facts as JSON. `readFakeApk` reads them back as the real reader would answer.
 */
const MARK = Buffer.from('FAKEAPK\n');

export function fakeApk(
  info: Partial<ApkInfo> & { packageName: string; versionCode: number },
): Buffer {
  const facts: Omit<ApkInfo, 'iconPng'> = {
    versionName: null,
    minSdk: 26,
    label: null,
    signerSha256: ['a'.repeat(64)],
    ...info,
  };
  return Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    MARK,
    Buffer.from(JSON.stringify(facts)),
  ]);
}

export async function readFakeApk(filePath: string): Promise<ApkInfo> {
  const bytes = await fs.promises.readFile(filePath);
  if (!bytes.subarray(4, 4 + MARK.length).equals(MARK))
    throw new ApkError('no-manifest', 'not a fake APK of the tests');
  try {
    return {
      iconPng: null,
      ...(JSON.parse(bytes.subarray(4 + MARK.length).toString()) as object),
    } as ApkInfo;
  } catch {
    throw new ApkError('bad-manifest', 'broken facts');
  }
}

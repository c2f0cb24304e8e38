import { AppError } from '../../http/app-error.js';
import type { ApkInfo } from '../../lib/apk/apk-info.js';
import type { AppRow, UploadRow, VersionRow } from './apps.repo.js';
import { signerKey } from './rules.js';

/** The checks of an install package against its app (VersionsService, the upload pipeline). */

/** What a package says of itself, as an upload row keeps it. */
export interface PackageFacts {
  packageName: string;
  versionCode: number;
  signer: string;
}

export function factsOf(u: UploadRow): PackageFacts {
  return {
    packageName: u.package_name ?? '',
    versionCode: u.version_code ?? 0,
    signer: u.signer_sha256 ?? '',
  };
}

/** What an APK read on upload says, as a package's facts. */
export function apkFacts(apk: ApkInfo): PackageFacts {
  return {
    packageName: apk.packageName,
    versionCode: apk.versionCode,
    signer: signerKey(apk.signerSha256),
  };
}

/** Before the first approval: the package name only, once the app has one (B0010). */
export function checkPackageName(app: AppRow, p: PackageFacts): void {
  if (app.package_name && p.packageName !== app.package_name)
    throw new AppError('B0010', app.package_name);
}

/**
 * A package for a later version of an approved app: its package name must be the app's
 * (B0010), its versionCode greater than every other version's and than every code ever
 * published (B0011, data the highest), its signer the app's first approved version's (B0012).
 */
export function checkLaterPackage(
  app: AppRow,
  others: Pick<VersionRow, 'version_code'>[],
  p: PackageFacts,
): void {
  checkPackageName(app, p);
  const floor = Math.max(app.published_code_max, ...others.map((v) => v.version_code ?? 0));
  if (p.versionCode <= floor) throw new AppError('B0011', String(floor));
  if (app.signer_sha256 && p.signer !== app.signer_sha256) throw new AppError('B0012');
}

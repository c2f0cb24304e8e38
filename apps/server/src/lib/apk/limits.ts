/** The APK reader's safety limits (inspect.ts and the files beside it); tests pass smaller ones. */
export interface ApkLimits {
  /** more entries than this in the central directory: 'too-large' */
  maxEntries: number;
  /** inflated bytes of AndroidManifest.xml */
  maxManifestBytes: number;
  /** inflated bytes of resources.arsc (big apps with many locales reach several MB) */
  maxResourcesBytes: number;
  /** inflated bytes of one v1 signature block file (META-INF/*.RSA|*.EC|*.DSA) */
  maxSignatureBytes: number;
  /** inflated bytes of the launcher icon */
  maxIconBytes: number;
  /** inflated bytes of META-INF/MANIFEST.MF or a .SF file (one line pair per entry) */
  maxJarManifestBytes: number;
  /** inflated bytes of all entries together, read to check a v1-only signature's digests */
  maxV1InflateBytes: number;
}

export const APK_LIMITS: Readonly<ApkLimits> = Object.freeze({
  maxEntries: 65_535,
  maxManifestBytes: 2 * 1024 * 1024,
  maxResourcesBytes: 32 * 1024 * 1024,
  maxSignatureBytes: 1024 * 1024,
  maxIconBytes: 2 * 1024 * 1024,
  maxJarManifestBytes: 16 * 1024 * 1024,
  maxV1InflateBytes: 1024 * 1024 * 1024,
});

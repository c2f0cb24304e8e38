/**
 * The v1 (JAR) signature of a package (inspect.ts reads it when the package has no v2 or v3
 * signing block): the signature blocks, the .SF files, MANIFEST.MF and the digest of every entry.
 */
import { createHash, verify, X509Certificate } from 'node:crypto';
import type { Entry, ZipFile } from 'yauzl';
import { ApkError, errorMessage, fail } from './apk-info.js';
import { pkcs7Signers } from './der.js';
import { needsJarDigest, parseJarManifest, strongestDigest, type JarHash } from './jar-manifest.js';
import type { ApkLimits } from './limits.js';
import { openZip, readEntry, streamEntry } from './zip-entries.js';

/** The package as the check reads it: its file, its open zip and the entries the reader keeps. */
export interface JarSource {
  filePath: string;
  zip: ZipFile;
  entries: Map<string, Entry>;
  limits: ApkLimits;
}

/**
 * Checks a v1 (JAR) signature as apksig does and answers the signers' certificates: each
 * signature block verifies over its .SF file with its certificate's key; each .SF holds the
 * digest of MANIFEST.MF; MANIFEST.MF holds the digest of every entry that needs one (all but
 * the signature files), checked by inflating every entry, at most `maxV1InflateBytes` in all.
 */
export async function verifyJarSignature(
  src: JarSource,
  blocks: [string, Entry][],
): Promise<Buffer[]> {
  const unsigned: (why: string) => never = (why) => fail('unsigned', `the v1 signature ${why}`);
  const mfEntry = src.entries.get('META-INF/MANIFEST.MF') ?? unsigned('has no MANIFEST.MF');
  const mf = await readEntry(src.zip, mfEntry, src.limits.maxJarManifestBytes);
  const certs: Buffer[] = [];
  for (const [name, entry] of blocks) {
    const sfName = name.replace(/\.[^.]+$/, '.SF');
    const sfEntry = src.entries.get(sfName) ?? unsigned(`has no ${sfName}`);
    const sf = await readEntry(src.zip, sfEntry, src.limits.maxJarManifestBytes);
    const block = await readEntry(src.zip, entry, src.limits.maxSignatureBytes);
    let signers;
    try {
      signers = pkcs7Signers(block);
    } catch (e) {
      unsigned(`block ${name} is unreadable (${errorMessage(e)})`);
    }
    for (const s of signers) {
      if (!s.hash) unsigned(`block ${name} uses an unknown digest`);
      let signed = sf;
      if (s.signedAttributes) {
        if (!createHash(s.hash).update(sf).digest().equals(s.messageDigest!))
          unsigned(`block ${name} signs another ${sfName}`);
        signed = s.signedAttributes;
      }
      let ok = false;
      try {
        ok = verify(s.hash, signed, new X509Certificate(s.certificate).publicKey, s.signature);
      } catch {
        ok = false;
      }
      if (!ok) unsigned(`block ${name} does not verify`);
      certs.push(s.certificate);
    }
    const main = parseJarManifest(sf)[0];
    const manifestDigest = main && strongestDigest(main, '-digest-manifest');
    if (!manifestDigest) unsigned(`${sfName} has no digest of MANIFEST.MF`);
    if (!createHash(manifestDigest.hash).update(mf).digest().equals(manifestDigest.digest))
      unsigned(`${sfName} does not match MANIFEST.MF`);
  }
  await verifyJarEntries(src, mf);
  return certs;
}

/** Every entry that needs a digest is listed in MANIFEST.MF with the digest of its bytes. */
async function verifyJarEntries(src: JarSource, mf: Buffer): Promise<void> {
  const digests = new Map<string, { hash: JarHash; digest: Buffer }>();
  for (const section of parseJarManifest(mf)) {
    const name = section.attributes.get('name');
    const digest = name === undefined ? null : strongestDigest(section, '-digest');
    if (name !== undefined && digest) digests.set(name, digest);
  }
  const zip = await openZip(src.filePath);
  let inflated = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (!needsJarDigest(entry.fileName)) continue;
      const expected =
        digests.get(entry.fileName) ??
        fail('unsigned', `the v1 signature does not cover ${entry.fileName}`);
      inflated += entry.uncompressedSize;
      if (inflated > src.limits.maxV1InflateBytes)
        fail('too-large', `the entries inflate past ${src.limits.maxV1InflateBytes} bytes`);
      const hash = createHash(expected.hash);
      await streamEntry(zip, entry, (chunk) => hash.update(chunk));
      if (!hash.digest().equals(expected.digest))
        fail('unsigned', `${entry.fileName} changed after signing (v1 digest)`);
    }
  } catch (e) {
    if (e instanceof ApkError) throw e;
    fail('not-zip', `broken zip directory (${errorMessage(e)})`);
  } finally {
    zip.close();
  }
}

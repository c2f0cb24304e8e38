/**
 * The text files of a v1 (JAR) signature: `META-INF/MANIFEST.MF` (a digest of each entry) and
 * `META-INF/<signer>.SF` (a digest of the manifest). Both are sections of `Name: value` lines,
 * separated by blank lines, long lines wrapped at 72 bytes with continuation lines that start with
 * a space (which may split a UTF-8 character, so lines are joined as bytes before decoding).
 * See https://docs.oracle.com/javase/8/docs/technotes/guides/jar/jar.html#Signed_JAR_File.
 */

export interface JarSection {
  /** attribute names lowercased */
  attributes: Map<string, string>;
}

export function parseJarManifest(bytes: Buffer): JarSection[] {
  const lines = bytes.toString('latin1').split(/\r\n|\r|\n/);
  const sections: JarSection[] = [];
  let current: [string, string][] = [];
  const close = () => {
    if (current.length === 0) return;
    sections.push({
      attributes: new Map(
        current.map(([k, v]) => [
          Buffer.from(k, 'latin1').toString('utf8').toLowerCase(),
          Buffer.from(v, 'latin1').toString('utf8'),
        ]),
      ),
    });
    current = [];
  };
  for (const line of lines) {
    if (line === '') {
      close();
      continue;
    }
    const last = current[current.length - 1];
    if (line.startsWith(' ')) {
      if (last) last[1] += line.slice(1);
      continue;
    }
    const colon = line.indexOf(': ');
    if (colon <= 0) continue;
    current.push([line.slice(0, colon), line.slice(colon + 2)]);
  }
  close();
  return sections;
}

export type JarHash = 'sha512' | 'sha384' | 'sha256' | 'sha1';

/** Digest attribute prefixes, strongest first. */
const DIGESTS: [string, JarHash][] = [
  ['sha-512', 'sha512'],
  ['sha-384', 'sha384'],
  ['sha-256', 'sha256'],
  ['sha1', 'sha1'],
  ['sha-1', 'sha1'],
];

/**
 * The strongest `<ALG><suffix>` digest of a section (suffix `-digest` for an entry,
 * `-digest-manifest` for the signature file's main section), decoded; null when there is none.
 */
export function strongestDigest(
  section: JarSection,
  suffix: string,
): { hash: JarHash; digest: Buffer } | null {
  for (const [prefix, hash] of DIGESTS) {
    const value = section.attributes.get(`${prefix}${suffix}`);
    if (value !== undefined) return { hash, digest: Buffer.from(value.trim(), 'base64') };
  }
  return null;
}

/**
 * Whether the manifest must list a digest of this entry (apksig
 * `isJarEntryDigestNeededInManifest`): every file but the signature files at the top of META-INF.
 */
export function needsJarDigest(name: string): boolean {
  if (name.endsWith('/')) return false;
  if (!name.startsWith('META-INF/')) return true;
  const rest = name.slice('META-INF/'.length);
  if (rest.includes('/')) return true;
  const lower = rest.toLowerCase();
  return !(
    lower === 'manifest.mf' ||
    lower.endsWith('.sf') ||
    lower.endsWith('.rsa') ||
    lower.endsWith('.dsa') ||
    lower.endsWith('.ec') ||
    lower.startsWith('sig-')
  );
}

/**
 * `inspectApk(filePath)`: reads what the portal needs from an uploaded Android package (see
 * `apk-info.ts`), or rejects with an `ApkError` saying why the file is not an acceptable APK.
 *
 * How (decision recorded in docs/decisions/0017-apk-reader.md):
 * - the zip is read with `yauzl` (maintained, streaming inflate, validates entry sizes and names,
 *   zip64), from the file on disk: only the central directory and the few entries read below are
 *   ever in memory, never the whole package (up to 150 MB);
 * - the binary manifest and the resource table are decoded by the small readers beside this file
 *   (axml.ts, arsc.ts) rather than by `@devicefarmer/adbkit-apkreader`, which inflates entries
 *   without a size cap, reads neither resources.arsc (so no `@string/...` label, no icon path) nor
 *   signatures, and brings bluebird and an older yauzl along;
 * - the signer comes from the APK Signing Block (v3, else v2: plain DER certificates), else from
 *   the v1 JAR signature's PKCS#7 block; the scheme it comes from must verify (signature, key,
 *   content or entry digests), so a certificate pasted into another package does not pass.
 *
 * Safety: a file must start like a zip; at most `maxEntries` entries; an entry is inflated only
 * when it is one of the few read here, and never past its cap (actual inflated bytes are counted;
 * yauzl also refuses an entry that inflates past its declared size); the signing block is capped;
 * checking a v1-only package's digests inflates every entry, at most `maxV1InflateBytes` in all.
 *
 * Beside this file: the limits (limits.ts), reading zip entries (zip-entries.ts) and the v1 JAR
 * signature check (jar-signature.ts).
 */
import { createHash, X509Certificate } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import type { Entry, ZipFile } from 'yauzl';
import { errorMessage, fail, type ApkInfo } from './apk-info.js';
import { DENSITY_ANY, DENSITY_DEFAULT, DENSITY_NONE, ResourceTable } from './arsc.js';
import { androidAttr, parseAxml, plainAttr, type XmlAttribute } from './axml.js';
import { verifyJarSignature } from './jar-signature.js';
import { APK_LIMITS, type ApkLimits } from './limits.js';
import {
  TYPE_FIRST_INT,
  TYPE_LAST_INT,
  TYPE_REFERENCE,
  TYPE_STRING,
  type ResValue,
} from './res-chunks.js';
import {
  parseSchemeSigners,
  readSigningBlock,
  readZipLayout,
  V2_BLOCK_ID,
  V3_BLOCK_ID,
  verifySchemeSigners,
  type SigningBlock,
} from './signing-block.js';
import { listEntries, openZip, readEntry } from './zip-entries.js';

export { APK_LIMITS, type ApkLimits } from './limits.js';

// android: attribute resource ids (frameworks/base/core/res/res/values/public.xml)
const ATTR_LABEL = 0x01010001;
const ATTR_ICON = 0x01010002;
const ATTR_MIN_SDK = 0x0101020c;
const ATTR_VERSION_CODE = 0x0101021b;
const ATTR_VERSION_NAME = 0x0101021c;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
const V1_SIGNATURE_FILE = /^META-INF\/[^/]+\.(RSA|DSA|EC)$/i;
/** how many references are followed from a manifest value before giving up (alias chains) */
const MAX_REFERENCE_DEPTH = 8;

/** Reads the package at `filePath`; rejects with `ApkError` when it is not an acceptable APK. */
export async function inspectApk(
  filePath: string,
  limits: ApkLimits = APK_LIMITS,
): Promise<ApkInfo> {
  const fh = await open(filePath, 'r');
  let zip: ZipFile | null = null;
  try {
    const { size } = await fh.stat();
    const head = Buffer.alloc(4);
    await fh.read(head, 0, 4, 0);
    if (size < 22 || !head.equals(ZIP_MAGIC)) fail('not-zip', 'the file is not a zip archive');
    const layout = await readZipLayout(fh, size).catch((e: unknown) =>
      fail('not-zip', `no readable zip directory (${errorMessage(e)})`),
    );
    zip = await openZip(filePath);
    if (zip.entryCount > limits.maxEntries)
      fail('too-large', `${zip.entryCount} entries (at most ${limits.maxEntries})`);
    const entries = await listEntries(zip, limits.maxEntries);
    const apk = new ApkReader(filePath, zip, entries, limits);
    return await apk.read(fh, layout);
  } finally {
    zip?.close();
    await fh.close();
  }
}

class ApkReader {
  private resources: ResourceTable | null | undefined;

  constructor(
    private readonly filePath: string,
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
    private readonly limits: ApkLimits,
  ) {}

  async read(fh: FileHandle, layout: Awaited<ReturnType<typeof readZipLayout>>): Promise<ApkInfo> {
    const manifestEntry = this.entries.get('AndroidManifest.xml');
    if (!manifestEntry) fail('no-manifest', 'the archive has no AndroidManifest.xml');
    const manifestBytes = await readEntry(this.zip, manifestEntry, this.limits.maxManifestBytes);
    let doc;
    try {
      doc = parseAxml(manifestBytes);
    } catch (e) {
      fail('bad-manifest', `AndroidManifest.xml is not binary XML (${errorMessage(e)})`);
    }
    const root = doc.elements[0];
    if (!root || root.depth !== 1 || root.name !== 'manifest')
      fail('bad-manifest', 'the manifest has no <manifest> root');

    const pkgAttr = plainAttr(root, 'package');
    const packageName = pkgAttr ? (pkgAttr.raw ?? this.inlineString(pkgAttr, doc.strings)) : null;
    if (!packageName || packageName.length > 255 || !PACKAGE_NAME.test(packageName))
      fail('bad-manifest', `bad or missing package name ${JSON.stringify(packageName)}`);

    const versionCode = await this.intValue(
      androidAttr(root, ATTR_VERSION_CODE, 'versionCode'),
      doc.strings,
    );
    if (versionCode === null || versionCode < 1)
      fail('bad-manifest', 'the manifest has no positive versionCode');
    const versionName = await this.stringValue(
      androidAttr(root, ATTR_VERSION_NAME, 'versionName'),
      doc.strings,
    );

    const children = doc.elements.filter((e) => e.depth === 2);
    const usesSdk = children.find((e) => e.name === 'uses-sdk');
    const minSdk = usesSdk
      ? await this.intValue(androidAttr(usesSdk, ATTR_MIN_SDK, 'minSdkVersion'), doc.strings)
      : null;
    const application = children.find((e) => e.name === 'application');
    const labelAttr = application && androidAttr(application, ATTR_LABEL, 'label');
    const iconAttr = application && androidAttr(application, ATTR_ICON, 'icon');
    const label = (await this.stringValue(labelAttr, doc.strings)) || null;
    const iconPng = iconAttr ? await this.icon(iconAttr) : null;

    const signerSha256 = await this.signers(fh, layout);
    return { packageName, versionCode, versionName, minSdk, label, iconPng, signerSha256 };
  }

  private inlineString(attr: XmlAttribute, strings: { get(i: number): string | null }) {
    return attr.value.dataType === TYPE_STRING ? strings.get(attr.value.data) : null;
  }

  /** resources.arsc, parsed once; null when absent or unreadable (a bomb still rejects). */
  private async table(): Promise<ResourceTable | null> {
    if (this.resources !== undefined) return this.resources;
    const entry = this.entries.get('resources.arsc');
    this.resources = null;
    if (entry) {
      const bytes = await readEntry(this.zip, entry, this.limits.maxResourcesBytes);
      try {
        this.resources = ResourceTable.parse(bytes);
      } catch {
        this.resources = null;
      }
    }
    return this.resources;
  }

  /** Follows a reference to the value of the default configuration (else the first one). */
  private async deref(value: ResValue): Promise<{ value: ResValue; table: ResourceTable } | null> {
    const table = await this.table();
    if (!table) return null;
    let v = value;
    for (let i = 0; i < MAX_REFERENCE_DEPTH; i++) {
      if (v.dataType !== TYPE_REFERENCE) return { value: v, table };
      const values = table.lookup(v.data);
      const pick =
        values.find((c) => c.config.language === '' && c.config.density === DENSITY_DEFAULT) ??
        values.find((c) => c.config.language === '') ??
        values[0];
      if (!pick) return null;
      v = pick.value;
    }
    return null;
  }

  private async intValue(
    attr: XmlAttribute | undefined,
    strings: { get(i: number): string | null },
  ): Promise<number | null> {
    if (!attr) return null;
    let value = attr.value;
    let text: string | null = attr.raw;
    if (value.dataType === TYPE_REFERENCE) {
      const resolved = await this.deref(value);
      if (!resolved) return null;
      value = resolved.value;
      text = value.dataType === TYPE_STRING ? resolved.table.strings.get(value.data) : null;
    } else if (value.dataType === TYPE_STRING) {
      text = strings.get(value.data);
    }
    if (value.dataType >= TYPE_FIRST_INT && value.dataType <= TYPE_LAST_INT) return value.data | 0;
    if (text !== null && /^\s*\d{1,10}\s*$/.test(text)) {
      const n = Number(text);
      return n <= 0x7fffffff ? n : null;
    }
    return null;
  }

  private async stringValue(
    attr: XmlAttribute | undefined,
    strings: { get(i: number): string | null },
  ): Promise<string | null> {
    if (!attr) return null;
    const value = attr.value;
    if (value.dataType === TYPE_REFERENCE) {
      const resolved = await this.deref(value);
      if (!resolved) return null;
      const v = resolved.value;
      if (v.dataType === TYPE_STRING) return resolved.table.strings.get(v.data);
      if (v.dataType >= TYPE_FIRST_INT && v.dataType <= TYPE_LAST_INT) return String(v.data | 0);
      return null;
    }
    if (value.dataType === TYPE_STRING) return attr.raw ?? strings.get(value.data);
    if (value.dataType >= TYPE_FIRST_INT && value.dataType <= TYPE_LAST_INT)
      return attr.raw ?? String(value.data | 0);
    return attr.raw;
  }

  /** The launcher icon: the densest PNG the icon resource points at, when there is one. */
  private async icon(attr: XmlAttribute): Promise<Buffer | null> {
    const candidates: { path: string; rank: number }[] = [];
    if (attr.value.dataType === TYPE_STRING && attr.raw)
      candidates.push({ path: attr.raw, rank: 0 });
    if (attr.value.dataType === TYPE_REFERENCE) {
      const table = await this.table();
      if (!table) return null;
      const visit = (id: number, rank: number, depth: number) => {
        if (depth > MAX_REFERENCE_DEPTH) return;
        for (const { config, value } of table.lookup(id)) {
          const r = depth === 0 ? densityRank(config.density) : rank;
          if (value.dataType === TYPE_REFERENCE) visit(value.data, r, depth + 1);
          else if (value.dataType === TYPE_STRING) {
            const path = table.strings.get(value.data);
            if (path) candidates.push({ path, rank: r });
          }
        }
      };
      visit(attr.value.data, 0, 0);
    }
    candidates.sort((a, b) => b.rank - a.rank);
    for (const { path } of candidates) {
      const entry = /\.png$/i.test(path) ? this.entries.get(path) : undefined;
      if (!entry) continue;
      const bytes = await readEntry(this.zip, entry, this.limits.maxIconBytes);
      if (bytes.length > PNG_MAGIC.length && bytes.subarray(0, 8).equals(PNG_MAGIC)) return bytes;
    }
    return null;
  }

  /** SHA-256 of each signer's certificate: v3 block, else v2 block, else v1 JAR signature. */
  private async signers(
    fh: FileHandle,
    layout: Awaited<ReturnType<typeof readZipLayout>>,
  ): Promise<string[]> {
    let block: SigningBlock | null;
    try {
      block = await readSigningBlock(fh, layout);
    } catch (e) {
      fail('unsigned', `the APK Signing Block is malformed (${errorMessage(e)})`);
    }
    // As the platform does: the newest scheme present is the one checked, and it must verify
    for (const [id, scheme] of [
      [V3_BLOCK_ID, 3],
      [V2_BLOCK_ID, 2],
    ] as const) {
      const value = block?.pairs.get(id);
      if (!block || !value) continue;
      try {
        const signers = parseSchemeSigners(value, scheme);
        await verifySchemeSigners(fh, layout, block, signers);
        return fingerprints(signers.map((s) => s.certificates[0]!));
      } catch (e) {
        fail('unsigned', `the v${scheme} signature does not verify (${errorMessage(e)})`);
      }
    }
    const blocks = [...this.entries].filter(([name]) => V1_SIGNATURE_FILE.test(name));
    if (blocks.length === 0)
      fail('unsigned', 'the package has no v1, v2 or v3 signature with a readable certificate');
    return fingerprints(
      await verifyJarSignature(
        { filePath: this.filePath, zip: this.zip, entries: this.entries, limits: this.limits },
        blocks,
      ),
    );
  }
}

function densityRank(density: number): number {
  if (density === DENSITY_DEFAULT) return 160;
  if (density === DENSITY_NONE) return 1;
  if (density === DENSITY_ANY) return 0;
  return density;
}

/** Lowercase hex SHA-256 of each certificate, once each, after checking it parses as X.509. */
function fingerprints(certs: Buffer[]): string[] {
  const out: string[] = [];
  for (const der of certs) {
    new X509Certificate(der); // throws on anything that is not a certificate
    const hex = createHash('sha256').update(der).digest('hex');
    if (!out.includes(hex)) out.push(hex);
  }
  if (out.length === 0) throw new Error('no certificate');
  return out;
}

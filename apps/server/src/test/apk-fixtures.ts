/**
 * Real Android packages for tests, built on the spot with Debian's Android tools (issue 13: "test
 * fixtures are real APKs made in the tests, not bytes copied from the internet"). The builder
 * lives in cli/apk-build/ (the bench and the demo data's packages use it too); this file
 * re-exports it and adds the bad inputs.
 *
 *   aapt      (package `aapt`)                  compiles the manifest and resources into an APK
 *   framework-res.apk (`android-framework-res`) the `android:` attribute ids aapt compiles against
 *   zipalign  (package `zipalign`)              aligns before signing, as Android Studio does
 *   apksigner (package `apksigner`)             signs with v1 (JAR), v2 and v3 schemes
 *   keytool   (the JDK)                         makes the two test signing keys
 *
 * `.ci/run` installs them. Locally: `apt-get install aapt zipalign apksigner android-framework-res`.
 *
 * Everything is cached under `<os tmpdir>/seuiot-apk-fixtures/`: the two keystores are made once
 * (per machine, until the tmpdir is cleared) and each package is built once per distinct options,
 * so the first `makeApk` of a given shape costs about a second (apksigner is a JVM) and every later
 * one, in this process or another test worker or a later run, costs a stat. Files are published
 * with a no-clobber hard link, so concurrent test workers never see half-written files and always
 * agree on the keys.
 *
 * Exports:
 * - `makeApk(opts)`: path of a real APK (signed unless `signer: 'none'`). Treat it as read-only:
 *   it is shared; copy it first when a test needs to move or change it.
 * - `signerCertSha256(signer)`: the SHA-256 of a test key's certificate (what `inspectApk` reports
 *   in `signerSha256`), read with keytool.
 * - `makeNotApk(kind)`: a file that is not an acceptable APK, for each refusal reason.
 * - `makeZipBomb(opts)`: a zip whose AndroidManifest.xml inflates to 1 GiB.
 * - `writeZip(path, entries)`: a tiny zip writer for hand-made archives.
 * - `apkToolsMissing()`: null when the tools are there, else what is missing (for `skipIf`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { makeApk, solidPng } from '../cli/apk-build/make-apk.js';
import { cacheDir, once, publish, tmpName } from '../cli/apk-build/tools.js';

export { makeApk, solidPng, type ApkOptions } from '../cli/apk-build/make-apk.js';
export { apkToolsMissing, signerCertSha256, type TestSigner } from '../cli/apk-build/tools.js';

// ---------------------------------------------------------------------------------------------
// Bad inputs

export interface ZipEntrySpec {
  name: string;
  /** the entry's bytes as stored in the archive (already deflated when method is 8) */
  stored: Buffer;
  /** 0 stored, 8 deflated */
  method: 0 | 8;
  /** what the headers claim the entry inflates to; the true size when not lying */
  uncompressedSize: number;
  crc32: number;
}

/** An entry holding `data`, deflated or stored, with honest headers. */
export function zipEntry(name: string, data: Buffer, method: 0 | 8 = 8): ZipEntrySpec {
  return {
    name,
    stored: method === 8 ? zlib.deflateRawSync(data) : data,
    method,
    uncompressedSize: data.length,
    crc32: zlib.crc32(data),
  };
}

/** Writes a plain zip (no zip64, no data descriptors) of `entries` to `file`. */
export function writeZip(file: string, entries: ZipEntrySpec[]): string {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(e.method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(e.crc32, 14);
    local.writeUInt32LE(e.stored.length, 18);
    local.writeUInt32LE(e.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(0x0800, 8);
    cd.writeUInt16LE(e.method, 10);
    cd.writeUInt16LE(0x21, 14);
    cd.writeUInt32LE(e.crc32, 16);
    cd.writeUInt32LE(e.stored.length, 20);
    cd.writeUInt32LE(e.uncompressedSize, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    parts.push(local, name, e.stored);
    central.push(cd, name);
    offset += local.length + name.length + e.stored.length;
  }
  const cdSize = central.reduce((n, b) => n + b.length, 0);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cdSize, 12);
  eocd.writeUInt32LE(offset, 16);
  fs.writeFileSync(file, Buffer.concat([...parts, ...central, eocd]));
  return file;
}

function badDir(): string {
  const dir = path.join(cacheDir(), 'bad');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export type NotApkKind =
  /** a 0-byte file → 'not-zip' */
  | 'empty'
  /** 64 KiB of random bytes → 'not-zip' */
  | 'random'
  /** a PNG renamed .apk → 'not-zip' */
  | 'png'
  /** a real signed APK cut to half its length → 'not-zip' */
  | 'truncated'
  /** an ordinary zip (a text file) renamed .apk → 'no-manifest' */
  | 'plain-zip'
  /** a zip whose AndroidManifest.xml is plain text XML, not compiled → 'bad-manifest' */
  | 'text-manifest'
  /** a compiled manifest whose `package` attribute is renamed away → 'bad-manifest' */
  | 'no-package'
  /** a real APK left unsigned → 'unsigned' */
  | 'unsigned'
  /** the same entry name twice → 'not-zip' */
  | 'duplicate-entry';

/**
 * A file that `inspectApk` must refuse, with the `ApkErrorReason` named beside each kind. A fresh
 * file each call (callers may move or delete it).
 */
export async function makeNotApk(kind: NotApkKind): Promise<string> {
  const file = path.join(badDir(), `${kind}-${crypto.randomBytes(6).toString('hex')}.apk`);
  switch (kind) {
    case 'empty':
      fs.writeFileSync(file, Buffer.alloc(0));
      return file;
    case 'random':
      fs.writeFileSync(file, crypto.randomBytes(64 * 1024));
      return file;
    case 'png':
      fs.writeFileSync(file, solidPng(16, [10, 120, 200]));
      return file;
    case 'truncated': {
      const apk = fs.readFileSync(
        await makeApk({
          packageName: 'com.seuiot.truncated',
          versionCode: 1,
          label: 'Cut',
          padBytes: 64 * 1024,
        }),
      );
      fs.writeFileSync(file, apk.subarray(0, Math.floor(apk.length / 2)));
      return file;
    }
    case 'plain-zip':
      return writeZip(file, [zipEntry('readme.txt', Buffer.from('just a zip\n'))]);
    case 'text-manifest':
      return writeZip(file, [
        zipEntry(
          'AndroidManifest.xml',
          Buffer.from('<manifest package="com.example.fake" android:versionCode="1"/>\n'),
        ),
      ]);
    case 'no-package': {
      // a compiled manifest taken from a real APK with its package attribute's name renamed
      const { default: yauzl } = await import('yauzl');
      const zip = await yauzl.openPromise(
        await makeApk({ packageName: 'com.seuiot.nopkg', versionCode: 1 }),
      );
      let manifest: Buffer | null = null;
      for await (const entry of zip.eachEntry()) {
        if (entry.fileName !== 'AndroidManifest.xml') continue;
        const chunks: Buffer[] = [];
        for await (const c of await zip.openReadStreamPromise(entry)) chunks.push(c as Buffer);
        manifest = Buffer.concat(chunks);
      }
      zip.close();
      // the string pool is UTF-16: "package" becomes "pockage", so no attribute is named package
      const utf16 = Buffer.from('package', 'utf16le');
      const at = manifest!.indexOf(utf16);
      if (at < 0) throw new Error('no "package" string in the compiled manifest');
      manifest!.write('o', at + 2, 'utf16le');
      return writeZip(file, [zipEntry('AndroidManifest.xml', manifest!)]);
    }
    case 'unsigned':
      fs.copyFileSync(
        await makeApk({ packageName: 'com.seuiot.unsigned', versionCode: 1, signer: 'none' }),
        file,
      );
      return file;
    case 'duplicate-entry': {
      const e = zipEntry('AndroidManifest.xml', Buffer.from('x'));
      return writeZip(file, [e, e]);
    }
  }
}

/**
 * A zip bomb: AndroidManifest.xml deflated from 1 GiB of zeros (about 1 MB on disk). With
 * `lie: true` the headers claim it inflates to 1 KiB, so only counting the actual inflated bytes
 * stops it; otherwise the headers tell the truth. Cached; read-only.
 */
export function makeZipBomb(opts: { lie?: boolean } = {}): Promise<string> {
  const lie = opts.lie ?? false;
  return once(`bomb:${lie}`, async () => {
    const final = path.join(badDir(), `bomb-${lie ? 'lying' : 'honest'}.apk`);
    if (fs.existsSync(final)) return final;
    // 16 MiB of zeros deflated with a full flush (no final bit, dictionary reset, byte-aligned)
    // is a segment that can be repeated; an empty final block closes the stream
    const zero = Buffer.alloc(16 * 1024 * 1024);
    const segment = zlib.deflateRawSync(zero, {
      level: 9,
      finishFlush: zlib.constants.Z_FULL_FLUSH,
    });
    const repeats = 64;
    const size = zero.length * repeats; // 1 GiB
    let crc = 0;
    for (let i = 0; i < repeats; i++) crc = zlib.crc32(zero, crc);
    const out = [...Array<Buffer>(repeats).fill(segment), zlib.deflateRawSync(Buffer.alloc(0))];
    const tmp = tmpName(badDir(), path.basename(final));
    writeZip(tmp, [
      {
        name: 'AndroidManifest.xml',
        stored: Buffer.concat(out),
        method: 8,
        uncompressedSize: lie ? 1024 : size,
        crc32: crc,
      },
    ]);
    return publish(tmp, final);
  });
}

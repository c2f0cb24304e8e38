/**
 * Real Android packages for tests, built on the spot with Debian's Android tools (issue 13: "test
 * fixtures are real APKs made in the tests, not bytes copied from the internet"):
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
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const run = promisify(execFile);

/** Bump when the way packages are built changes, so old cached files are not reused. */
const FIXTURE_VERSION = 'v1';
const FRAMEWORK_RES = '/usr/share/android-framework-res/framework-res.apk';
const STORE_PASS = 'seuiot-test';
const TOOLS = ['/usr/bin/aapt', '/usr/bin/zipalign', '/usr/bin/apksigner', FRAMEWORK_RES];

export type TestSigner = 'alpha' | 'beta';

export interface ApkOptions {
  /** manifest `package`, for example `com.seuiot.demo` (aapt insists on a valid Java package) */
  packageName: string;
  /** manifest `android:versionCode` (a positive integer) */
  versionCode: number;
  /** manifest `android:versionName`; left out of the manifest when undefined */
  versionName?: string;
  /**
   * the application label, compiled as `@string/app_name` in `res/values/strings.xml` (so the
   * reader resolves it through resources.arsc); no `android:label` when undefined
   */
  label?: string;
  /** `uses-sdk android:minSdkVersion`; default 21 (apksigner then signs v1, v2 and v3) */
  minSdk?: number;
  /**
   * whose key signs: 'alpha' (RSA 2048, "CN=Alpha Test Developer") or 'beta' (EC P-256,
   * "CN=Beta Test Developer"); 'none' leaves the package unsigned. Default 'alpha'.
   */
  signer?: TestSigner | 'none';
  /** which signature schemes to write; default apksigner's own choice for the minSdk */
  schemes?: ('v1' | 'v2' | 'v3')[];
  /**
   * a launcher icon `@mipmap/ic_launcher`: 48×48 (mdpi) and 96×96 (xhdpi) PNGs in a colour drawn
   * from the package name; the reader returns the 96×96 one. Default true.
   */
  icon?: boolean;
  /**
   * an incompressible asset `assets/pad.bin` of this many bytes, stored uncompressed, to make the
   * package about this much bigger (size limits, upload benchmarks). Default none.
   */
  padBytes?: number;
}

/** null when every tool `makeApk` needs is installed, else a sentence naming what is missing. */
export function apkToolsMissing(): string | null {
  const missing = [...TOOLS, '/usr/bin/keytool'].filter((t) => !fs.existsSync(t));
  if (missing.length === 0) return null;
  return `missing ${missing.join(', ')}: apt-get install aapt zipalign apksigner android-framework-res`;
}

function cacheDir(): string {
  const dir = path.join(os.tmpdir(), 'seuiot-apk-fixtures', FIXTURE_VERSION);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Publishes `tmp` as `final` unless `final` already exists (another worker won the race: its
 * file is as good as ours). Hard links never overwrite, so readers only ever see whole files.
 */
function publish(tmp: string, final: string): string {
  try {
    fs.linkSync(tmp, final);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  fs.rmSync(tmp, { force: true });
  return final;
}

function tmpName(dir: string, base: string): string {
  return path.join(dir, `.${base}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`);
}

const memo = new Map<string, Promise<string>>();
function once(key: string, make: () => Promise<string>): Promise<string> {
  let p = memo.get(key);
  if (!p) {
    p = make();
    memo.set(key, p);
    p.catch(() => memo.delete(key));
  }
  return p;
}

const KEYS: Record<TestSigner, { dname: string; alg: string[] }> = {
  alpha: {
    dname: 'CN=Alpha Test Developer, O=seuiot tests',
    alg: ['-keyalg', 'RSA', '-keysize', '2048'],
  },
  beta: {
    dname: 'CN=Beta Test Developer, O=seuiot tests',
    alg: ['-keyalg', 'EC', '-groupname', 'secp256r1'],
  },
};

/** The PKCS#12 keystore of a test signer (alias = the signer's name, password STORE_PASS). */
function keystore(signer: TestSigner): Promise<string> {
  return once(`keystore:${signer}`, async () => {
    const dir = path.join(cacheDir(), 'keys');
    fs.mkdirSync(dir, { recursive: true });
    const final = path.join(dir, `${signer}.p12`);
    if (fs.existsSync(final)) return final;
    const tmp = tmpName(dir, `${signer}.p12`);
    await run('keytool', [
      '-genkeypair',
      '-keystore',
      tmp,
      '-storetype',
      'PKCS12',
      '-storepass',
      STORE_PASS,
      '-keypass',
      STORE_PASS,
      '-alias',
      signer,
      ...KEYS[signer].alg,
      '-validity',
      '36500',
      '-dname',
      KEYS[signer].dname,
    ]);
    return publish(tmp, final);
  });
}

/** A short id of both keystores: packages are cached per key pair, so new keys mean new files. */
function keysId(): Promise<string> {
  return once('keys-id', async () => {
    const h = crypto.createHash('sha256');
    for (const s of ['alpha', 'beta'] as const) h.update(fs.readFileSync(await keystore(s)));
    return h.digest('hex').slice(0, 12);
  });
}

/** SHA-256 (lowercase hex) of a test signer's certificate, as keytool prints it. */
export function signerCertSha256(signer: TestSigner): Promise<string> {
  return once(`cert:${signer}`, async () => {
    const { stdout } = await run('keytool', [
      '-list',
      '-v',
      '-keystore',
      await keystore(signer),
      '-storepass',
      STORE_PASS,
      '-alias',
      signer,
    ]);
    const m = /SHA256:\s*([0-9A-F:]+)/.exec(stdout);
    if (!m) throw new Error(`no SHA256 fingerprint in keytool output:\n${stdout}`);
    return m[1]!.replace(/:/g, '').toLowerCase();
  });
}

// ---------------------------------------------------------------------------------------------
// PNG and XML helpers

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A solid `size`×`size` RGB PNG with a lighter border. */
export function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const row = (y: number) => {
    const r = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const edge = x < 2 || y < 2 || x >= size - 2 || y >= size - 2;
      for (let c = 0; c < 3; c++) r[1 + x * 3 + c] = edge ? 255 : rgb[c]!;
    }
    return r;
  };
  const raw = Buffer.concat(Array.from({ length: size }, (_, y) => row(y)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function xmlEscape(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A value for aapt: quoted (keeps apostrophes and spaces), backslash escapes, XML-escaped. */
function aaptString(s: string): string {
  return xmlEscape(`"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
}

function manifestXml(
  o: Required<Pick<ApkOptions, 'packageName' | 'versionCode' | 'minSdk'>> & ApkOptions,
) {
  const attrs = [
    `package="${xmlEscape(o.packageName)}"`,
    `android:versionCode="${o.versionCode}"`,
    o.versionName !== undefined ? `android:versionName=${aaptAttr(o.versionName)}` : '',
  ].join(' ');
  const app = [
    o.label !== undefined ? 'android:label="@string/app_name"' : '',
    o.icon ? 'android:icon="@mipmap/ic_launcher"' : '',
  ].join(' ');
  return `<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" ${attrs}>
  <uses-sdk android:minSdkVersion="${o.minSdk}" android:targetSdkVersion="29"/>
  <application ${app}>
    <activity android:name=".MainActivity">
      <intent-filter>
        <action android:name="android.intent.action.MAIN"/>
        <category android:name="android.intent.category.LAUNCHER"/>
      </intent-filter>
    </activity>
  </application>
</manifest>
`;
}

/** An attribute value aapt takes literally (a leading @ or ? would make it a reference). */
function aaptAttr(s: string): string {
  return `"${xmlEscape(/^[@?]/.test(s) ? `\\${s}` : s)}"`;
}

/** Writes `bytes` incompressible, reproducible bytes (AES-CTR keystream of `seed`) to `file`. */
function writePad(file: string, bytes: number, seed: string): void {
  const key = crypto.createHash('sha256').update(seed).digest();
  const cipher = crypto.createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
  const fd = fs.openSync(file, 'w');
  try {
    const zeros = Buffer.alloc(1024 * 1024);
    for (let left = bytes; left > 0; left -= zeros.length) {
      fs.writeSync(fd, cipher.update(zeros.subarray(0, Math.min(left, zeros.length))));
    }
  } finally {
    fs.closeSync(fd);
  }
}

// ---------------------------------------------------------------------------------------------
// makeApk

/**
 * The path of a real APK built from `opts` with aapt, zipalign and apksigner (see the file
 * comment). Same options, same file: it is cached and shared, never change it in place.
 */
export function makeApk(opts: ApkOptions): Promise<string> {
  const o = {
    minSdk: 21,
    signer: 'alpha' as const,
    icon: true,
    padBytes: 0,
    ...opts,
  };
  if (!Number.isInteger(o.versionCode)) throw new Error('versionCode must be an integer');
  const canonical = JSON.stringify([
    o.packageName,
    o.versionCode,
    o.versionName ?? null,
    o.label ?? null,
    o.minSdk,
    o.signer,
    o.schemes ? [...o.schemes].sort() : null,
    o.icon,
    o.padBytes,
  ]);
  return once(`apk:${canonical}`, async () => {
    const missing = apkToolsMissing();
    if (missing) throw new Error(missing);
    const dir = path.join(cacheDir(), `apks-${await keysId()}`);
    fs.mkdirSync(dir, { recursive: true });
    const hash = crypto.createHash('sha256').update(canonical).digest('hex').slice(0, 20);
    const final = path.join(dir, `${o.packageName}-${o.versionCode}-${hash}.apk`);
    if (fs.existsSync(final)) return final;

    const work = fs.mkdtempSync(path.join(dir, '.build-'));
    try {
      fs.writeFileSync(path.join(work, 'AndroidManifest.xml'), manifestXml(o));
      const aaptArgs = [
        'package',
        '-f',
        '-M',
        path.join(work, 'AndroidManifest.xml'),
        '-I',
        FRAMEWORK_RES,
      ];
      if (o.label !== undefined || o.icon) {
        const res = path.join(work, 'res');
        if (o.label !== undefined) {
          fs.mkdirSync(path.join(res, 'values'), { recursive: true });
          fs.writeFileSync(
            path.join(res, 'values', 'strings.xml'),
            `<?xml version="1.0" encoding="utf-8"?>\n<resources><string name="app_name">${aaptString(o.label)}</string></resources>\n`,
          );
        }
        if (o.icon) {
          const h = crypto.createHash('sha256').update(o.packageName).digest();
          const rgb: [number, number, number] = [h[0]! & 0xbf, h[1]! & 0xbf, h[2]! & 0xbf];
          for (const [dpi, size] of [
            ['mdpi', 48],
            ['xhdpi', 96],
          ] as const) {
            fs.mkdirSync(path.join(res, `mipmap-${dpi}`), { recursive: true });
            fs.writeFileSync(
              path.join(res, `mipmap-${dpi}`, 'ic_launcher.png'),
              solidPng(size, rgb),
            );
          }
        }
        aaptArgs.push('-S', res);
      }
      if (o.padBytes > 0) {
        const assets = path.join(work, 'assets');
        fs.mkdirSync(assets);
        writePad(path.join(assets, 'pad.bin'), o.padBytes, canonical);
        aaptArgs.push('-A', assets, '-0', 'bin');
      }
      const unsigned = path.join(work, 'unsigned.apk');
      const aligned = path.join(work, 'aligned.apk');
      await run('aapt', [...aaptArgs, '-F', unsigned], { maxBuffer: 16 * 1024 * 1024 });
      await run('zipalign', ['-f', '-p', '4', unsigned, aligned]);
      let out = aligned;
      if (o.signer !== 'none') {
        out = path.join(work, 'signed.apk');
        const schemes = o.schemes
          ? (['v1', 'v2', 'v3'] as const).flatMap((s) => [
              `--${s}-signing-enabled`,
              String(o.schemes!.includes(s)),
            ])
          : [];
        await run('apksigner', [
          'sign',
          '--ks',
          await keystore(o.signer),
          '--ks-pass',
          `pass:${STORE_PASS}`,
          '--ks-key-alias',
          o.signer,
          ...schemes,
          '--out',
          out,
          aligned,
        ]);
      }
      const tmp = tmpName(dir, path.basename(final));
      fs.renameSync(out, tmp);
      return publish(tmp, final);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
}

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

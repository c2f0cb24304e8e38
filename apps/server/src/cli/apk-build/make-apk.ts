/**
 * Real Android packages built on the spot with Debian's Android tools (tools.ts): the tests'
 * fixtures (test/apk-fixtures.ts), the demo data's packages (cli/demo-apks.ts) and the bench's
 * 150 MB package. `makeApk(opts)` answers the path of a real APK (signed unless `signer: 'none'`),
 * built once per distinct options and cached: treat it as read-only, copy it to change it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  apkToolsMissing,
  cacheDir,
  FRAMEWORK_RES,
  keystore,
  keysId,
  once,
  publish,
  run,
  STORE_PASS,
  tmpName,
  type Signer,
} from './tools.js';

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
  signer?: Signer | 'none';
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

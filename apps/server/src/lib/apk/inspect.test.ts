import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { imageSize } from 'image-size';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import {
  apkToolsMissing,
  makeApk,
  makeNotApk,
  makeZipBomb,
  signerCertSha256,
  writeZip,
  zipEntry,
  type NotApkKind,
} from '../../test/apk-fixtures.js';
import { ApkError, type ApkErrorReason } from './apk-info.js';
import { ResourceTable } from './arsc.js';
import { parseAxml } from './axml.js';
import { APK_LIMITS, inspectApk } from './inspect.js';
import { ResFormatError } from './res-chunks.js';

const run = promisify(execFile);

// Real packages need Debian's Android tools; CI installs them (.ci/run), so there they never skip.
const missing = apkToolsMissing();
const withTools = describe.skipIf(missing !== null && process.env.CI !== 'true');
if (missing) console.warn(`inspect.test: real-APK tests skipped (${missing})`);

async function reason(file: string, limits = APK_LIMITS): Promise<ApkErrorReason | 'accepted'> {
  try {
    await inspectApk(file, limits);
    return 'accepted';
  } catch (e) {
    if (e instanceof ApkError) return e.reason;
    throw e;
  }
}

/** What `apksigner verify --print-certs` reports as each signer's certificate SHA-256. */
async function apksignerDigests(file: string): Promise<string[]> {
  const { stdout } = await run('apksigner', ['verify', '--print-certs', file]);
  return [...stdout.matchAll(/certificate SHA-256 digest: ([0-9a-f]{64})/g)].map((m) => m[1]!);
}

/** The largest `process.memoryUsage().arrayBuffers` growth seen while `work` runs. */
async function peakBufferGrowth<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  const before = process.memoryUsage().arrayBuffers;
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers - before);
  }, 1);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().arrayBuffers - before);
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

function openFds(): number {
  return fs.readdirSync('/proc/self/fd').length;
}

withTools('inspectApk on real packages built with aapt and apksigner', () => {
  it('reads every field of a signed package', async () => {
    const file = await makeApk({
      packageName: 'com.seuiot.roundtrip',
      versionCode: 42,
      versionName: '4.2.0-beta',
      label: "Smart Lock 智能门锁 'demo'",
      minSdk: 23,
    });
    const info = await inspectApk(file);
    expect(info).toMatchObject({
      packageName: 'com.seuiot.roundtrip',
      versionCode: 42,
      versionName: '4.2.0-beta',
      minSdk: 23,
      label: "Smart Lock 智能门锁 'demo'",
    });
    // the densest launcher icon (xhdpi, 96×96), as a PNG
    expect(info.iconPng).not.toBeNull();
    expect(imageSize(info.iconPng!)).toMatchObject({ type: 'png', width: 96, height: 96 });
    // the certificate digest is the one apksigner and keytool print
    const alpha = await signerCertSha256('alpha');
    expect(info.signerSha256).toEqual([alpha]);
    expect(await apksignerDigests(file)).toEqual([alpha]);
  });

  it('tells the two test signers apart, each as apksigner does', async () => {
    const a = await makeApk({ packageName: 'com.seuiot.twokeys', versionCode: 1, signer: 'alpha' });
    const b = await makeApk({ packageName: 'com.seuiot.twokeys', versionCode: 1, signer: 'beta' });
    const [ia, ib] = await Promise.all([inspectApk(a), inspectApk(b)]);
    expect(ia.signerSha256).toEqual(await apksignerDigests(a));
    expect(ib.signerSha256).toEqual(await apksignerDigests(b));
    expect(ia.signerSha256[0]).not.toEqual(ib.signerSha256[0]);
    expect(ib.signerSha256).toEqual([await signerCertSha256('beta')]);
  });

  it.each([
    [['v1'] as const, 'alpha' as const],
    [['v2'] as const, 'alpha' as const],
    [['v3'] as const, 'alpha' as const],
    [['v1'] as const, 'beta' as const],
    [['v2', 'v3'] as const, 'beta' as const],
  ])('reads the signer from scheme(s) %j alone (%s)', async (schemes, signer) => {
    const file = await makeApk({
      packageName: 'com.seuiot.schemes',
      versionCode: 3,
      signer,
      schemes: [...schemes],
    });
    expect((await inspectApk(file)).signerSha256).toEqual([await signerCertSha256(signer)]);
  });

  it.each([[undefined], [['v1' as const]], [['v2' as const]], [['v3' as const]]])(
    'refuses a package changed after signing (schemes %j): its digests no longer match',
    async (schemes) => {
      const file = await makeApk({
        packageName: 'com.seuiot.tamper',
        versionCode: 1,
        padBytes: 4096,
        ...(schemes ? { schemes } : {}),
      });
      const zip = await yauzl.openPromise(file);
      let dataStart = -1;
      for await (const entry of zip.eachEntry())
        if (entry.fileName === 'assets/pad.bin')
          dataStart = (await zip.readLocalFileHeaderPromise(entry, { minimal: true }))
            .fileDataStart;
      zip.close();
      expect(dataStart).toBeGreaterThan(0);
      const bytes = fs.readFileSync(file);
      bytes[dataStart + 100] = bytes[dataStart + 100]! ^ 0xff;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-apk-tamper-'));
      try {
        const changed = path.join(dir, 'changed.apk');
        fs.writeFileSync(changed, bytes);
        expect(await reason(file)).toBe('accepted');
        expect(await reason(changed)).toBe('unsigned');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('stops checking a v1-only package past the total inflation limit', async () => {
    const file = await makeApk({
      packageName: 'com.seuiot.tamper',
      versionCode: 1,
      padBytes: 4096,
      schemes: ['v1'],
    });
    expect(await reason(file, { ...APK_LIMITS, maxV1InflateBytes: 4095 })).toBe('too-large');
    expect(await reason(file, { ...APK_LIMITS, maxV1InflateBytes: 64 * 1024 })).toBe('accepted');
  });

  it('refuses a v2 signature whose certificate was swapped for another', async () => {
    const file = await makeApk({ packageName: 'com.seuiot.swap', versionCode: 1, schemes: ['v2'] });
    const bytes = fs.readFileSync(file);
    // the certificate sits in the signing block in the clear; rename its subject
    const at = bytes.indexOf(Buffer.from('Alpha Test Developer'));
    expect(at).toBeGreaterThan(0);
    bytes[at + 4] = 'b'.charCodeAt(0);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-apk-swap-'));
    try {
      const changed = path.join(dir, 'swapped.apk');
      fs.writeFileSync(changed, bytes);
      expect(await reason(changed)).toBe('unsigned');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers null for what the manifest leaves out', async () => {
    const file = await makeApk({
      packageName: 'com.seuiot.bare',
      versionCode: 2147483647,
      icon: false,
    });
    const info = await inspectApk(file);
    expect(info).toMatchObject({
      packageName: 'com.seuiot.bare',
      versionCode: 2147483647,
      versionName: null,
      label: null,
      iconPng: null,
      minSdk: 21,
    });
  });

  it('keeps a version name that looks like a reference literal', async () => {
    const file = await makeApk({
      packageName: 'com.seuiot.lit',
      versionCode: 5,
      versionName: '@1',
    });
    expect((await inspectApk(file)).versionName).toBe('@1');
  });

  it('reads a 48 MB package without holding it in memory', async () => {
    const file = await makeApk({
      packageName: 'com.seuiot.big',
      versionCode: 1,
      label: 'Big',
      padBytes: 48 * 1024 * 1024,
    });
    expect(fs.statSync(file).size).toBeGreaterThan(48 * 1024 * 1024);
    const { result, peak } = await peakBufferGrowth(() => inspectApk(file));
    expect(result.label).toBe('Big');
    expect(peak).toBeLessThan(8 * 1024 * 1024);
  });

  it.each<[NotApkKind, ApkErrorReason]>([
    ['truncated', 'not-zip'],
    ['unsigned', 'unsigned'],
    ['no-package', 'bad-manifest'],
  ])('refuses %s as %s', async (kind, expected) => {
    expect(await reason(await makeNotApk(kind))).toBe(expected);
  });

  it('refuses a package cut anywhere', async () => {
    const bytes = fs.readFileSync(await makeApk({ packageName: 'com.seuiot.cut', versionCode: 1 }));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-apk-cut-'));
    try {
      for (const keep of [0, 3, 30, 200, bytes.length >> 1, bytes.length - 23, bytes.length - 1]) {
        const file = path.join(dir, `cut-${keep}.apk`);
        fs.writeFileSync(file, bytes.subarray(0, keep));
        expect(await reason(file), `kept ${keep} bytes`).toBe('not-zip');
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('survives damaged manifests and resource tables (an ApkError or an answer, nothing else)', async () => {
    const file = await makeApk({ packageName: 'com.seuiot.fuzz', versionCode: 9, label: 'Fuzz' });
    const zip = await yauzl.openPromise(file);
    const parts = new Map<string, Buffer>();
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const c of await zip.openReadStreamPromise(entry)) chunks.push(c as Buffer);
      parts.set(entry.fileName, Buffer.concat(chunks));
    }
    zip.close();
    const manifest = parts.get('AndroidManifest.xml')!;
    const arsc = parts.get('resources.arsc')!;
    // the decoders alone: a ResFormatError or a value, for every damage
    const rand = (n: number) => crypto.randomInt(n);
    for (let i = 0; i < 2000; i++) {
      for (const [buf, parse] of [
        [manifest, parseAxml],
        [arsc, ResourceTable.parse],
      ] as const) {
        const bad = Buffer.from(buf);
        for (let k = 0, n = 1 + rand(8); k < n; k++) bad[rand(bad.length)] = rand(256);
        const cut = rand(4) === 0 ? bad.subarray(0, rand(bad.length)) : bad;
        try {
          const out = parse(cut);
          if (out instanceof ResourceTable)
            for (let id = 0; id < 8; id++) out.lookup(0x7f010000 + id);
        } catch (e) {
          if (!(e instanceof ResFormatError)) throw e;
        }
      }
    }
    // the whole reader: damaged entries in a zip are refused with a reason or read
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-apk-fuzz-'));
    try {
      for (let i = 0; i < 100; i++) {
        const m = Buffer.from(manifest);
        const a = Buffer.from(arsc);
        for (let k = 0; k < 4; k++) m[rand(m.length)] = rand(256);
        for (let k = 0; k < 4; k++) a[rand(a.length)] = rand(256);
        const f = writeZip(path.join(dir, `f${i}.apk`), [
          zipEntry('AndroidManifest.xml', m),
          zipEntry('resources.arsc', a, 0),
        ]);
        expect(['bad-manifest', 'unsigned']).toContain(await reason(f));
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('inspectApk on files that are not acceptable packages', () => {
  it.each<[NotApkKind, ApkErrorReason]>([
    ['empty', 'not-zip'],
    ['random', 'not-zip'],
    ['png', 'not-zip'],
    ['plain-zip', 'no-manifest'],
    ['text-manifest', 'bad-manifest'],
    ['duplicate-entry', 'not-zip'],
  ])('refuses %s as %s', async (kind, expected) => {
    const file = await makeNotApk(kind);
    expect(await reason(file)).toBe(expected);
    fs.rmSync(file);
  });

  it.each([false, true])(
    'refuses a 1 GiB zip bomb quickly, with little memory (headers lying: %s)',
    async (lie) => {
      const file = await makeZipBomb({ lie });
      const started = performance.now();
      const { result, peak } = await peakBufferGrowth(() => reason(file));
      expect(result).toBe('too-large');
      expect(performance.now() - started).toBeLessThan(1000);
      expect(peak).toBeLessThan(8 * 1024 * 1024);
    },
  );

  it('refuses an archive with more entries than the limit', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-apk-many-'));
    try {
      const entries = Array.from({ length: 11 }, (_, i) => zipEntry(`e${i}.txt`, Buffer.from('x')));
      const file = writeZip(path.join(dir, 'many.apk'), entries);
      expect(await reason(file, { ...APK_LIMITS, maxEntries: 10 })).toBe('too-large');
      expect(await reason(file, { ...APK_LIMITS, maxEntries: 11 })).toBe('no-manifest');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a manifest past its own cap', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-apk-cap-'));
    try {
      const file = writeZip(path.join(dir, 'cap.apk'), [
        zipEntry('AndroidManifest.xml', Buffer.alloc(4096)),
      ]);
      expect(await reason(file, { ...APK_LIMITS, maxManifestBytes: 4095 })).toBe('too-large');
      expect(await reason(file)).toBe('bad-manifest');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves no file descriptor open, whatever the outcome', async () => {
    const files = [
      await makeNotApk('random'),
      await makeNotApk('plain-zip'),
      await makeNotApk('text-manifest'),
      await makeZipBomb({ lie: true }),
    ];
    await reason(files[0]!); // warm up lazy module loads
    const before = openFds();
    for (let i = 0; i < 20; i++) for (const f of files) await reason(f);
    // yauzl closes its descriptor asynchronously once its last stream ends
    await new Promise((r) => setTimeout(r, 50));
    expect(openFds()).toBeLessThanOrEqual(before);
  });

  it('passes on a missing file as the file system error it is', async () => {
    await expect(inspectApk('/nonexistent/x.apk')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

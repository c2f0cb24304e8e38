/**
 * The Android tools behind `makeApk` (make-apk.ts) and the keys they sign with: Debian's aapt,
 * zipalign, apksigner and the JDK's keytool (`.ci/run` installs them; locally `apt-get install
 * aapt zipalign apksigner android-framework-res`). Built files and keys are cached under
 * `<os tmpdir>/seuiot-apk-fixtures/` and published with a no-clobber hard link, so concurrent
 * processes never see half-written files and always agree on the keys.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);

/** Bump when the way packages are built changes, so old cached files are not reused. */
const FIXTURE_VERSION = 'v1';
export const FRAMEWORK_RES = '/usr/share/android-framework-res/framework-res.apk';
export const STORE_PASS = 'seuiot-test';
const TOOLS = ['/usr/bin/aapt', '/usr/bin/zipalign', '/usr/bin/apksigner', FRAMEWORK_RES];

/** The test keys; 'demo' signs the demo data's packages (cli/demo-apks.ts). */
export type TestSigner = 'alpha' | 'beta';
export type Signer = TestSigner | 'demo';

/** null when every tool `makeApk` needs is installed, else a sentence naming what is missing. */
export function apkToolsMissing(): string | null {
  const missing = [...TOOLS, '/usr/bin/keytool'].filter((t) => !fs.existsSync(t));
  if (missing.length === 0) return null;
  return `missing ${missing.join(', ')}: apt-get install aapt zipalign apksigner android-framework-res`;
}

export function cacheDir(): string {
  const dir = path.join(os.tmpdir(), 'seuiot-apk-fixtures', FIXTURE_VERSION);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Publishes `tmp` as `final` unless `final` already exists (another worker won the race: its
 * file is as good as ours). Hard links never overwrite, so readers only ever see whole files.
 */
export function publish(tmp: string, final: string): string {
  try {
    fs.linkSync(tmp, final);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  fs.rmSync(tmp, { force: true });
  return final;
}

export function tmpName(dir: string, base: string): string {
  return path.join(dir, `.${base}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`);
}

const memo = new Map<string, Promise<string>>();
export function once(key: string, make: () => Promise<string>): Promise<string> {
  let p = memo.get(key);
  if (!p) {
    p = make();
    memo.set(key, p);
    p.catch(() => memo.delete(key));
  }
  return p;
}

const KEYS: Record<Signer, { dname: string; alg: string[] }> = {
  alpha: {
    dname: 'CN=Alpha Test Developer, O=seuiot tests',
    alg: ['-keyalg', 'RSA', '-keysize', '2048'],
  },
  beta: {
    dname: 'CN=Beta Test Developer, O=seuiot tests',
    alg: ['-keyalg', 'EC', '-groupname', 'secp256r1'],
  },
  demo: {
    dname: 'CN=Shili Demo Developer, O=SEUIoT demo data',
    alg: ['-keyalg', 'EC', '-groupname', 'secp256r1'],
  },
};

/** The PKCS#12 keystore of a test signer (alias = the signer's name, password STORE_PASS). */
export function keystore(signer: Signer): Promise<string> {
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
export function keysId(): Promise<string> {
  return once('keys-id', async () => {
    const h = crypto.createHash('sha256');
    for (const s of ['alpha', 'beta'] as const) h.update(fs.readFileSync(await keystore(s)));
    return h.digest('hex').slice(0, 12);
  });
}

/** SHA-256 (lowercase hex) of a test signer's certificate, as keytool prints it. */
export function signerCertSha256(signer: Signer): Promise<string> {
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

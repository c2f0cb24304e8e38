import fs from 'node:fs';
import path from 'node:path';
import { DEMO_APPS } from '../db/seeds/demo-developer.data.js';
import { DEMO_APK_DIR, demoApkFile, DEMO_APK_MIN_SDK } from '../db/seeds/demo-apks.js';
import { makeApk } from './apk-build/make-apk.js';
import { apkToolsMissing, signerCertSha256 } from './apk-build/tools.js';

/**
 * `npm run demo-apks -w @seuiot/server` (after a build): makes the demo developer's install
 * packages, real signed APKs with the seeded package names, version codes and names
 * (demo-developer.data.ts), into `apps/server/assets/demo-apks/`, and writes the signing
 * certificate's SHA-256 into `src/db/seeds/demo-apks.data.ts`. Run it once when the demo's apps or
 * versions change and commit both: the seed and CI only read the committed files (the Android
 * tools are not needed to seed). demo-apks.test.ts checks they still match the demo data.
 */
async function main(): Promise<void> {
  const missing = apkToolsMissing();
  if (missing) throw new Error(missing);
  fs.rmSync(DEMO_APK_DIR, { recursive: true, force: true });
  fs.mkdirSync(DEMO_APK_DIR, { recursive: true });
  let count = 0;
  for (const app of DEMO_APPS)
    for (const v of app.versions) {
      const built = await makeApk({
        packageName: app.packageName,
        versionCode: v.versionCode,
        versionName: v.versionName,
        label: app.name.en,
        minSdk: DEMO_APK_MIN_SDK,
        signer: 'demo',
      });
      const file = path.join(DEMO_APK_DIR, demoApkFile(app.packageName, v.versionCode));
      fs.copyFileSync(built, file);
      process.stdout.write(`${path.basename(file)}: ${fs.statSync(file).size} bytes\n`);
      count++;
    }
  const signer = await signerCertSha256('demo');
  const data = path.resolve(import.meta.dirname, '../../src/db/seeds/demo-apks.data.ts');
  fs.writeFileSync(
    data,
    `/** Written by cli/demo-apks.ts: the certificate that signed assets/demo-apks/ (SHA-256). */\n` +
      `export const DEMO_APK_SIGNER = '${signer}';\n`,
  );
  process.stdout.write(`${count} packages in ${DEMO_APK_DIR}, signer ${signer}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

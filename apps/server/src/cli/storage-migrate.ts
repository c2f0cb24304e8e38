import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { loadConfig } from '../config.js';
import { S3Storage } from '../storage/s3-storage.js';
import { checkKey, PARTIAL_DIR, type Storage } from '../storage/storage.js';

/** What `migrateFiles` did, key by key. */
export interface MigrateReport {
  /** Copied now, and read back with the same SHA-256. */
  copied: string[];
  /** Already in the bucket with the same SHA-256 (an earlier run): left as is. */
  present: string[];
  /** In the bucket with other bytes, or read back different: never overwritten, to be looked at. */
  mismatched: { key: string; local: string; bucket: string }[];
  /** Files whose name no storage key can take (never written by the portal): left out. */
  skipped: string[];
}

/**
 * Copies every file under `from` (a LocalStorage root; its unfinished partial files are left out)
 * into `to` under the same key, streamed, and reads each one back to compare SHA-256 checksums.
 * Running it again copies only what is missing (decision 0025).
 */
export async function migrateFiles(from: string, to: Storage): Promise<MigrateReport> {
  const report: MigrateReport = { copied: [], present: [], mismatched: [], skipped: [] };
  for (const key of await listKeys(from)) {
    try {
      checkKey(key);
    } catch {
      report.skipped.push(key);
      continue;
    }
    const file = path.join(from, key);
    const local = await sha256(fs.createReadStream(file));
    const there = await to.exists(key);
    if (!there) await to.put(key, fs.createReadStream(file));
    const bucket = await sha256(to.get(key));
    if (bucket !== local) report.mismatched.push({ key, local, bucket });
    else (there ? report.present : report.copied).push(key);
  }
  return report;
}

/** Every file under `root` as a key (`/`-separated), the partial directory left out, sorted. */
async function listKeys(root: string): Promise<string[]> {
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((key) => key.split('/')[0] !== PARTIAL_DIR)
    .sort();
}

async function sha256(stream: Readable): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * `npm run storage:migrate [-- --from <dir>]`: DATA_DIR/files into the bucket of STORAGE_URL; the
 * exit status (1 when anything mismatched) with the report written to `out`.
 */
export async function runStorageMigrate(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: { write(line: string): unknown } = process.stdout,
): Promise<number> {
  const config = loadConfig(env);
  if (config.storage.kind !== 's3')
    throw new Error('STORAGE_URL must name the bucket (s3://bucket[/prefix]) to migrate into');
  const at = args.indexOf('--from');
  const from =
    at >= 0 && args[at + 1] ? path.resolve(args[at + 1]!) : path.join(config.dataDir, 'files');
  const report = await migrateFiles(from, new S3Storage(config.storage));
  for (const key of report.copied) out.write(`copied    ${key}\n`);
  for (const m of report.mismatched)
    out.write(`MISMATCH  ${m.key} local sha256 ${m.local}, bucket ${m.bucket}\n`);
  for (const key of report.skipped) out.write(`skipped   ${key} (not a storage key)\n`);
  out.write(
    `${report.copied.length} copied, ${report.present.length} already there, ` +
      `${report.mismatched.length} mismatched, ${report.skipped.length} skipped ` +
      `(from ${from} to ${config.storage.bucket}/${config.storage.prefix})\n`,
  );
  return report.mismatched.length ? 1 : 0;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  runStorageMigrate(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}

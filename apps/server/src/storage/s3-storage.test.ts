import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateFiles, runStorageMigrate } from '../cli/storage-migrate.js';
import { loadConfig } from '../config.js';
import type { S3Storage } from './s3-storage.js';
import { startTestS3, type TestS3 } from './s3-test-server.js';
import { storageContract } from './storage.contract.js';
import { LocalStorage } from './storage.js';

let s3: TestS3;
let storage: S3Storage;
let prefix: string;
let n = 0;

beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.stop());
// Each case in a prefix of its own: a bucket shared by the cases, as by several deployments.
beforeEach(() => {
  prefix = `case${++n}/`;
  storage = s3.storage(prefix);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const objects = async (under: string) => {
  const page = await storage.client.send(
    new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: under }),
  );
  return (page.Contents ?? []).map((o) => o.Key!.slice(under.length)).sort();
};
const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('S3Storage (s3rver on 127.0.0.1)', () => {
  storageContract(() => ({
    storage,
    empty: () => s3.storage(`${prefix}empty/`),
    partials: () => objects(`${prefix}.partial/`),
    read: (key) => text(storage.get(key)),
    writePartial: async (name, body) => {
      await storage.client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: `${prefix}.partial/${name}`, Body: body }),
      );
    },
    // The store dates objects itself (to the second on some servers): wait past it both sides.
    age: async () => {
      await sleep(1100);
      const before = new Date();
      await sleep(1100);
      return before;
    },
  }));

  it('aborts the multipart upload of a source that breaks off midway: no object, no partial', async () => {
    const sent: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName!);
        return next(args);
      },
      { step: 'initialize' },
    );
    let pushed = 0;
    // Two parts' worth and more, then the client goes away.
    const source = new Readable({
      read() {
        if (pushed >= 12 * 1024 * 1024) return void this.destroy(new Error('client went away'));
        pushed += 1024 * 1024;
        this.push(Buffer.alloc(1024 * 1024, 7));
      },
    });
    await expect(storage.put('apps/big.apk', source)).rejects.toThrow('client went away');
    expect(sent).toContain('CreateMultipartUploadCommand');
    expect(sent).toContain('UploadPartCommand');
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    expect(await objects(prefix)).toEqual([]);
  });

  it('streams a large file through a multipart upload and reads ranges of it', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big.writeUInt32BE(i, i);
    await storage.put('apps/large.bin', Readable.from([big.subarray(0, 6e6), big.subarray(6e6)]));
    expect((await storage.stat('apps/large.bin'))!.size).toBe(big.length);
    const part = await storage.open('apps/large.bin', { start: 8_000_000, end: 8_004_095 });
    const chunks: Buffer[] = [];
    for await (const c of part!) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(big.subarray(8_000_000, 8_004_096))).toBe(true);
  });

  it('presigns a URL that serves the bytes with the asked headers, and expires', async () => {
    await storage.put('docs/p.pdf', Buffer.from('%PDF-1.4 presigned'));
    // The signature's date is in whole seconds, so a URL valid for 1 s signed at .999 of a second
    // expired a millisecond later (a clean-clone run got 403 on a loaded machine): 3 s leaves it
    // at least 2 s to answer, and the check of its end waits past 4 s.
    const signed = Date.now();
    const url = await storage.presign('docs/p.pdf', {
      expiresIn: 3,
      disposition: 'attachment; filename="p.pdf"',
      contentType: 'application/pdf',
    });
    expect(new URL(url).origin).toBe(s3.endpoint);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="p.pdf"');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toBe('%PDF-1.4 presigned');
    const ranged = await fetch(url, { headers: { range: 'bytes=0-3' } });
    expect([ranged.status, await ranged.text()]).toEqual([206, '%PDF']);
    await sleep(Math.max(0, signed + 4_100 - Date.now()));
    expect((await fetch(url)).status).toBe(403);
  });

  it('migrates local files into the bucket, verified, and again copies nothing', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-migrate-'));
    try {
      const local = new LocalStorage(root, { sync: false });
      await local.put('avatar/1.png', Buffer.from('one'));
      await local.put('files/2.pdf', Buffer.from('two'));
      await local.stage('files/3.pdf', Buffer.from('unfinished'));
      await storage.put('files/4.pdf', Buffer.from('four'));
      await local.put('files/4.pdf', Buffer.from('not four'));

      const first = await migrateFiles(root, storage);
      expect(first.copied).toEqual(['avatar/1.png', 'files/2.pdf']);
      expect(first.mismatched).toEqual([
        { key: 'files/4.pdf', local: expect.any(String), bucket: expect.any(String) },
      ]);
      expect(await text(storage.get('files/2.pdf'))).toBe('two');
      expect(await text(storage.get('files/4.pdf'))).toBe('four');
      expect(await objects(`${prefix}.partial/`)).toEqual([]);

      const again = await migrateFiles(root, storage);
      expect(again).toMatchObject({
        copied: [],
        present: ['avatar/1.png', 'files/2.pdf'],
        mismatched: [{ key: 'files/4.pdf' }],
      });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('runs as the storage:migrate command: report lines and exit status from the environment', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-migrate-cli-'));
    try {
      await new LocalStorage(path.join(dataDir, 'files'), { sync: false }).put(
        'avatar/9.png',
        Buffer.from('nine'),
      );
      const env = { DATA_DIR: dataDir, ...s3.env(`cli${n}`) };
      const lines: string[] = [];
      const out = { write: (l: string) => lines.push(l) };
      expect(await runStorageMigrate([], env, out)).toBe(0);
      expect(lines[0]).toBe('copied    avatar/9.png\n');
      expect(lines.at(-1)).toMatch(/^1 copied, 0 already there, 0 mismatched, 0 skipped/);
      expect(await text(s3.storage(`cli${n}/`).get('avatar/9.png'))).toBe('nine');
      await s3.storage(`cli${n}/`).remove('avatar/9.png');
      await s3.storage(`cli${n}/`).put('avatar/9.png', Buffer.from('changed'));
      lines.length = 0;
      expect(await runStorageMigrate([], env, out)).toBe(1);
      expect(lines[0]).toMatch(/^MISMATCH {2}avatar\/9\.png local sha256 [0-9a-f]{64}, bucket /);
      await expect(runStorageMigrate([], { DATA_DIR: dataDir })).rejects.toThrow(/STORAGE_URL/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('storage configuration', () => {
  it('is local disk by default; s3:// with the S3_* variables selects a bucket', () => {
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).storage).toEqual({
      kind: 'local',
      dir: path.resolve('/srv/portal/files'),
    });
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(
      loadConfig({
        STORAGE_URL: 's3://portal-files/site/a',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        ...keys,
      }).storage,
    ).toMatchObject({
      kind: 's3',
      bucket: 'portal-files',
      prefix: 'site/a/',
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE_URL: 's3://portal-files', ...keys }).storage).toMatchObject({
      prefix: '',
      endpoint: '',
      forcePathStyle: false,
      presignSeconds: 60,
    });
    expect(() => loadConfig({ STORAGE_URL: 's3://portal-files' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ STORAGE_URL: 'ftp://x', ...keys })).toThrow(/STORAGE_URL/);
  });
});

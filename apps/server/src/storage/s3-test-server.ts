import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage, type S3Options } from './s3-storage.js';

/** s3rver's own credentials: it checks signatures (presigned URLs too) against them. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A local S3-compatible server for tests: 127.0.0.1, a free port, one bucket, a temp dir. */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  options(prefix?: string): S3Options;
  storage(prefix?: string): S3Storage;
  /** Environment that selects this bucket (config.ts). */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
}

export async function startTestS3(bucket = 'portal'): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const options = (prefix = ''): S3Options => ({
    bucket,
    prefix,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    ...S3_TEST_CREDENTIALS,
  });
  return {
    endpoint,
    bucket,
    options,
    storage: (prefix) => new S3Storage(options(prefix)),
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    }),
    stop: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

import type { Config } from '../config.js';
import { S3Storage } from './s3-storage.js';
import { LocalStorage, type Storage } from './storage.js';

/** The storage the configuration names: local disk (the default) or an S3-compatible bucket. */
export function createStorage(config: Pick<Config, 'storage'>, opts: { sync?: boolean } = {}) {
  const s = config.storage;
  const storage: Storage = s.kind === 's3' ? new S3Storage(s) : new LocalStorage(s.dir, opts);
  return storage;
}

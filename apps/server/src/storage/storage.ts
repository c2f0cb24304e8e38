import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An inclusive byte range, as HTTP `Range` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What `Storage.stat` tells of a key. */
export interface StoredStat {
  size: number;
  modified: Date;
}

/** Where uploaded files live: local disk by default; an object store can implement the same. */
export interface Storage {
  put(key: string, data: Buffer | Readable): Promise<void>;
  get(key: string): Readable;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Size in bytes and last change of what the key holds, or null when it holds nothing. The two
   * make the validator of resumed downloads (an ETag), so a replaced file never resumes as the old.
   */
  stat(key: string): Promise<StoredStat | null>;
  /**
   * The bytes of a key, or of a range of them, already opened: null when the key holds nothing,
   * so a caller can still answer an error before it starts sending.
   */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
}

/** Files under DATA_DIR/files, written to a temporary name and renamed so none is half-written. */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private file(key: string): string {
    if (!/^[a-z0-9/_.-]+$/i.test(key) || key.includes('..'))
      throw new Error(`bad storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    if (Buffer.isBuffer(data)) await fs.promises.writeFile(tmp, data);
    else await pipeline(data, fs.createWriteStream(tmp));
    await fs.promises.rename(tmp, file);
  }

  get(key: string): Readable {
    return fs.createReadStream(this.file(key));
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }

  async stat(key: string): Promise<StoredStat | null> {
    try {
      const st = await fs.promises.stat(this.file(key));
      return st.isFile() ? { size: st.size, modified: st.mtime } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.file(key), 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.promises.access(this.file(key));
      return true;
    } catch {
      return false;
    }
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

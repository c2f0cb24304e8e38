import fs from 'node:fs';
import os from 'node:os';
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

/** What a presigned URL answers with, besides the bytes. */
export interface PresignOptions {
  /** Seconds the URL stays valid. */
  expiresIn: number;
  /** The `Content-Disposition` the store answers with. */
  disposition?: string;
  /** The `Content-Type` the store answers with. */
  contentType?: string;
}

/** Bytes written under a key's partial name, not yet under the key itself. */
export interface StagedFile {
  /**
   * Where the staged bytes can be read on this machine before they take their key (local disk);
   * absent for a store without local files. The APK check reads the package there.
   */
  localPath?: string;
  /** The staged bytes, for a store without local files (the APK check copies them to a temp file). */
  read?(): Promise<Readable>;
  /** Gives the bytes their key (atomically: a reader sees the whole file or none). */
  commit(): Promise<void>;
  /** Drops the bytes; the key never held them. */
  discard(): Promise<void>;
}

/** Where uploaded files live: local disk by default; an object store can implement the same. */
export interface Storage {
  put(key: string, data: Buffer | Readable): Promise<void>;
  /**
   * Writes the bytes durably but not yet under `key`: a caller records the key (a row) in between
   * and then commits, so a crash leaves neither a file that no row names nor a row without bytes
   * (see `LocalStorage.recover`).
   */
  stage(key: string, data: Buffer | Readable): Promise<StagedFile>;
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
  /**
   * A short-lived URL that serves the key's bytes straight from the store (object storage only;
   * local disk has none and the caller streams the bytes itself).
   */
  presign?(key: string, opts: PresignOptions): Promise<string>;
  /** Finishes or removes the staged writes a killed process left (see `LocalStorage.recover`). */
  recover(before: Date, isReferenced: (key: string) => Promise<boolean>): Promise<Recovered>;
}

/** Bytes a read of `open` asks the disk for at once (bench: 512 kB is where the gain flattens). */
const READ_CHUNK = 512 * 1024;

/** Where bytes wait for their key: a name no key can take (keys may not start with a dot). */
export const PARTIAL_DIR = '.partial';
/** Keys never hold `~`, so a partial's name is its key with `/` written as `~`, then `~` and a tag. */
const SEP = '~';

/** The partial name of a key with its tag (digits, a dash, digits): see `keyOfPartial`. */
export function partialName(key: string, tag: string): string {
  return `${key.replaceAll('/', SEP)}${SEP}${tag}`;
}

/** Throws unless the key is one a store accepts (never a partial name, never outside the root). */
export function checkKey(key: string): string {
  if (!/^[a-z0-9/_.-]+$/i.test(key) || key.includes('..') || key.startsWith('.'))
    throw new Error(`bad storage key ${key}`);
  return key;
}
let partialSeq = 0;

/** What `LocalStorage.recover` did with the partial files of writes that never finished. */
export interface Recovered {
  /** Keys whose row had been committed: their bytes were given the key. */
  completed: string[];
  /** Partial files that no row names (the write died before its row): removed. */
  removed: string[];
}

/**
 * Files under DATA_DIR/files. Every write goes to a partial file in `.partial/` that is flushed to
 * disk and then renamed to its key, so no key is ever half-written; `recover` at start-up deals
 * with the partial files that a killed process left.
 */
export class LocalStorage implements Storage {
  private readonly sync: boolean;

  /**
   * `sync: false` skips flushing files and directories to disk (each flush costs milliseconds):
   * only for throwaway directories of tests, where a power loss loses nothing that matters.
   */
  constructor(
    private readonly root: string,
    opts: { sync?: boolean } = {},
  ) {
    fs.mkdirSync(root, { recursive: true });
    this.sync = opts.sync ?? true;
  }

  private file(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    await (await this.stage(key, data)).commit();
  }

  async stage(key: string, data: Buffer | Readable): Promise<StagedFile> {
    const file = this.file(key);
    const dir = path.join(this.root, PARTIAL_DIR);
    await fs.promises.mkdir(dir, { recursive: true });
    const partial = path.join(dir, partialName(key, `${process.pid}-${++partialSeq}`));
    const handle = await fs.promises.open(partial, 'wx');
    try {
      if (Buffer.isBuffer(data)) await handle.writeFile(data);
      else for await (const chunk of data) await handle.write(chunk as Buffer);
      // On disk (bytes and name) before anyone records the key: a row committed after this never
      // names bytes that a power loss took.
      if (this.sync) await handle.sync();
    } catch (err) {
      await handle.close();
      await fs.promises.rm(partial, { force: true });
      throw err;
    }
    await handle.close();
    if (this.sync) await syncDir(dir);
    return {
      localPath: partial,
      commit: async () => {
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.rename(partial, file);
        if (this.sync) await syncDir(path.dirname(file));
      },
      discard: () => fs.promises.rm(partial, { force: true }),
    };
  }

  /**
   * Finishes or removes the partial files of writes that a killed process left (call it at
   * start-up, before anything is written): one whose key a row names (`isReferenced`) had its row
   * committed, so it gets its key; any other is removed. Only files last written before `before`
   * are touched, so a write still running in another process is left alone.
   */
  async recover(before: Date, isReferenced: (key: string) => Promise<boolean>): Promise<Recovered> {
    const dir = path.join(this.root, PARTIAL_DIR);
    const out: Recovered = { completed: [], removed: [] };
    let names: string[];
    try {
      names = await fs.promises.readdir(dir);
    } catch (err) {
      if (isMissing(err)) return out;
      throw err;
    }
    for (const name of names.sort()) {
      const partial = path.join(dir, name);
      const st = await fs.promises.stat(partial).catch(() => null);
      if (!st?.isFile() || st.mtimeMs >= before.getTime()) continue;
      const key = keyOfPartial(name);
      if (key !== null && (await isReferenced(key)) && !(await this.exists(key))) {
        const file = this.file(key);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.rename(partial, file);
        if (this.sync) await syncDir(path.dirname(file));
        out.completed.push(key);
      } else {
        await fs.promises.rm(partial, { force: true });
        out.removed.push(name);
      }
    }
    return out;
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
    // Reads of READ_CHUNK bytes (not the default 64 kB): a 150 MB package leaves at loopback speed
    // with a sixteenth of the system calls (bench: about 250 -> 500+ MB/s); the end is always
    // given, so a small file's read buffer is only as large as the file.
    const start = range?.start ?? 0;
    const end = range ? range.end : (await handle.stat()).size - 1;
    if (end < start) return handle.createReadStream({ start });
    return handle.createReadStream({
      start,
      end,
      highWaterMark: Math.min(READ_CHUNK, end - start + 1),
    });
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

/**
 * Runs `fn` on a file on this machine holding the staged bytes: the staged file itself on local
 * disk, else a temporary copy (object storage) removed afterwards.
 */
export async function withLocalFile<T>(
  staged: StagedFile,
  fn: (file: string) => Promise<T>,
): Promise<T> {
  if (staged.localPath) return fn(staged.localPath);
  if (!staged.read) throw new Error('the storage keeps no local file of the staged bytes');
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'seuiot-staged-'));
  try {
    const file = path.join(dir, 'staged');
    await pipeline(await staged.read(), fs.createWriteStream(file));
    return await fn(file);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** The key a partial file was written for, or null when the name is not one `stage` makes. */
export function keyOfPartial(name: string): string | null {
  const parts = name.split(SEP);
  if (parts.length < 2 || !/^\d+-\d+$/.test(parts.at(-1)!)) return null;
  const key = parts.slice(0, -1).join('/');
  return /^[a-z0-9/_.-]+$/i.test(key) && !key.includes('..') && !key.startsWith('.') ? key : null;
}

/** Makes a rename in `dir` durable (Linux needs the directory flushed; elsewhere it may refuse). */
async function syncDir(dir: string): Promise<void> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(dir, 'r');
    await handle.sync();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw err;
  } finally {
    await handle?.close();
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
